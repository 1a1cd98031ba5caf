import Foundation
import Metrics
@testable import MetricsCache
import Testing
import WorkbenchTestKit

/// The kept analysis is found again only while nothing it was made from has changed: a wrong
/// hit would put an old analysis in a new report.
@Suite struct AnalysisCacheTests {
    /// A package with the demo architecture, an index store and a program, all last changed a
    /// minute ago, so that their times have settled.
    private struct Package {
        let root: String
        let program: String
        let units: String
        let analysis: SourceAnalysis

        init() throws {
            root = try DemoPackage.makePackage()
            program = root + "/tool/workbench"
            units = root + "/.build/debug/index/store/v5/units"
            try FileManager.default.createDirectory(atPath: units, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/tool", withIntermediateDirectories: true)
            try "version 1".write(toFile: program, atomically: true, encoding: .utf8)
            try "unit".write(toFile: units + "/SearchView.swift.o-1", atomically: true, encoding: .utf8)
            analysis = SourceAnalysis.make([DemoArchitecture()], tree: SourceTree(root: root, readsIndex: false), quoting: true)
            try age(root, by: 60)
        }

        func cache(quoting: Bool = true, program: String? = nil) -> AnalysisCache {
            AnalysisCache(root: root, architectures: [DemoArchitecture()], quoting: quoting, executable: program ?? self.program)
        }

        /// Sets the modification time of everything under `path` to `seconds` ago.
        func age(_ path: String, by seconds: TimeInterval) throws {
            let time = [FileAttributeKey.modificationDate: Date(timeIntervalSinceNow: -seconds)]
            for item in FileManager.default.subpaths(atPath: path) ?? [] {
                try FileManager.default.setAttributes(time, ofItemAtPath: path + "/" + item)
            }
            try FileManager.default.setAttributes(time, ofItemAtPath: path)
        }

        func remove() {
            try? FileManager.default.removeItem(atPath: root)
        }

        /// The folder the analyses are kept in.
        var folder: String { (cache().file as NSString).deletingLastPathComponent }

        /// A file in the cache's folder, last used `minutes` before `now`.
        func place(_ name: String, usedMinutesAgo minutes: Double, now: Date = Date()) throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "{}".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-60 * minutes)],
                                                  ofItemAtPath: folder + "/" + name)
        }

        /// The names in the cache's folder, sorted.
        func kept() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        }
    }

    @Test func anAnalysisIsFoundAgainUnderTheSameKeyInTheBuildFolder() throws {
        let package = try Package()
        defer { package.remove() }

        package.cache().save(package.analysis)

        #expect(package.cache().load() == package.analysis)
        #expect(package.cache().file.hasPrefix(URL(fileURLWithPath: package.root).resolvingSymlinksInPath().path + "/.build/workbench/analysis-"))
        #expect(!package.analysis.excerpts.isEmpty)
    }

    @Test func aSourceFileChangedToTheSameSizeMisses() throws {
        let package = try Package()
        defer { package.remove() }
        package.cache().save(package.analysis)
        let file = package.root + "/Sources/Architectures/Demo/Views/SearchView.swift"
        let source = try String(contentsOfFile: file, encoding: .utf8)

        // One letter for another, and a time that is still long past.
        try source.replacingOccurrences(of: "status", with: "statut").write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -30)], ofItemAtPath: file)

        #expect(package.cache().load() == nil)
    }

    @Test func aSourceFileChangedWithItsOldTimeAndSizeMisses() throws {
        let package = try Package()
        defer { package.remove() }
        package.cache().save(package.analysis)
        let file = package.root + "/Sources/Architectures/Demo/Views/SearchView.swift"
        let time = try #require(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
        let source = try String(contentsOfFile: file, encoding: .utf8)

        // One letter for another, and the very time the file had: only its content tells.
        try source.replacingOccurrences(of: "status", with: "statut").write(toFile: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: file)

        #expect(package.cache().load() == nil)
    }

    @Test func aNewConfirmationOfTheIndexMisses() throws {
        let package = try Package()
        defer { package.remove() }
        package.cache().save(package.analysis)

        try "{}".write(toFile: package.root + "/.build/debug/index/confirmed-sources.json", atomically: true, encoding: .utf8)

        #expect(package.cache().load() == nil)
    }

    @Test func aNewSourceFileMisses() throws {
        let package = try Package()
        defer { package.remove() }
        package.cache().save(package.analysis)

        try "struct Extra {}\n".write(toFile: package.root + "/Sources/Architectures/Demo/Views/Extra.swift", atomically: true, encoding: .utf8)

        #expect(package.cache().load() == nil)
    }

    @Test func aNewIndexUnitMisses() throws {
        let package = try Package()
        defer { package.remove() }
        package.cache().save(package.analysis)

        try "unit".write(toFile: package.units + "/SearchView.swift.o-2", atomically: true, encoding: .utf8)

        #expect(package.cache().load() == nil)
    }

    @Test func anotherOrRebuiltProgramMisses() throws {
        let package = try Package()
        defer { package.remove() }
        package.cache().save(package.analysis)
        let other = package.root + "/tool/other"
        try FileManager.default.copyItem(atPath: package.program, toPath: other)

        #expect(package.cache(program: other).load() == nil)

        try "version 2".write(toFile: package.program, atomically: true, encoding: .utf8)

        #expect(package.cache().load() == nil)
    }

    @Test func anAnalysisWithoutQuotesIsNotTakenForOneWithThem() throws {
        let package = try Package()
        defer { package.remove() }

        package.cache(quoting: false).save(package.analysis)

        #expect(package.cache().load() == nil)
    }

    @Test func anAnalysisOfFilesChangedAMomentAgoIsNotKept() throws {
        let package = try Package()
        defer { package.remove() }
        try package.age(package.root + "/Sources", by: 0)

        package.cache().save(package.analysis)

        #expect(!FileManager.default.fileExists(atPath: package.cache().file))
    }

    @Test func keepingAnAnalysisThrowsAwayAllButTheAnalysesUsedLast() throws {
        let package = try Package()
        defer { package.remove() }
        let count = AnalysisCache.keptAnalyses
        // Two more than the folder keeps, used 1, 2, … minutes ago, and a file that is no analysis.
        for age in 1...(count + 2) { try package.place("analysis-old\(age + 10).json", usedMinutesAgo: Double(age)) }
        try package.place("notes.txt", usedMinutesAgo: 600)

        package.cache().save(package.analysis)

        // The new one and the `count - 1` used last stay: ages 1 to count - 1.
        let own = (package.cache().file as NSString).lastPathComponent
        let expected = [own, "notes.txt"] + (1...(count - 1)).map { "analysis-old\($0 + 10).json" }
        #expect(package.kept() == expected.sorted())
    }

    @Test func anAnalysisFoundAgainCountsAsUsedNow() throws {
        let package = try Package()
        defer { package.remove() }
        let count = AnalysisCache.keptAnalyses
        // The analysis kept ten hours ago, and as many newer ones as the folder keeps.
        package.cache().save(package.analysis)
        let own = (package.cache().file as NSString).lastPathComponent
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -36_000)], ofItemAtPath: package.cache().file)
        for age in 1...count { try package.place("analysis-old\(age + 10).json", usedMinutesAgo: Double(age)) }

        #expect(package.cache().load() == package.analysis)
        package.cache(quoting: false).save(package.analysis)

        // Kept: the one without quotes, the one just found again, and ages 1 to count - 2.
        let unquoted = (package.cache(quoting: false).file as NSString).lastPathComponent
        let expected = [unquoted, own] + (1...(count - 2)).map { "analysis-old\($0 + 10).json" }
        #expect(package.kept() == expected.sorted())
    }

    @Test func ofAnalysesUsedAtTheSameMomentTheFirstByNameAreKept() throws {
        let package = try Package()
        defer { package.remove() }
        let count = AnalysisCache.keptAnalyses
        // As many as the folder keeps, all used at the same moment: one must go, the last by name.
        let names = (1...count).map { "analysis-tie\($0 + 10).json" }, now = Date()
        for name in names.reversed() { try package.place(name, usedMinutesAgo: 1, now: now) }

        package.cache().save(package.analysis)

        let own = (package.cache().file as NSString).lastPathComponent
        #expect(package.kept() == ([own] + names.dropLast()).sorted())
    }
}
