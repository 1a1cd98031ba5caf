import Foundation
import Testing
import Workbench
import WorkbenchTestKit

/// A worker loading a fixture is busy, not stuck: `--worker-timeout` stops it only when the
/// loading stops using the processor, and then charges every architecture after one wait.
@Suite(.serialized)
struct WorkerLoadingTests {
    /// Two scenarios every architecture passes; b's catalog is a file of its own, so that a
    /// worker loads it for b alone.
    private static func scenarios() throws -> [String: String] {
        [
            "a.scenario": "scenario \"A\"\nlaunch search\nexpect search.status \"Type to search\"\n",
            "b.scenario": "scenario \"B\"\ngiven catalog \"songs.json\"\nlaunch search\nexpect search.status \"Type to search\"\n",
            "songs.json": try String(contentsOfFile: packageRoot + "/Scenarios/fixtures/duplicate-track-ids.json", encoding: .utf8),
        ]
    }

    @Test func aFixtureThatTakesLongerToLoadThanTheTimeoutIsNoCrash() throws {
        let folder = try ScenarioFolder(Self.scenarios())
        defer { folder.remove() }

        // Every fixture a worker loads takes 3 s, the processor busy; a worker may be silent for 2.
        let run = try BuiltToolRun(["compare", "--no-timing", "--scenarios", folder.path, "--jobs", "2", "--worker-timeout", "2"],
                                   environment: ["WORKBENCH_WORKER_SLOW_LOAD": "3"])

        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix("2 scenarios × \(ArchitectureRegistry.all.count) architectures: 2 pass, 0 fail, 0 diverge, 0 unreadable\n"))
    }

    @Test func aLoadingStuckForTheTimeoutIsEveryArchitecturesVerdictAfterOneWait() throws {
        let folder = try ScenarioFolder(Self.scenarios())
        defer { folder.remove() }

        // b's worker stops, the processor idle, as b's catalog begins to load.
        let text = try BuiltToolRun(["compare", "--no-timing", "--scenarios", folder.path, "--jobs", "2", "--worker-timeout", "2"],
                                    environment: ["WORKBENCH_WORKER_HANG": "b.scenario:load"])
        let json = try BuiltToolRun(["compare", "--no-timing", "--scenarios", folder.path, "--jobs", "2", "--worker-timeout", "2", "--format", "json"],
                                    environment: ["WORKBENCH_WORKER_HANG": "b.scenario:load"])

        #expect(text.status == 1)
        #expect(text.output.contains("""
            FAIL \(folder.file("b.scenario")):3:1  [\(ArchitectureRegistry.all.map(\.id).joined(separator: ", "))] crash
              launch search
              made no progress for 2 s preparing the scenario (reading it, loading its fixtures) before any architecture began, \
            and was stopped; the same for every architecture, waited for once

            """))
        #expect(text.output.hasSuffix("2 scenarios × \(ArchitectureRegistry.all.count) architectures: 1 pass, 1 fail, 0 diverge, 0 unreadable\n"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let scenarios = try #require(document["scenarios"] as? [[String: Any]])
        let failures = try #require(scenarios.last?["failures"] as? [[String: Any]])
        #expect(failures.map { $0["architecture"] as? String } == ArchitectureRegistry.all.map(\.id))
        #expect(failures.allSatisfy { $0["kind"] as? String == "crash" && $0["line"] as? Int == 3 })
        #expect(failures.allSatisfy {
            ($0["crash"] as? NSDictionary) == ["noProgressSeconds": 2, "step": 0, "beforeAnyArchitecture": true] as NSDictionary
        })
    }
}
