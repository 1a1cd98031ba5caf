import CompilerIndex
import Foundation
import Testing

/// `metrics --refresh-index` leaves a fresh index where `swift build` alone writes nothing: after
/// an edit that keeps the file's time and size, and after the store was deleted. A small package
/// of its own is built for real, so this suite is slow (a few builds of two files).
@Suite(.serialized) struct IndexRefreshTests {
    let root: URL
    let library: IndexStoreLibrary
    let swift: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("index-refresh-\(UUID().uuidString)").resolvingSymlinksInPath()
        library = try IndexStoreLibrary()
        swift = try #require(Toolchain.swift(), "no swift: the refresh builds a package")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Shop"), withIntermediateDirectories: true)
        try """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Shop", targets: [.target(name: "Shop")])

            """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "public struct Basket {\n    public init() {}\n}\n".write(to: root.appendingPathComponent(Self.basket), atomically: true, encoding: .utf8)
        try "public final class Till {}\n".write(to: root.appendingPathComponent(Self.till), atomically: true, encoding: .utf8)
    }

    static let basket = "Sources/Shop/Basket.swift"
    static let till = "Sources/Shop/Till.swift"
    private var scratch: String { root.appendingPathComponent(".build").path }
    private var store: String { IndexFreshness.storePath(packageRoot: root.path) }

    private func refresh() throws -> IndexRefresh.Outcome {
        try IndexRefresh.run(packageRoot: root.path, scratchPath: scratch, configuration: "debug", swift: swift, library: library)
    }

    /// What `swift build` does on its own.
    private func plainBuild() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["build", "--package-path", root.path, "--scratch-path", scratch]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }

    /// The names of the types Till's indexed record refers to.
    private func tillReferences() throws -> [String] {
        let path = root.appendingPathComponent(Self.till).path
        let file = try #require(try IndexStore(path: store, library: library).files { $0 == path }.first)
        return file.occurrences.filter { $0.roles.contains(.reference) && $0.symbol.isType }.map(\.symbol.name)
    }

    @Test func aRefreshLeavesTheIndexFreshWherePlainBuildsWriteNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try refresh()
        #expect(first.buildStatus == 0, "\(first.buildOutput)")
        #expect(first.freshness.isFresh, "\(first.freshness.problems)")
        #expect(try tillReferences() == [])

        // A break in Till with its old time and size: no build compiles it again on its own.
        let till = root.appendingPathComponent(Self.till).path
        let time = try #require(try FileManager.default.attributesOfItem(atPath: till)[.modificationDate] as? Date)
        try "public final class Till { let b = Basket() }\n".write(toFile: till, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: till)
        try plainBuild()
        let stale = try IndexFreshness.check(packageRoot: root.path, library: library)
        #expect(stale.problems == [.changed(path: till)])
        #expect(try tillReferences() == [])

        let second = try refresh()
        #expect(second.recompiled == [till])
        #expect(second.freshness.isFresh, "\(second.freshness.problems)")
        #expect(try tillReferences() == ["Basket"])

        // The store deleted: a plain build writes none back; a refresh does.
        try FileManager.default.removeItem(atPath: store)
        try plainBuild()
        #expect(!FileManager.default.fileExists(atPath: store))
        let third = try refresh()
        #expect(third.recompiled.sorted() == [root.appendingPathComponent(Self.basket).path, till])
        #expect(third.freshness.isFresh, "\(third.freshness.problems)")
        #expect(try tillReferences() == ["Basket"])
    }

    @Test func aFailedBuildConfirmsNothingAndSaysWhy() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try refresh().freshness.isFresh)
        let till = root.appendingPathComponent(Self.till).path
        try "public final class Till {\n    func total() -> Int {\n        let sum: Int\n        return sum\n    }\n}\n"
            .write(toFile: till, atomically: true, encoding: .utf8)

        let failed = try refresh()
        #expect(failed.buildStatus != 0)
        #expect(failed.buildOutput.contains("Till.swift:4"))
        #expect(failed.freshness.problems == [.changed(path: till)])
    }

    @Test func aProgramInABuildFolderNamesItsScratchPathAndConfiguration() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        try FileManager.default.createDirectory(at: configuration, withIntermediateDirectories: true)
        try "".write(to: root.appendingPathComponent(".build/debug.yaml"), atomically: true, encoding: .utf8)

        let found = IndexRefresh.buildFolder(ofExecutable: configuration.appendingPathComponent("workbench").path)
        #expect(found?.scratchPath == root.appendingPathComponent(".build").path)
        #expect(found?.configuration == "debug")
        #expect(IndexRefresh.buildFolder(ofExecutable: root.appendingPathComponent("elsewhere/workbench").path) == nil)
    }
}
