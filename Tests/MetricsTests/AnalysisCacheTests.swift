import Foundation
@testable import Metrics
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
}
