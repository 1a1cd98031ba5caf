import Foundation
import ScenarioLanguage
import Testing
import Workbench
import WorkbenchTestKit

/// Any number of workers gives the same bytes as none (SPEC §7): the outcomes are gathered in
/// file order, whichever worker finishes first.
struct WorkerByteIdentityTests {
    /// `compare --no-timing` with `arguments`, its report written into a folder of its own:
    /// the run, its output with that folder's path as `REPORT`, and the report's files.
    private func compare(_ arguments: [String]) throws -> (run: BuiltToolRun, output: String, files: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-report-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try BuiltToolRun(["compare", "--no-timing", "--out", folder] + arguments)
        let files = try ["comparison.md", "comparison.html", "comparison.json"].map {
            try String(contentsOfFile: (folder as NSString).appendingPathComponent($0), encoding: .utf8)
        }
        return (run, run.output.replacingOccurrences(of: folder, with: "REPORT"), files)
    }

    /// How many scenarios a full `compare` runs: every file the library finds under `Scenarios/`.
    private static func scenarioCount() throws -> Int {
        try ScenarioLibrary.load(directory: packageRoot + "/Scenarios").entries.count
    }

    @Test func compareWritesTheSameTextAndReportFilesForOneTwoAndThreeJobs() throws {
        let runs = try [1, 2, 3].map { try compare(["--jobs", "\($0)"]) }
        let scenarios = try Self.scenarioCount(), architectures = ArchitectureRegistry.all.count

        #expect(runs[0].0.status == 0)
        #expect(runs[0].1.hasSuffix("\(scenarios) scenarios × \(architectures) architectures: \(scenarios) pass, 0 fail, 0 diverge, 0 unreadable\n"))
        for run in runs.dropFirst() {
            #expect(run.0.status == runs[0].0.status)
            #expect(run.1 == runs[0].1)
            #expect(run.2 == runs[0].2)
        }
    }

    @Test(arguments: ["json", "markdown"])
    func compareWritesTheSameFormatForOneAndThreeJobs(format: String) throws {
        let one = try compare(["--format", format, "--jobs", "1"])
        let three = try compare(["--format", format, "--jobs", "3"])

        #expect(one.run.status == 0)
        #expect(one.output.components(separatedBy: "Scenarios/").count > (try Self.scenarioCount()), "every scenario is named")
        #expect(three.output == one.output)
        #expect(three.run.status == 0)
    }

    @Test func runShowsTheSameStepsForOneAndThreeJobs() throws {
        let file = "Scenarios/search/debounce-fast-typing.scenario"
        let one = try BuiltToolRun(["run", file, "--trace", "--jobs", "1"])
        let three = try BuiltToolRun(["run", file, "--trace", "--jobs", "3"])

        #expect(one.status == 0)
        #expect(three.output == one.output)
        #expect(three.status == 0)
    }
}
