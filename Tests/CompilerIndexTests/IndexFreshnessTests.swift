import CompilerIndex
import Foundation
import Testing

@Suite struct IndexFreshnessTests {
    let fixture: IndexFixture
    let paths: [String: String]
    let library: IndexStoreLibrary

    init() throws {
        fixture = try IndexFixture()
        paths = try fixture.compile(module: "Shop", files: ["Basket.swift": "struct Basket {}\n", "Till.swift": "final class Till {}\n"])
        library = try IndexStoreLibrary()
    }

    private func check(configuration: String = "debug") throws -> IndexFreshness {
        try IndexFreshness.check(packageRoot: fixture.folder.path, configuration: configuration, library: library)
    }

    @Test func aStoreJustWrittenCoversEverySource() throws {
        let freshness = try check()
        #expect(freshness.storeExists)
        #expect(freshness.problems == [])
        #expect(freshness.isFresh)
    }

    @Test func aConfigurationNeverBuiltHasNoStore() throws {
        let freshness = try check(configuration: "release")
        #expect(freshness.storePath == fixture.folder.path + "/.build/release/index/store")
        #expect(!freshness.storeExists)
        #expect(!freshness.isFresh)
    }

    @Test func aSourceChangedAfterTheBuildIsNewerThanItsUnit() throws {
        let till = try #require(paths["Till.swift"])
        let later = Date().addingTimeInterval(60)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: till)
        let freshness = try check()
        #expect(freshness.problems.count == 1)
        guard case let .newerThanUnit(path, modified, indexed) = try #require(freshness.problems.first) else {
            Issue.record("expected a file newer than its unit, got \(freshness.problems)")
            return
        }
        #expect(path == till)
        #expect(abs(modified.timeIntervalSince(later)) < 1)
        #expect(indexed < modified)
        #expect(!freshness.isFresh)
    }

    @Test func aSourceAddedAfterTheBuildIsNotIndexed() throws {
        let added = fixture.folder.appendingPathComponent("Sources/Shop/Added.swift").path
        try "struct Added {}\n".write(toFile: added, atomically: true, encoding: .utf8)
        #expect(try check().problems == [.notIndexed(path: added)])
    }
}
