import ArchitectureKit
import Foundation
@testable import Metrics
import Testing
import WorkbenchTestKit

/// A loop that exists only because one role nests its types in another's is nesting; the same
/// two roles with one more reference are a loop.
@Suite struct NestingTests {
    static func analyse(_ files: [String: String]) throws -> ArchitectureCoupling {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nesting-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, source) in files {
            let url = URL(fileURLWithPath: root + "/Sources/Architectures/Demo/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        return CouplingAnalysis.analyse([DemoArchitecture()], tree: SourceTree(root: root, readsIndex: false)).architectures[0]
    }

    static let nested = [
        "Views/CardView.swift": "final class CardView {\n    var model: ViewModel?\n}\n",
        "ViewModels/CardView+ViewModel.swift": "extension CardView {\n    struct ViewModel {\n        let title: String\n    }\n}\n",
    ]

    @Test func rolesThatMeetOnlyByNestingAreNoLoop() throws {
        let report = try Self.analyse(Self.nested)
        #expect(report.cycles == [])
        #expect(report.nestingCycles == [["ViewModels", "Views"]])
        #expect(report.edges.first { $0.from == "ViewModels" }?.isNestingOnly == true)
    }

    @Test func aNestedTypeThatAlsoUsesItsOuterTypeMakesALoop() throws {
        var files = Self.nested
        // The view model now names its view as a dependency too, on line 4.
        files["ViewModels/CardView+ViewModel.swift"] = "extension CardView {\n    struct ViewModel {\n        let title: String\n        let made: CardView? = nil\n    }\n}\n"
        let report = try Self.analyse(files)
        #expect(report.cycles == [["ViewModels", "Views"]])
        #expect(report.nestingCycles == [])
        #expect(report.edges.first { $0.from == "ViewModels" }.map { [$0.isNestingOnly] } == [false])
    }

    @Test func anExtensionThatAddsAConformanceIsNoNesting() throws {
        var files = Self.nested
        files["ViewModels/CardView+ViewModel.swift"] = "extension CardView: Sendable {\n    struct ViewModel {\n        let title: String\n    }\n}\n"
        #expect(try Self.analyse(files).cycles == [["ViewModels", "Views"]])
    }
}
