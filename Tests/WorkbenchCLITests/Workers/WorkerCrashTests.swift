import Foundation
import Testing
import Workbench
import WorkbenchTestKit

/// A worker that crashes on purpose (`WORKBENCH_WORKER_CRASH`): its scenario reports the crash
/// with the signal and the step, and everything else reports as usual (SPEC §7).
@Suite(.serialized)
struct WorkerCrashTests {
    /// Three scenarios every architecture passes; b's step 2 is `wait 530ms`, on line 4.
    private static let scenarios = [
        "a.scenario": "scenario \"A\"\nlaunch search\ntype search.term \"hey\"\nwait 530ms\nexpect search.status \"4 songs\"\n",
        "b.scenario": "scenario \"B\"\nlaunch search\ntype search.term \"hey\"\nwait 530ms\nexpect search.status \"4 songs\"\n",
        "c.scenario": "scenario \"C\"\nlaunch search\nexpect search.status \"Type to search\"\n",
    ]

    /// The rows of `run`'s matrix, each split at its spaces: the file, then a mark per architecture.
    private static func matrix(_ run: BuiltToolRun, _ folder: ScenarioFolder) -> [[String]] {
        run.output.split(separator: "\n").filter { $0.hasPrefix(folder.path) }.map { $0.split(separator: " ").map(String.init) }
    }

    /// A pass for every registered architecture but `failing`'s fail, in the registry's order.
    private static func marks(failing: String?) -> [String] {
        ArchitectureRegistry.all.map { $0.id == failing ? "✗" : "✓" }
    }

    /// For each registered architecture, whether a step every architecture is stuck at is waited
    /// for on it: on the first one run, and on the baseline.
    private static var firstAndBaseline: [Bool] {
        ArchitectureRegistry.all.enumerated().map { $0.offset == 0 || $0.element.isBaseline }
    }

