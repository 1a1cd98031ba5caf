import ArchitectureKit
import CompilerIndex
import Foundation
import HeadlessUI
@testable import Metrics
import Testing

/// An architecture-shaped fixture whose rules are broken once directly and once by each way
/// of hiding a break from a reader that matches names: the compiler's index resolves them all.
private struct ResolvedArchitecture: FixtureArchitecture {
    let id = "fix"
    let displayName = "Fix"
    let summary = "A fixture."
    let seed = Seed(title: "Fixture", author: "Tests", url: "")
    let supportModules = ["Rx", "RxUI"]
    let rules: [ArchitectureRule] = [
        ArchitectureRule("Views do not reference models", because: "fixture", check: .mustNotReference(from: "Views", to: .role("Models"))),
        ArchitectureRule("Views call no service", because: "fixture", check: .mustNotReference(from: "Views", to: .classes(in: "Domain/Services"))),
        ArchitectureRule("Controllers import no UI extension", because: "fixture", check: .mustNotImport(role: "ViewControllers", module: "RxUI")),
        ArchitectureRule("Only models talk to services", because: "fixture", check: .onlyReferencedFrom(.classes(in: "Domain/Services"), roles: ["Models"])),
        ArchitectureRule("Only models create models", because: "fixture", check: .onlyCreatedIn(typesMatching: "Model", role: "Models")),
        ArchitectureRule("Views publish intents", because: "fixture", check: .eventNames(in: "Views", mustNotEndWith: "Tapped")),
        ArchitectureRule("Views hold models weakly", because: "fixture", check: .weakStoredProperties(in: "Views", ofType: .role("Models"))),
        ArchitectureRule("Views keep models private", because: "fixture", check: .privateStoredProperties(in: "Views", ofType: .role("Models"))),
        ArchitectureRule("The maker does all the wiring", because: "fixture", check: .mustNotReference(from: "ViewControllers", to: .types(["ObservableType"]))),
    ]
}

@Suite struct ResolvedRuleTests {
    /// Module → file → source, compiled in this order, each module seeing those before it.
    static let modules: [(name: String, folder: String, files: [String: String])] = [
        ("Domain", "Sources/Domain", [
            "Services/SongSearchService.swift": "public final class SongSearchService {\n    public init() {}\n    public func search(_ term: String) {}\n}\n",
        ]),
        ("Kit", "Sources/Kit", [
            "AppEnvironment.swift": "import Domain\n\npublic struct AppEnvironment {\n    public let songSearch = SongSearchService()\n    public init() {}\n}\n",
        ]),
        ("Rx", "Sources/Rx", [
            "Relay.swift": """
                public protocol ObservableType {}
                extension ObservableType {
                    public func subscribe(_ observer: @escaping () -> Void) {}
                }
                public final class Relay: ObservableType {
                    public init() {}
                }
                """,
        ]),
        ("RxUI", "Sources/RxUI", [
            "Relay+Show.swift": "import Rx\n\nextension Relay {\n    public func show() {}\n}\n",
        ]),
        ("Fix", "Sources/Architectures/Fix", [
            "Models/SearchModel.swift": "final class SearchModel {\n    init() {}\n}\n",
            "Models/SearchView+Show.swift": """
                extension SearchView {
                    func show() { _ = SearchModel.self }
                }
                """,
            "Root.swift": "typealias Screen = SearchModel\n",
            "ViewControllers/SearchViewController.swift": """
                import Rx
                import RxUI

                final class SearchViewController {
                    let relay = Relay()

                    func viewDidLoad() {
                        relay.subscribe {}
                        relay.show()
                    }
                }
                """,
            // Each line that breaks a rule is numbered in the expectations below.
            "Views/SearchView.swift": """
                import Domain
                import Kit

                final class SearchView {
                    weak var direct: SearchModel?
                    weak var qualified: Fix.SearchModel?
                    weak var aliased: Screen?
                    var held: SearchModel?
                    var heldOnTheNextLine:
                        SearchModel?
                    let service: SongSearchService? = nil
                    enum Event {
                        case loaded(SearchModel?)
                    }

                    func closeTapped() {}
                    func didTapCloseButton() {}
                    func closeButtonPressed() {}
                    func closeRequested() {}

                    func search(environment: AppEnvironment) {
                        environment.songSearch.search("term")
                    }

                    func make() {
                        _ = SearchModel()
                        let implicit: SearchModel = .init()
                        _ = implicit
                        let maker: () -> SearchModel = SearchModel.init
                        _ = maker
                        _ = Screen()
                        _ = Fix.SearchModel()
                    }
                }
                """,
        ]),
    ]

    private let package: IndexedFixturePackage
    private var root: URL { package.root }

    init() throws {
        package = try IndexedFixturePackage("resolved-rules", modules: Self.modules)
    }

    private func analyse() -> ArchitectureCoupling {
        CouplingAnalysis.analyse([ResolvedArchitecture()], root: root.path).architectures[0]
    }

    private static let views = "Sources/Architectures/Fix/Views/SearchView.swift"
    private static let extensionFile = "Sources/Architectures/Fix/Models/SearchView+Show.swift"
    private static let controller = "Sources/Architectures/Fix/ViewControllers/SearchViewController.swift"

    /// The breaks of `statement`, as `file:line`.
    private static func places(_ statement: String, in report: ArchitectureCoupling) -> [String] {
        let breaks = report.rules.first { $0.statement == statement }?.breaks ?? []
        return Set(breaks.map { "\($0.file.split(separator: "/").last!):\($0.line)" }).sorted()
    }

