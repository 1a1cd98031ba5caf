import ArchitectureKit
import Foundation
import HeadlessUI
import Testing
@testable import Workbench

/// A small architecture written to a temporary package, so the analysis reads real files.
private struct DemoArchitecture: Architecture {
    let id = "demo"
    let displayName = "Demo"
    let summary = "A fixture."
    let seed = Seed(title: "Fixture", author: "Tests", url: "")
    var rules: [ArchitectureRule] = [
        ArchitectureRule("Views do not reference Models", because: "fixture", check: .mustNotReference(from: "Views", to: .role("Models"))),
        ArchitectureRule("View models are values", because: "fixture", check: .onlyValueTypes(in: "ViewModels")),
        ArchitectureRule("Views publish intents", because: "fixture", check: .eventNames(in: "Views", mustNotEndWith: "Tapped")),
        ArchitectureRule("Not checkable", because: "fixture"),
    ]
    let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "takes the term: a fixture, never built"),
        IntentStep("Domain", "SongSearchService", "answers it: a fixture, never asked"),
    ])

    @MainActor
    func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> HeadlessUI.ViewController {
        HeadlessUI.ViewController()
    }
}

@Suite struct CouplingAnalysisTests {
    static let files = [
        "Views/FlightCardView.swift": """
            import HeadlessUI

            final class FlightCardView {
                var model: ViewModel?
                var closeTapped: (() -> Void)?
                let label = "Date() in a string is not a clock"
            }
            """,
        "ViewModels/FlightCardView+ViewModel.swift": """
            extension FlightCardView {
                struct ViewModel {
                    let title: String
                }
            }
            """,
        "Models/SearchModel.swift": """
            import HeadlessUI

            /// A top-level type with the same short name as the nested one.
            struct ViewModel {}

            final class SearchModel {
                var made = ViewModel()
                let started = Date()
            }
            """,
        "Views/SearchView.swift": """
            final class SearchView {
                // SearchModel in a comment is no reference.
                let model: SearchModel? = nil
            }
            """,
        "DemoArchitecture.swift": """
            struct DemoArchitecture {}
            """,
    ]

    static func makePackage() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("coupling-\(UUID().uuidString)").path
        for (path, source) in files {
            let url = URL(fileURLWithPath: root + "/Sources/Architectures/Demo/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    let report: ArchitectureCoupling

    init() throws {
        let root = try Self.makePackage()
        report = CouplingAnalysis.analyse([DemoArchitecture()], root: root).architectures[0]
        try? FileManager.default.removeItem(atPath: root)
    }

    @Test func nestedTypesResolveBeforeSameNamedTopLevelTypes() {
        #expect(report.edges.first { $0.from == "Views" && $0.to == "ViewModels" }?.names == ["FlightCardView.ViewModel"])
        #expect(report.edges.first { $0.from == "ViewModels" && $0.to == "Views" }?.names == ["FlightCardView"])
        #expect(report.edges.first { $0.from == "Views" && $0.to == "Models" }?.names == ["SearchModel"])
        // The Models' own ViewModel stays inside Models.
        #expect(!report.edges.contains { $0.from == "Models" })
    }

    @Test func martinMetricsPerRoleWithTheZeroOverZeroConvention() {
        let roles = Dictionary(uniqueKeysWithValues: report.roles.map { ($0.name, $0) })
        #expect(report.roles.map(\.name) == ["Models", "ViewModels", "Views", "(root)"])
        #expect(roles["Views"].map { [$0.ca, $0.ce] } == [1, 2])
        #expect(roles["Views"]?.instability == "0.67")
        #expect(roles["Models"].map { [$0.ca, $0.ce] } == [1, 0])
        #expect(roles["(root)"]?.instability == "0.00")
        #expect(roles["Views"]?.mutableReferenceState == 2)
    }

    @Test func eachRuleIsHeldBrokenOrUncheckedWithFileAndLine() {
        let status = report.rules.map { "\($0.statement): \($0.status.rawValue)" }
        #expect(status == [
            "Views do not reference Models: broken",
            "View models are values: held",
            "Views publish intents: broken",
            "Not checkable: unchecked",
            "No architecture imports another: held",
            "Models import no UI: broken",
            "Time comes only from the injected main queue: broken",
        ])
        #expect(report.rules[0].breaks == [.init(location: "Sources/Architectures/Demo/Views/SearchView.swift:3", detail: "references SearchModel (role Models)")])
        #expect(report.rules[2].breaks.map(\.location) == ["Sources/Architectures/Demo/Views/FlightCardView.swift:5"])
        #expect(report.rules[5].breaks.map(\.location) == ["Sources/Architectures/Demo/Models/SearchModel.swift:1"])
        #expect(report.rules[6].breaks == [.init(location: "Sources/Architectures/Demo/Models/SearchModel.swift:8", detail: "uses Date()")])
    }

    @Test func missingSourcesAreReportedNotFatal() {
        let missing = CouplingAnalysis.analyse([DemoArchitecture()], root: "/nonexistent-package").architectures[0]
        #expect(missing.missing?.hasPrefix("no sources at Sources/Architectures/Demo") == true)
        #expect(CouplingText.text(CouplingReport(architectures: [missing])).contains("no sources at"))
    }

    @Test func outputIsDeterministic() throws {
        let root = try Self.makePackage()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = CouplingAnalysis.analyse([DemoArchitecture()], root: root)
        let second = CouplingAnalysis.analyse([DemoArchitecture()], root: root)
        #expect(CouplingText.text(first) == CouplingText.text(second))
        #expect(CouplingText.json(first) == CouplingText.json(second))
    }
}

@MainActor
@Suite struct MetricsCommandTests {
    @Test func metricsExitsWithOneWhenARuleIsBrokenAndNamesTheLine() throws {
        let root = try CouplingAnalysisTests.makePackage()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = TextOutput.buffer()
        let status = WorkbenchTool(architectures: [DemoArchitecture()], output: output).run(["metrics", "--package-path", root])
        #expect(status == 1)
        #expect(output.text.contains("    ✗ broken    Views do not reference Models\n        Sources/Architectures/Demo/Views/SearchView.swift:3  references SearchModel (role Models)\n"))
        #expect(output.text.hasSuffix("2 rules held, 4 broken, 1 unchecked\n"))
    }

    @Test func metricsRejectsAnUnknownFormat() {
        let errors = TextOutput.buffer()
        let status = WorkbenchTool(architectures: [DemoArchitecture()], errors: errors).run(["metrics", "--format", "xml"])
        #expect(status == 2)
        #expect(errors.text.contains("unknown format \"xml\""))
    }
}
