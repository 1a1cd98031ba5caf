import ArchitectureKit
import Foundation
import HeadlessUI

/// A small architecture written to a temporary package, so the analysis reads real files.
public struct DemoArchitecture: Architecture {
    public init() {}

    public let id = "demo"
    public let displayName = "Demo"
    public let summary = "A fixture."
    public let seed = Seed(title: "Fixture", author: "Tests", url: "")
    public var rules: [ArchitectureRule] = [
        ArchitectureRule("Views do not reference Models", because: "fixture", check: .mustNotReference(from: "Views", to: .role("Models"))),
        ArchitectureRule("View models are values", because: "fixture", check: .onlyValueTypes(in: "ViewModels")),
        ArchitectureRule("Views publish intents", because: "fixture", check: .eventNames(in: "Views", mustNotEndWith: "Tapped")),
        ArchitectureRule("Not checkable", because: "fixture"),
    ]
    public let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "takes the term: a fixture, never built"),
        IntentStep("Domain", "SongSearchService", "answers it: a fixture, never asked"),
    ])

    @MainActor
    public func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> HeadlessUI.ViewController {
        HeadlessUI.ViewController()
    }
}

/// The Demo architecture's sources: small files with known references and known rule breaks.
public enum DemoPackage {
    public static let files = [
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

                func status(_ count: Int) -> String {
                    count > 0 ? "found" : "none"
                }

                static func <~ (view: SearchView, count: Int) {}
            }
            """,
        "DemoArchitecture.swift": """
            struct DemoArchitecture {}
            """,
    ]

    public static func makePackage() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("coupling-\(UUID().uuidString)").path
        for (path, source) in files {
            let url = URL(fileURLWithPath: root + "/Sources/Architectures/Demo/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        try "// swift-tools-version: 6.0\n".write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        return root
    }
}