    @Test func theIndexCatchesEveryEvasionWithItsFileAndLine() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try package.compile()
        let report = analyse()
        #expect(report.referencesFrom == .compilerIndex)

        // Direct (5, 8), module-qualified (6, 32), typealias of the root (7, 31), next line (10),
        // enum payload (13), creations (26, 27, 29); the extension placed in Models (1), and its
        // member's use of the model (2), which counts as the view's.
        #expect(Self.places("Views do not reference models", in: report) == [
            "SearchView+Show.swift:1", "SearchView+Show.swift:2",
            "SearchView.swift:10", "SearchView.swift:13", "SearchView.swift:26", "SearchView.swift:27", "SearchView.swift:29",
            "SearchView.swift:31", "SearchView.swift:32",
            "SearchView.swift:5", "SearchView.swift:6", "SearchView.swift:7", "SearchView.swift:8",
        ])
        // Named (11), and called through the environment's property (22). The extension of the
        // view placed in Models (1) breaks every rule about views: its code is hidden from them.
        #expect(Self.places("Views call no service", in: report) == ["SearchView+Show.swift:1", "SearchView.swift:11", "SearchView.swift:22"])
        // The same uses, judged from the service's side: only models may.
        #expect(Self.places("Only models talk to services", in: report) == ["SearchView.swift:11", "SearchView.swift:22"])
        // `SearchModel()` (26), `.init()` (27), `SearchModel.init` (29), through the root's
        // typealias (31), module-qualified (32).
        #expect(Self.places("Only models create models", in: report) == [
            "SearchView.swift:26", "SearchView.swift:27", "SearchView.swift:29", "SearchView.swift:31", "SearchView.swift:32",
        ])
        // `…Tapped` (16), `didTap…` (17), `…Pressed` (18); `closeRequested` is an intent.
        #expect(Self.places("Views publish intents", in: report) == [
            "SearchView+Show.swift:1", "SearchView.swift:16", "SearchView.swift:17", "SearchView.swift:18",
        ])
        // Held strongly, its type on the same line (8) and on the next (9, the declaring line).
        #expect(Self.places("Views hold models weakly", in: report) == ["SearchView+Show.swift:1", "SearchView.swift:8", "SearchView.swift:9"])
        // Not private, whether the model is named directly (5, 8), module-qualified (6), through
        // the root's typealias (7) or on the next line (9, the declaring line).
        #expect(Self.places("Views keep models private", in: report) == [
            "SearchView+Show.swift:1", "SearchView.swift:5", "SearchView.swift:6", "SearchView.swift:7", "SearchView.swift:8", "SearchView.swift:9",
        ])
        // A subscription in viewDidLoad uses the observable protocol's member.
        #expect(Self.places("The maker does all the wiring", in: report) == ["SearchViewController.swift:8"])
        // The import (2), and the use of a member RxUI's extension declares (9), which another
        // file's import would make visible without this one.
        #expect(Self.places("Controllers import no UI extension", in: report) == ["SearchViewController.swift:2", "SearchViewController.swift:9"])
        // A member RxUI's extension adds to Rx's type makes an edge to RxUI that no type name shows.
        #expect(report.extensionMemberEdges.map { "\($0.from) → \($0.to.name): \($0.names)" } == [#"ViewControllers → RxUI: ["Relay.show()"]"#])
    }

    @Test func aSourceChangedAfterTheBuildSendsTheAnalysisBackToTheLexer() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try package.compile()
        let views = root.appendingPathComponent(Self.views).path
        try (String(contentsOfFile: views, encoding: .utf8) + "\n").write(toFile: views, atomically: true, encoding: .utf8)

        #expect(analyse().referencesFrom == .lexer(reason: "\(Self.views) changed since the debug build that indexed it succeeded"))
    }

    @Test func withoutAnIndexTheLexerJudgesAndSaysWhy() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let report = analyse()

        #expect(report.referencesFrom == .lexer(reason: "no index store; a debug build writes one"))
        // The lexer sees names as written: not the qualified (6, 32) or aliased (7, 31) model,
        // the service behind the environment (22), `.init()` (27) or `SearchModel.init` (29) as
        // creations, the next line's type as the property's (9), nor the protocol behind `subscribe`.
        #expect(Self.places("Views do not reference models", in: report) == [
            "SearchView+Show.swift:1", "SearchView+Show.swift:2",
            "SearchView.swift:10", "SearchView.swift:13", "SearchView.swift:26", "SearchView.swift:27", "SearchView.swift:29",
            "SearchView.swift:5", "SearchView.swift:8",
        ])
        #expect(Self.places("Views call no service", in: report) == ["SearchView+Show.swift:1", "SearchView.swift:11"])
        #expect(Self.places("Only models talk to services", in: report) == ["SearchView.swift:11"])
        #expect(Self.places("Only models create models", in: report) == ["SearchView.swift:26"])
        #expect(Self.places("Views hold models weakly", in: report) == ["SearchView+Show.swift:1", "SearchView.swift:8"])
        #expect(Self.places("Views keep models private", in: report) == ["SearchView+Show.swift:1", "SearchView.swift:5", "SearchView.swift:8"])
        #expect(Self.places("The maker does all the wiring", in: report) == [])
        #expect(report.extensionMemberEdges.isEmpty)
        #expect(Self.places("Controllers import no UI extension", in: report) == ["SearchViewController.swift:2"])
    }
}
