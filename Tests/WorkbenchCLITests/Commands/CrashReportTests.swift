import Foundation
import Testing
import Workbench
import WorkbenchTestKit

/// A worker that crashes on purpose (`WORKBENCH_WORKER_CRASH`), as the worker tests do: its
/// run reads "crash" everywhere, and the work totals leave its counts out and say so.
@Suite(.serialized)
struct CrashReportTests {
    /// Two scenarios every architecture passes; b's step 2 is `wait 530ms`.
    private static let scenarios = [
        "a.scenario": "scenario \"A\"\nlaunch search\nexpect search.status \"Type to search\"\n",
        "b.scenario": "scenario \"B\"\nlaunch search\ntype search.term \"hey\"\nwait 530ms\nexpect search.status \"4 songs\"\n",
    ]

    /// MVB's writes in a `compare --format json`: per scenario, by file name.
    private func mvbWrites(_ run: BuiltToolRun) throws -> [String: Int?] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        var writes: [String: Int?] = [:]
        for entry in try #require(document["scenarios"] as? [[String: Any]]) {
            let work = try #require(entry["work"] as? [String: Any])
            writes[((entry["file"] as? String) ?? "" as String).components(separatedBy: "/").last ?? ""] = (work["mvb"] as? [String: Any])?["writes"] as? Int
        }
        return writes
    }

    @Test func theCrashedRunIsACrashInEveryReportAndLeftOutOfTheTotals() throws {
        let folder = try ScenarioFolder(Self.scenarios)
        defer { folder.remove() }
        let out = folder.file("Reports")
        let crash = ["WORKBENCH_WORKER_CRASH": "b.scenario:2:mvb"]

        let text = try BuiltToolRun(["compare", "--no-timing", "--scenarios", folder.path, "--jobs", "2", "--out", out], environment: crash)
        let json = try BuiltToolRun(["compare", "--no-timing", "--scenarios", folder.path, "--jobs", "2", "--format", "json"], environment: crash)
        let calm = try BuiltToolRun(["compare", "--no-timing", "--scenarios", folder.path, "--jobs", "2", "--format", "json"])

        #expect(text.status == 1)
        let leftOut = "The totals leave out the run that crashed, whose counts went down with its process: MVB's on \(folder.file("b.scenario"))."
        #expect(text.output.contains("\n  " + leftOut + "\n"))
        // MVB's total is its run of a alone: the calm run's total less its run of b.
        let calmWrites = try mvbWrites(calm), crashedWrites = try mvbWrites(json)
        #expect(crashedWrites == ["a.scenario": calmWrites["a.scenario"] ?? nil, "b.scenario": nil])
        let mvbRow = text.output.split(separator: "\n").first { $0.hasPrefix("  MVB ") }?.split(separator: " ")
        #expect(mvbRow.map { Int($0[1]) } == calmWrites["a.scenario"])

        let markdown = try String(contentsOfFile: out + "/comparison.md", encoding: .utf8)
        let verdicts = ArchitectureRegistry.all.map { $0.id == "mvb" ? "✗ crash" : "✓" }
        #expect(markdown.contains("| " + verdicts.joined(separator: " | ") + " |\n"))
        #expect(markdown.contains("\n" + leftOut + "\n"))
        let html = try String(contentsOfFile: out + "/comparison.html", encoding: .utf8)
        #expect(html.contains("<td class=\"crash\" data-label=\"MVB\">✗ crash</td>"))
    }
}
