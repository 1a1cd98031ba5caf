import ArchitectureKit
import CompilerIndex
import Foundation
@testable import Metrics
import Testing

/// An architecture whose view must not call the service, to see what judges it when the index
/// is stale: a break written with a time set into the past, or a build that failed after a good one.
private struct StaleArchitecture: FixtureArchitecture {
    let id = "stale"
    let displayName = "Stale"
    let summary = "A fixture."
    let seed = Seed(title: "Fixture", author: "Tests", url: "")
    let supportModules: [String] = []
    let rules = [
        ArchitectureRule("Views call no service", because: "fixture", check: .mustNotReference(from: "Views", to: .classes(in: "Domain/Services"))),
    ]
}

@Suite struct StaleIndexTests {
    static let service = "Sources/Domain/Services/SongSearchService.swift"
    static let view = "Sources/Architectures/Stale/Views/SearchView.swift"
    static let held = "import Domain\n\nfinal class SearchView {\n    func show() {}\n}\n"
    /// The view calling the service, on line 4, which the lexer sees by its name.
    static let broken = "import Domain\n\nfinal class SearchView {\n    let service = SongSearchService()\n}\n"

    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("stale-index-\(UUID().uuidString)").resolvingSymlinksInPath()
        try write(Self.service, "public final class SongSearchService {\n    public init() {}\n}\n")
        try write(Self.view, Self.held)
    }

    private func write(_ path: String, _ text: String) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    /// Compiles Domain, then the architecture, into the store a debug build leaves, as one build
    /// that succeeds (and is confirmed) or fails (and is not).
    private func build(succeeds: Bool = true) throws {
        let swiftc = try #require(Toolchain.swiftc(), "no swiftc: the stale index needs the toolchain")
        let before = IndexRefreshing.sourcesBeforeBuild(root: root.path)
        let outputs = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        var failed = false
        for (module, file) in [("Domain", Self.service), ("Stale", Self.view)] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.currentDirectoryURL = outputs
            process.arguments = [
                "-parse-as-library", "-module-name", module, "-c",
                "-emit-module", "-emit-module-path", outputs.appendingPathComponent(module + ".swiftmodule").path,
                "-I", outputs.path, "-index-store-path", root.appendingPathComponent(".build/debug/index/store").path,
                "-index-ignore-system-modules", root.appendingPathComponent(file).path,
            ]
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            failed = failed || process.terminationStatus != 0
        }
        try #require(failed != succeeds, "the build was meant to \(succeeds ? "succeed" : "fail")")
        if succeeds { try IndexRefreshing.confirmAfterSuccessfulBuild(root: root.path, before: before) }
    }

    private func analyse() -> ArchitectureCoupling {
        CouplingAnalysis.analyse([StaleArchitecture()], root: root.path).architectures[0]
    }

    private static func breaks(in report: ArchitectureCoupling) -> [String] {
        (report.rules.first { $0.statement == "Views call no service" }?.breaks ?? []).map { "\($0.file):\($0.line)" }
    }

    @Test func aConfirmedBuildIsJudgedOnTheIndex() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build()
        let report = analyse()
        #expect(report.referencesFrom == .compilerIndex)
        #expect(Self.breaks(in: report) == [])
    }

    @Test func aBreakWrittenWithAnOlderTimeIsJudgedByTheLexerAndReported() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build()
        try write(Self.view, Self.broken)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)],
                                              ofItemAtPath: root.appendingPathComponent(Self.view).path)

        let report = analyse()
        #expect(report.referencesFrom == .lexer(reason: "\(Self.view) changed since the debug build that indexed it succeeded"))
        #expect(Self.breaks(in: report) == ["\(Self.view):4"])
    }

    @Test func aBuildThatFailedAfterAGoodOneIsJudgedByTheLexerAndReported() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try build()
        // The break, and a constant used before it is set: an error found after type checking,
        // when the compiler has already written the view's index.
        try write(Self.view, Self.broken.replacingOccurrences(of: "}\n", with: "    func total() -> Int {\n        let sum: Int\n        return sum\n    }\n}\n"))
        try build(succeeds: false)

        let report = analyse()
        #expect(report.referencesFrom == .lexer(reason: "\(Self.view) changed since the debug build that indexed it succeeded"))
        #expect(Self.breaks(in: report) == ["\(Self.view):4"])
    }
}
