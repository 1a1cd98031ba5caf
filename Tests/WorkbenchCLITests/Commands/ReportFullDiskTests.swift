import Foundation
import Testing
import WorkbenchTestKit

/// A disk that fills while the report is written, played by a limit on the size of any file
/// the program writes (`ulimit -f`, with SIGXFSZ ignored so that the write fails instead): no
/// file of the new set is written, the previous set stays whole, and the text line, the JSON
/// and the exit status all say so.
@Suite(.serialized)
struct ReportFullDiskTests {
    private static let scenarios = ["ok.scenario": "scenario \"Ok\"\nlaunch search\nexpect search.status \"Type to search\"\n"]

    /// A previous set in `out`, each file marked so that it differs from what a run writes, and
    /// a limit under the largest file's size: the other two would fit, and an earlier version
    /// of this program wrote the smallest.
    private func previousSet(_ folder: ScenarioFolder, in out: String) throws -> (files: [String: Data], blocks: Int) {
        let written = try ShellRun(#""$W" compare --no-timing --no-cache --arch mvc --scenarios "# + folder.path + " --out " + out)
        #expect(written.status == 0)
        var files: [String: Data] = [:]
        for name in ["comparison.md", "comparison.html", "comparison.json"] {
            let path = out + "/" + name
            let marked = try Data(contentsOf: URL(fileURLWithPath: path)) + Data("\n\n".utf8)
            try marked.write(to: URL(fileURLWithPath: path))
            files[name] = marked
        }
        // `ulimit -f` counts blocks of 512 bytes in /bin/sh.
        return (files, (files.values.map(\.count).max() ?? 0) / 512 - 1)
    }

    private func contents(of out: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? [] {
            files[name] = FileManager.default.contents(atPath: out + "/" + name)
        }
        return files
    }

    @Test(arguments: ["text", "json"])
    func aFullDiskWritesNothingAndEverythingSaysSo(format: String) throws {
        let folder = try ScenarioFolder(Self.scenarios)
        defer { folder.remove() }
        let out = folder.file("Reports")
        let previous = try previousSet(folder, in: out)

        let run = try ShellRun("trap '' XFSZ; ulimit -f \(previous.blocks); " + #"exec "$W" compare --no-timing --no-cache --arch mvc --scenarios "#
                               + folder.path + " --out \(out) --format \(format)")

        #expect(run.status == 1)
        #expect(run.errors.contains("error: cannot write the report to \"\(out)\": \(out)/.comparison.staging/"))
        #expect(run.errors.hasSuffix(": File too large\n"))
        if format == "json" {
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect(document["exitCode"] as? Int == 1)
            let files = try #require(document["reportFiles"] as? [String: Any])
            #expect(files["outcome"] as? String == "notWritten")
            #expect(files["written"] as? [String] == [])
            #expect(files["reason"] as? String == "File too large")
        } else {
            #expect(run.output.contains("\nReport: not written (File too large).\n"))
        }
        #expect(contents(of: out) == previous.files)
    }
}
