import Foundation
import MVC
@testable import ReportPages
import Testing
@testable import WorkbenchCLI
import WorkbenchTestKit

/// The report's three files: written, checked, and the machine's section kept apart. Nothing
/// here times anything: these runs pass --no-timing or have no measured scenario.
@MainActor
struct ReportWritingTests {
    private let scenarios = ["ok.scenario": "scenario \"Ok\"\nlaunch search\nexpect search.status \"Type to search\"\n"]

    private func compare(_ folder: ScenarioFolder, _ extra: [String]) -> ToolRun {
        ToolRun(["compare", "--scenarios", folder.path, "--package-path", packageRoot] + extra, architectures: [MVCArchitecture()])
    }

    @Test func compareWritesTheThreeFilesAndCheckFindsThemCurrent() throws {
        let folder = try ScenarioFolder(scenarios)
        defer { folder.remove() }
        let out = folder.file("Reports")

        let written = compare(folder, ["--out", out, "--no-timing"])
        #expect(written.status == 0)
        #expect(written.output.contains("Report: \(out)/comparison.md, \(out)/comparison.html, \(out)/comparison.json\n"))
        for name in ReportFiles.names { #expect(FileManager.default.fileExists(atPath: out + "/" + name)) }
        let markdown = try String(contentsOfFile: out + "/comparison.md", encoding: .utf8)
        #expect(markdown.contains("ok.scenario) | ✓ |"))
        #expect(markdown.contains("### Debounce"))
        #expect(markdown.contains("```mermaid"))
        #expect(markdown.contains("Not measured: no timing has been published into this report. `swift run -c release workbench bench --report` measures and publishes one."))

        let checked = compare(folder, ["--out", out, "--no-timing", "--check"])
        #expect(checked.status == 0)
        #expect(checked.output.contains("Report: \(out)/ is current.\n"))
        #expect(withoutIndexNote(checked.errors).isEmpty)
    }

    @Test func checkFailsWhenADeterministicLineChangedAndNamesTheFile() throws {
        let folder = try ScenarioFolder(scenarios)
        defer { folder.remove() }
        let out = folder.file("Reports")
        _ = compare(folder, ["--out", out, "--no-timing"])
        let html = out + "/comparison.html"
        let text = try String(contentsOfFile: html, encoding: .utf8)
        try text.replacingOccurrences(of: "<h2>Agreement</h2>", with: "<h2>Agreed</h2>").write(toFile: html, atomically: true, encoding: .utf8)

        let checked = compare(folder, ["--out", out, "--no-timing", "--check"])
        #expect(checked.status == 1)
        #expect(checked.errors.contains("\(html) is stale"))
        // The command that writes this report again is the same run without --check; as --out
        // names a folder of its own, nothing asks for a commit.
        #expect(checked.errors.hasSuffix(
            "Run 'swift run workbench compare --scenarios \(folder.path) --package-path \(packageRoot) --out \(out)' to write it again.\n"))
        // --check writes nothing: the edit is still there.
        #expect(try String(contentsOfFile: html, encoding: .utf8).contains("<h2>Agreed</h2>"))
    }

    @Test func theMachineSectionIsNotCheckedAndIsKeptWhenNotTimed() throws {
        let folder = try ScenarioFolder(scenarios)
        defer { folder.remove() }
        let out = folder.file("Reports")
        _ = compare(folder, ["--out", out, "--no-timing"])
        // Put a machine's timings in the JSON, as a timed run would have.
        let json = out + "/comparison.json"
        let machine = #"{"bench":{"build":"debug","configuration":{"iterations":3,"shortestSampleMilliseconds":0.5,"sizes":[],"warmups":1},"operations":[],"scaling":[],"sizes":[]},"date":"2026-01-02","machine":"test-host (1 core)"}"#
        let text = try String(contentsOfFile: json, encoding: .utf8)
        try text.replacingOccurrences(of: "{\n  \"report\" : ", with: "{\n  \"machine\" : \(machine),\n  \"report\" : ")
            .write(toFile: json, atomically: true, encoding: .utf8)
        #expect(compare(folder, ["--out", out, "--no-timing", "--check"]).status == 0)

        _ = compare(folder, ["--out", out, "--no-timing"])
        let markdown = try String(contentsOfFile: out + "/comparison.md", encoding: .utf8)
        #expect(markdown.contains("Measured on **test-host (1 core)**, 2026-01-02, debug build"))
        #expect(try String(contentsOfFile: out + "/comparison.html", encoding: .utf8).contains("data-timing=\"measured\""))
    }

    @Test func theMachineSectionIsKeptWhenTheRestOfTheReportChangedShape() throws {
        let folder = try ScenarioFolder(scenarios)
        defer { folder.remove() }
        let out = folder.file("Reports")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        // A report an older workbench wrote: its "report" part no longer decodes.
        let machine = #"{"bench":{"build":"release","configuration":{"iterations":3,"shortestSampleMilliseconds":0.5,"sizes":[],"warmups":1},"operations":[],"scaling":[],"sizes":[]},"date":"2026-01-03","machine":"old-host (8 cores)"}"#
        try "{\n  \"machine\" : \(machine),\n  \"report\" : { \"shape\" : \"old\" }\n}\n"
            .write(toFile: out + "/comparison.json", atomically: true, encoding: .utf8)

        _ = compare(folder, ["--out", out, "--no-timing"])
        let markdown = try String(contentsOfFile: out + "/comparison.md", encoding: .utf8)
        #expect(markdown.contains("Measured on **old-host (8 cores)**, 2026-01-03, release build"))
    }

    @Test func aMissingFileIsStale() throws {
        let folder = try ScenarioFolder(scenarios)
        defer { folder.remove() }
        let checked = compare(folder, ["--out", folder.file("Nowhere"), "--no-timing", "--check"])
        #expect(checked.status == 1)
        #expect(checked.errors.contains("\(folder.file("Nowhere"))/comparison.md is missing"))
    }

    @Test func checkNeedsAFolder() {
        let run = ToolRun(["compare", "--check", "--no-timing"], architectures: [MVCArchitecture()])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("error: --check needs the report's folder: --out DIR\n"))
    }

    @Test func theDeterministicPartLeavesOutTheMachineSection() {
        let markdown = "a\n\(ReportMachineMarkdown.begin)\nmeasured on x\n\(ReportMachineMarkdown.end)\nb\n"
        #expect(ReportFiles.deterministicPart(of: markdown, name: "comparison.md") == "a\n\nb\n")
        let json = "{\n  \"machine\" : {\n    \"date\" : \"x\"\n  },\n  \"report\" : {\n  }\n}\n"
        #expect(ReportFiles.deterministicPart(of: json, name: "comparison.json") == "\n  \"report\" : {\n  }\n}\n")
    }
}