    @Test func aCrashIsThatScenariosVerdictWithTheSignalAndTheStepAndTheOthersReportAsUsual() throws {
        let folder = try ScenarioFolder(Self.scenarios)
        defer { folder.remove() }

        let crashed = try BuiltToolRun(["compare", "--no-timing", "--scenarios", folder.path, "--jobs", "2"],
                                       environment: ["WORKBENCH_WORKER_CRASH": "b.scenario:2:mvb"])
        let calm = try BuiltToolRun(["compare", "--no-timing", "--scenarios", folder.path, "--jobs", "1"])

        #expect(crashed.status == 1)
        #expect(crashed.output.contains("""
            FAIL \(folder.file("b.scenario")):4:1  [mvb] crash
              wait 530ms
              crashed with signal 11 (SIGSEGV) at step 2

            """))
        #expect(Self.matrix(crashed, folder) == [
            [folder.file("a.scenario")] + Self.marks(failing: nil),
            [folder.file("b.scenario")] + Self.marks(failing: "mvb"),
            [folder.file("c.scenario")] + Self.marks(failing: nil),
        ])
        #expect(Self.matrix(calm, folder).enumerated().allSatisfy { $0.offset == 1 || $0.element == Self.matrix(crashed, folder)[$0.offset] })
        #expect(crashed.output.hasSuffix("3 scenarios × \(ArchitectureRegistry.all.count) architectures: 2 pass, 1 fail, 0 diverge, 0 unreadable\n"))
        #expect(calm.status == 0)
    }

    @Test func aScenarioThatCrashesEveryArchitectureEndsWithEachOnesCrash() throws {
        let folder = try ScenarioFolder(Self.scenarios)
        defer { folder.remove() }

        let run = try BuiltToolRun(["compare", "--no-timing", "--scenarios", folder.path, "--jobs", "2", "--format", "json"],
                                   environment: ["WORKBENCH_WORKER_CRASH": "b.scenario:2"])

        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let scenarios = try #require(document["scenarios"] as? [[String: Any]])
        #expect(scenarios.map { $0["name"] as? String } == ["A", "B", "C"])
        let failures = try #require(scenarios[1]["failures"] as? [[String: Any]])
        #expect(failures.map { $0["architecture"] as? String } == ArchitectureRegistry.all.map(\.id))
        #expect(failures.allSatisfy { $0["kind"] as? String == "crash" && $0["line"] as? Int == 4 })
        #expect(failures.allSatisfy { ($0["crash"] as? [String: Int]) == ["signal": 11, "step": 2] })
        #expect(scenarios[0]["failures"] as? [Any] != nil && (scenarios[0]["failures"] as? [Any])?.isEmpty == true)
    }

    @Test func aWorkerSilentForTheTimeoutIsStoppedAndItsScenarioReportedLikeACrash() throws {
        let folder = try ScenarioFolder(Self.scenarios)
        defer { folder.remove() }

        let hung = try BuiltToolRun(["compare", "--no-timing", "--scenarios", folder.path, "--jobs", "2", "--worker-timeout", "1"],
                                    environment: ["WORKBENCH_WORKER_HANG": "b.scenario:2:mvb"])

        #expect(hung.status == 1)
        #expect(hung.output.contains("""
            FAIL \(folder.file("b.scenario")):4:1  [mvb] crash
              wait 530ms
              made no progress for 1 s at step 2 and was stopped

            """))
        #expect(Self.matrix(hung, folder) == [
            [folder.file("a.scenario")] + Self.marks(failing: nil),
            [folder.file("b.scenario")] + Self.marks(failing: "mvb"),
            [folder.file("c.scenario")] + Self.marks(failing: nil),
        ])
        #expect(hung.output.hasSuffix("3 scenarios × \(ArchitectureRegistry.all.count) architectures: 2 pass, 1 fail, 0 diverge, 0 unreadable\n"))
    }

    @Test func aStepEveryArchitectureIsStuckAtIsWaitedForOnTheFirstAndOnTheBaselineOnly() throws {
        let folder = try ScenarioFolder(Self.scenarios)
        defer { folder.remove() }

        // Every architecture hangs as b's step 2 begins: MVC, first, and then Direct are waited for.
        let started = ContinuousClock.now
        let run = try BuiltToolRun(["compare", "--no-timing", "--scenarios", folder.path, "--jobs", "2", "--worker-timeout", "1", "--format", "json"],
                                   environment: ["WORKBENCH_WORKER_HANG": "b.scenario:2"])

        #expect(run.status == 1)
        // Two waits of a second, not six.
        #expect(ContinuousClock.now - started < .seconds(5))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let scenarios = try #require(document["scenarios"] as? [[String: Any]])
        let failures = try #require(scenarios[1]["failures"] as? [[String: Any]])
        #expect(failures.map { $0["architecture"] as? String } == ArchitectureRegistry.all.map(\.id))
        #expect(failures.allSatisfy { $0["kind"] as? String == "crash" && $0["line"] as? Int == 4 })
        let waited: NSDictionary = ["noProgressSeconds": 1, "step": 2], shared: NSDictionary = ["noProgressSeconds": 1, "step": 2, "sharedStall": true]
        #expect(failures.map { $0["crash"] as? NSDictionary } == Self.firstAndBaseline.map { $0 ? waited : shared })
    }

    @Test func runWaitsForAStepEveryArchitectureIsStuckAtOnceOnEachOfTwoWorkers() throws {
        let folder = try ScenarioFolder(Self.scenarios)
        defer { folder.remove() }

        // One job an architecture, the baseline's dealt first: Direct and MVC hang together and
        // are waited for together; the others' jobs, held back meanwhile, are not run.
        let started = ContinuousClock.now
        let run = try BuiltToolRun(["run", folder.file("b.scenario"), "--jobs", "2", "--worker-timeout", "1"],
                                   environment: ["WORKBENCH_WORKER_HANG": "b.scenario:2"])

        #expect(run.status == 1)
        #expect(ContinuousClock.now - started < .seconds(4))
        let ids = ArchitectureRegistry.all.map(\.id), waited = zip(ids, Self.firstAndBaseline)
        #expect(run.output.contains("""
            ✗ [\(waited.filter(\.1).map(\.0).joined(separator: ", "))] crash: made no progress for 1 s at step 2 and was stopped
            ✗ [\(waited.filter { !$0.1 }.map(\.0).joined(separator: ", "))] crash: was not run at step 2: the baseline and another architecture each made no progress there \
            for 1 s, so it is taken to be stuck in code every architecture shares, and not waited for again

            """))
    }

    @Test func runShowsTheCrashAtItsStepAndTheOtherArchitecturesAsUsual() throws {
        let folder = try ScenarioFolder(Self.scenarios)
        defer { folder.remove() }

        let run = try BuiltToolRun(["run", folder.file("b.scenario"), "--jobs", "3"], environment: ["WORKBENCH_WORKER_CRASH": "b.scenario:2:mvvmc"])

        #expect(run.status == 1)
        #expect(run.output.contains("── step 2 ✗  line 4: wait 530ms\n"))
        #expect(run.output.contains("✗ [mvvmc] crash: crashed with signal 11 (SIGSEGV) at step 2\n"))
        let verdicts = ArchitectureRegistry.all.map { "\($0.id) \($0.id == "mvvmc" ? "crash" : "pass")" }
        #expect(run.output.hasSuffix(verdicts.joined(separator: ", ") + "\n"))
    }
}
