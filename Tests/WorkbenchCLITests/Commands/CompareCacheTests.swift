import Foundation
@testable import ReportPages
import Testing
import WorkbenchTestKit

/// A warm `compare` takes the sources' analysis from the cache in `.build/workbench/`, and
/// writes the report a cold run writes, byte for byte; `--no-cache` reads the sources afresh.
@MainActor
struct CompareCacheTests {
    @Test func aWarmRunWritesTheColdRunsReportAndNoCacheReadsTheSources() throws {
        let folder = try ScenarioFolder(["scenarios/ok.scenario": "scenario \"Ok\"\nlaunch search\nexpect search.status \"Type to search\"\n"])
        defer { folder.remove() }
        // A copy of the package's sources, last changed a minute ago; with no index, the lexer reads it.
        let package = folder.file("package")
        try FileManager.default.createDirectory(atPath: package, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: packageRoot + "/Sources", toPath: package + "/Sources")
        try FileManager.default.copyItem(atPath: packageRoot + "/Package.swift", toPath: package + "/Package.swift")
        let settled = [FileAttributeKey.modificationDate: Date(timeIntervalSinceNow: -60)]
        for item in FileManager.default.subpaths(atPath: package) ?? [] {
            try FileManager.default.setAttributes(settled, ofItemAtPath: package + "/" + item)
        }
        let cacheFolder = package + "/.build/workbench"
        func compare(into out: String, _ options: [String] = []) -> ToolRun {
            ToolRun(["compare", "--arch", "mvc", "--scenarios", folder.file("scenarios"), "--package-path", package,
                     "--no-timing", "--out", folder.file(out)] + options)
        }
        func report(_ out: String) throws -> [Data] {
            try ReportFiles.names.map { try Data(contentsOf: URL(fileURLWithPath: folder.file(out) + "/" + $0)) }
        }

        let cold = compare(into: "cold", ["--no-cache"])
        #expect(!FileManager.default.fileExists(atPath: cacheFolder))
        let first = compare(into: "first")
        let kept = try FileManager.default.contentsOfDirectory(atPath: cacheFolder)
        let warm = compare(into: "warm")

        #expect([cold.status, first.status, warm.status] == [0, 0, 0])
        #expect(kept.count == 1)
        #expect(try report("first") == report("cold"))
        #expect(try report("warm") == report("cold"))

        // A kept analysis that says something else shows that the warm run reads it, and
        // that --no-cache does not.
        let file = cacheFolder + "/" + kept[0]
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(#""name":"MVC""#))
        try text.replacingOccurrences(of: #""name":"MVC""#, with: #""name":"MVX""#).write(toFile: file, atomically: true, encoding: .utf8)

        #expect(compare(into: "doctored").output.contains("  MVX  nloc "))
        #expect(!compare(into: "fresh", ["--no-cache"]).output.contains("MVX"))
        #expect(try report("fresh") == report("cold"))
    }
}
