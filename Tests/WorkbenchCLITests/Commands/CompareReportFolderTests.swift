import Foundation
import MVC
@testable import ReportPages
import Testing
@testable import WorkbenchCLI
import WorkbenchTestKit

/// Where `compare` writes its report (SPEC §8): only a full run writes the default folder, a
/// filtered run only with `--out`, and no run rewrites the timing section.
@MainActor
struct CompareReportFolderTests {
    private let scenarios = ["ok.scenario": "scenario \"Ok\"\nlaunch search\nexpect search.status \"Type to search\"\n"]

    @Test func aFilteredRunWritesNoReportWithoutOut() throws {
        let folder = try ScenarioFolder(scenarios)
        defer { folder.remove() }
        let reports = folder.file("Reports")

        let run = ToolRun(["compare", "--scenarios", folder.path, "--no-timing"], architectures: [MVCArchitecture()], reportDirectory: reports)

        #expect(run.status == 0)
        #expect(!FileManager.default.fileExists(atPath: reports))
        #expect(run.output.hasSuffix("""
            Report: not written (a run filtered by --arch or --scenarios writes one only with --out DIR).
            1 scenario × 1 architecture: 1 pass, 0 fail, 0 diverge, 0 unreadable

            """))
    }

    @Test func aRunOfSomeArchitecturesWritesNoReportWithoutOut() throws {
        let folder = try ScenarioFolder([:])
        defer { folder.remove() }
        let reports = folder.file("Reports")

        let run = ToolRun(["compare", "--arch", "mvc", "--no-timing", "--format", "json"], reportDirectory: reports)

        #expect(run.status == 0)
        #expect(!FileManager.default.fileExists(atPath: reports))
    }

    /// The committed report is written again by the plain command, and then committed.
    @Test func aStaleFullReportNamesThePlainCommandAndTheCommit() throws {
        let folder = try ScenarioFolder([:])
        defer { folder.remove() }
        let reports = folder.file("Reports")
        let tool = [HandCountedArchitecture(id: "bare", displayName: "Bare", isBaseline: true)]
        _ = ToolRun(["compare", "--no-timing"], architectures: tool, reportDirectory: reports)
        let html = reports + "/comparison.html"
        let text = try String(contentsOfFile: html, encoding: .utf8)
        try text.replacingOccurrences(of: "<h2>Agreement</h2>", with: "<h2>Agreed</h2>").write(toFile: html, atomically: true, encoding: .utf8)

        let checked = ToolRun(["compare", "--no-timing", "--check"], architectures: tool, reportDirectory: reports)

        #expect(checked.status == 1)
        #expect(checked.errors.hasSuffix("Run 'swift run workbench compare' and commit \(reports)/.\n"))
    }

    @Test func aFullRunWithTimingKeepsTheTimingSectionThatIsThere() throws {
        let folder = try ScenarioFolder([:])
        defer { folder.remove() }
        let reports = folder.file("Reports")
        try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
        let machine = #"{"bench":{"build":"release","configuration":{"iterations":3,"shortestSampleMilliseconds":0.5,"sizes":[],"warmups":1},"operations":[],"scaling":[],"sizes":[]},"date":"2026-01-03","machine":"published-host (2 cores)"}"#
        try "{\n  \"machine\" : \(machine),\n  \"report\" : {}\n}\n".write(toFile: reports + "/comparison.json", atomically: true, encoding: .utf8)
        // Every registered architecture of this tool and the package's own scenarios: a full run.
        // The fake architecture fails them quickly, which is no matter here.
        let tool = [HandCountedArchitecture(id: "bare", displayName: "Bare", isBaseline: true)]

        _ = ToolRun(["compare"], architectures: tool, reportDirectory: reports)

        let markdown = try String(contentsOfFile: reports + "/comparison.md", encoding: .utf8)
        #expect(markdown.contains("Measured on **published-host (2 cores)**, 2026-01-03, release build"))
        #expect(ReportFiles.existingMachine(in: reports)?.machine == "published-host (2 cores)")
    }
}
