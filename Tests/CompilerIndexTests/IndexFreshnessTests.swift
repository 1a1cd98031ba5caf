import CompilerIndex
import Foundation
import Testing

/// The store is trusted for a file only when a build seen to succeed confirmed it and the file's
/// content is still the content indexed: a time set into the past or a build that failed does
/// not make stale facts look fresh.
@Suite struct IndexFreshnessTests {
    let fixture: IndexFixture
    let library: IndexStoreLibrary
    static let files = ["Basket.swift": "struct Basket {}\n", "Till.swift": "final class Till {}\n"]

    init() throws {
        fixture = try IndexFixture()
        library = try IndexStoreLibrary()
    }

    private func check(configuration: String = "debug") throws -> IndexFreshness {
        try IndexFreshness.check(packageRoot: fixture.folder.path, configuration: configuration, library: library)
    }

    private func path(_ name: String) -> String {
        fixture.folder.appendingPathComponent("Sources/Shop/" + name).path
    }

    /// Writes `text` into the fixture's `name` and sets its time to `date`.
    private func write(_ text: String, to name: String, dated date: Date) throws {
        try text.write(toFile: path(name), atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path(name))
    }

    @Test func aStoreConfirmedAfterItsBuildIsFresh() throws {
        try fixture.compileAndConfirm(module: "Shop", files: Self.files)
        let freshness = try check()
        #expect(freshness.storeExists)
        #expect(freshness.problems == [])
        #expect(freshness.isFresh)
    }

    @Test func aConfigurationNeverBuiltHasNoStore() throws {
        try fixture.compileAndConfirm(module: "Shop", files: Self.files)
        let freshness = try check(configuration: "release")
        #expect(freshness.storePath == fixture.folder.path + "/.build/release/index/store")
        #expect(!freshness.storeExists)
        #expect(!freshness.isFresh)
    }

    @Test func aStoreNoBuildConfirmedIsNotTrusted() throws {
        try fixture.compile(module: "Shop", files: Self.files)
        #expect(try check().problems == [.unconfirmed(path: path("Basket.swift")), .unconfirmed(path: path("Till.swift"))])
    }

    @Test func aSourceAddedAfterTheBuildIsNotIndexed() throws {
        try fixture.compileAndConfirm(module: "Shop", files: Self.files)
        try "struct Added {}\n".write(toFile: path("Added.swift"), atomically: true, encoding: .utf8)
        #expect(try check().problems == [.notIndexed(path: path("Added.swift"))])
    }

    @Test func onlyTouchingAFileLeavesItFresh() throws {
        try fixture.compileAndConfirm(module: "Shop", files: Self.files)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: path("Till.swift"))
        #expect(try check().problems == [])
    }

    @Test func aBreakWrittenWithAnOlderTimeIsChanged() throws {
        try fixture.compileAndConfirm(module: "Shop", files: Self.files)
        let attributes = try FileManager.default.attributesOfItem(atPath: path("Till.swift"))
        let indexed = try #require(attributes[.modificationDate] as? Date)

        // An hour before the build, as `touch -d` would set it.
        try write("final class Till { let basket = Basket() }\n", to: "Till.swift", dated: indexed.addingTimeInterval(-3600))
        #expect(try check().problems == [.changed(path: path("Till.swift"))])

        // The very time it had, and the same size: one letter for another.
        try write("final class Tilt {}\n", to: "Till.swift", dated: indexed)
        #expect(try check().problems == [.changed(path: path("Till.swift"))])
    }

    @Test func aBuildThatFailedAfterAGoodBuildIsNotTrusted() throws {
        try fixture.compileAndConfirm(module: "Shop", files: Self.files)
        // A constant used before it is set fails after type checking: the compiler has already
        // written the file's unit and record, newer than the file.
        let failing = "final class Till {\n    let basket = Basket()\n    func total() -> Int {\n        let sum: Int\n        return sum\n    }\n}\n"
        try fixture.compile(module: "Shop", files: ["Basket.swift": Self.files["Basket.swift"]!, "Till.swift": failing], succeeds: false)
        #expect(try check().problems == [.changed(path: path("Till.swift"))])

        // Put back as it was built, the file is the one confirmed, but the record is the failed build's.
        try Self.files["Till.swift"]!.write(toFile: path("Till.swift"), atomically: true, encoding: .utf8)
        #expect(try check().problems == [.reindexed(path: path("Till.swift"))])
    }

    @Test func aFileChangedWhileTheBuildRanIsNotConfirmed() throws {
        let before = SourceContents.hashes(packageRoot: fixture.folder.path)
        try fixture.compile(module: "Shop", files: Self.files)
        try "final class Till { let basket = Basket() }\n".write(toFile: path("Till.swift"), atomically: true, encoding: .utf8)
        let units = try IndexStore(path: fixture.store, library: library).units()
        let after = SourceContents.hashes(packageRoot: fixture.folder.path)

        // Hashed before the sources were written: neither file was there yet.
        #expect(ConfirmedSources.confirming(before: before, after: after, units: units).files.isEmpty)
        // Hashed with the files as compiled, Till changed since.
        let compiled = after.merging([path("Till.swift"): SourceContents.hash(Data(Self.files["Till.swift"]!.utf8))]) { _, compiled in compiled }
        let confirmed = ConfirmedSources.confirming(before: compiled, after: after, units: units)
        #expect(confirmed.files.keys.sorted() == [path("Basket.swift")])
    }

    @Test func theHashOfAFileIsItsContentsAndLength() {
        // FNV-1a of nothing is its offset basis; of "a", worked out by hand:
        // (0xcbf29ce484222325 ^ 0x61) * 0x100000001b3 mod 2^64 = 0xaf63dc4c8601ec8c.
        #expect(SourceContents.hash(Data()) == "cbf29ce484222325-0")
        #expect(SourceContents.hash(Data("a".utf8)) == "af63dc4c8601ec8c-1")
        #expect(SourceContents.hash(Data("ab".utf8)) != SourceContents.hash(Data("ba".utf8)))
    }
}
