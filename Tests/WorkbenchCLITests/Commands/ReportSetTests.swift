import Foundation
import MVC
@testable import ReportPages
import Testing
@testable import WorkbenchCLI
import WorkbenchTestKit

/// The report's three files as one set, as `compare` writes and checks them: a write that was
/// killed is finished first, even by `--check`, and the text line, the JSON and the exit status
/// say the same of what was written.
@MainActor
struct ReportSetTests {
    private let scenarios = ["ok.scenario": "scenario \"Ok\"\nlaunch search\nexpect search.status \"Type to search\"\n"]

    private func compare(_ folder: ScenarioFolder, _ extra: [String]) -> ToolRun {
        ToolRun(["compare", "--scenarios", folder.path, "--package-path", packageRoot, "--no-timing"] + extra,
                architectures: [MVCArchitecture()])
    }

    private func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func checkFirstFinishesAWriteKilledAfterItsReadyRenameAndClearsWhatOthersLeft() throws {
        let folder = try ScenarioFolder(scenarios)
        defer { folder.remove() }
        let out = folder.file("Reports")
        _ = compare(folder, ["--out", out])
        // As a kill after the ready rename leaves it: the new set in the journal, an old set in place;
        // and a kill of an earlier version, which wrote each file through a temporary one.
        try FileManager.default.createDirectory(atPath: out + "/.comparison.ready", withIntermediateDirectories: false)
        for name in ReportFiles.names {
            try FileManager.default.moveItem(atPath: out + "/" + name, toPath: out + "/.comparison.ready/" + name)
            try "old\n".write(toFile: out + "/" + name, atomically: false, encoding: .utf8)
        }
        try "half a page".write(toFile: out + "/.dat.nosync2a0f.Qx81Lm", atomically: false, encoding: .utf8)

        let checked = compare(folder, ["--out", out, "--check"])

        #expect(checked.status == 0)
        #expect(checked.output.contains("Report: \(out)/ is current.\n"))
        #expect(names(in: out) == ["comparison.html", "comparison.json", "comparison.md"])
    }

    @Test func theJSONSaysWhatWasWrittenAndTheStatusTheCommandEndsWith() throws {
        let folder = try ScenarioFolder(scenarios)
        defer { folder.remove() }
        let out = folder.file("Reports")

        let written = compare(folder, ["--out", out, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(written.output.utf8)) as? [String: Any])

        #expect(written.status == 0)
        #expect(document["exitCode"] as? Int == 0)
        let files = try #require(document["reportFiles"] as? [String: Any])
        #expect(files["outcome"] as? String == "written")
        #expect(files["written"] as? [String] == ["\(out)/comparison.md", "\(out)/comparison.html", "\(out)/comparison.json"])
    }

    @Test func aStaleReportFailsTheCommandAndItsJSONAlike() throws {
        let folder = try ScenarioFolder(scenarios)
        defer { folder.remove() }
        let out = folder.file("Reports")
        _ = compare(folder, ["--out", out])
        try "stale\n".write(toFile: out + "/comparison.md", atomically: false, encoding: .utf8)

        let checked = compare(folder, ["--out", out, "--check", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(checked.output.utf8)) as? [String: Any])

        #expect(checked.status == 1)
        #expect(document["exitCode"] as? Int == 1)
        let files = try #require(document["reportFiles"] as? [String: Any])
        #expect(files["outcome"] as? String == "stale")
        #expect(files["written"] as? [String] == [])
        #expect((files["stale"] as? [String])?.first?.hasPrefix("\(out)/comparison.md is stale") == true)
    }
}
