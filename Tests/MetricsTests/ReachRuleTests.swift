import ArchitectureKit
import CompilerIndex
import Foundation
@testable import Metrics
import Testing

/// A fixture whose reference rules are evaded once per file, each file one way of reaching a
/// forbidden type without naming it: the checks follow every path the compiler resolved.
private struct ReachArchitecture: FixtureArchitecture {
    let id = "reach"
    let displayName = "Reach"
    let summary = "A fixture."
    let seed = Seed(title: "Fixture", author: "Tests", url: "")
    let supportModules = ["Rx", "RxServices"]
    let rules: [ArchitectureRule] = [
        ArchitectureRule("Views call no service", because: "fixture", check: .mustNotReference(from: "Views", to: .classes(in: "Domain/Services"))),
        ArchitectureRule("Only models talk to services", because: "fixture", check: .onlyReferencedFrom(.classes(in: "Domain/Services"), roles: ["Models"])),
        ArchitectureRule("Controllers subscribe to nothing", because: "fixture", check: .mustNotReference(from: "ViewControllers", to: .types(["ObservableType"]))),
        ArchitectureRule("Models use no Rx", because: "fixture", check: .mustNotImport(role: "Models", module: "Rx")),
    ]
}

@Suite struct ReachRuleTests {
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
                public protocol ObservableType {
                    func subscribe(_ observer: @escaping () -> Void)
                }
                public final class Relay: ObservableType {
                    public init() {}
                    public func subscribe(_ observer: @escaping () -> Void) {}
                    public func accept() {}
                }
                public struct Reactive<Base> {
                    public let base: Base
                }
                public protocol ReactiveCompatible {}
                extension ReactiveCompatible {
                    public var rx: Reactive<Self> { Reactive(base: self) }
                }
                """,
        ]),
        ("RxServices", "Sources/RxServices", [
            "SongSearchService+Rx.swift": """
                import Domain
                import Rx

                extension SongSearchService: ReactiveCompatible {}
                extension Reactive where Base == SongSearchService {
                    public func search(_ term: String) { base.search(term) }
                }
                """,
        ]),
        ("Shared", "Sources/Shared", [
            "Relays.swift": "import Rx\n\npublic typealias TermRelay = Relay\npublic func makeRelay() -> Relay { Relay() }\n",
        ]),
        ("Reach", "Sources/Architectures/Reach", [
            "Root.swift": """
                import Domain
                import Foundation
                import Kit
                import Rx

                extension SongSearchService: Searching, Finding, Makeable {}

                enum Services {
                    static let search = SongSearchService()
                }

                enum Hooks {
                    static var search: (String) -> Void = { _ in }
                }

                enum Intents {
                    static let searches = Relay()
                }

                final class Bus {
                    static let shared = Bus()
                    var onSearch: (String) -> Void = { _ in }
                }

                func compose(environment: AppEnvironment) {
                    Hooks.search = { environment.songSearch.search($0) }
                    Intents.searches.subscribe { environment.songSearch.search("term") }
                    Bus.shared.onSearch = { environment.songSearch.search($0) }
                    _ = NotificationCenter.default.addObserver(forName: .init("search"), object: nil, queue: nil) { _ in
                        environment.songSearch.search("term")
                    }
                }
                """,
            "Models/SearchModel.swift": "import Domain\n\nfinal class SearchModel {\n    let service = SongSearchService()\n}\n",
            // One way of reaching the service a file; the line that reaches it is the last one
            // that calls, reads or makes something.
            "Views/Named.swift": "import Kit\n\nfunc named(_ environment: AppEnvironment) {\n    environment.songSearch.search(\"term\")\n}\n",
            "Views/ProtocolRequirement.swift": """
                protocol Searching {
                    func search(_ term: String)
                }

                func requirement(_ searcher: any Searching) {
                    searcher.search("term")
                }
                """,
            "Views/ProtocolExtension.swift": """
                protocol Finding {}
                extension Finding {
                    func find() {}
                }

                func protocolExtension(_ finder: some Finding) {
                    finder.find()
                }
                """,
            "Views/GenericConstraint.swift": """
                struct Runner<Searcher> where Searcher: Searching {
                    let searcher: Searcher

                    func run() {
                        searcher.search("term")
                    }
                }
                """,
            "Views/GenericInit.swift": """
                protocol Makeable {
                    init()
                }

                func make<Made: Makeable>(_ type: Made.Type) -> Made {
                    Made()
                }
                """,
            "Views/StaticStoredValue.swift": "func storedValue() {\n    hand(Services.search)\n}\n\nfunc hand(_ value: Any) {}\n",
            "Views/StaticClosure.swift": "func staticClosure() {\n    Hooks.search(\"term\")\n}\n",
            "Views/StaticRelay.swift": "func staticRelay() {\n    Intents.searches.accept()\n}\n",
            "Views/Singleton.swift": "func singleton() {\n    Bus.shared.onSearch(\"term\")\n}\n",
            "Views/Notification.swift": "import Foundation\n\nfunc notification() {\n    NotificationCenter.default.post(name: .init(\"search\"), object: nil)\n}\n",
            "Views/EnvironmentRx.swift": "import Kit\nimport RxServices\n\nfunc environmentRx(_ environment: AppEnvironment) {\n    environment.songSearch.rx.search(\"term\")\n}\n",
            "ViewControllers/RelayOwnSubscribe.swift": "import Rx\n\nfunc relayOwnSubscribe(_ relay: Relay) {\n    relay.subscribe {}\n}\n",
            "Models/AliasedRelay.swift": "import Shared\n\nfunc aliasedRelay() {\n    _ = TermRelay.self\n}\n",
            "Models/InferredRelay.swift": "import Shared\n\nfunc inferredRelay() {\n    makeRelay().accept()\n}\n",
        ]),
    ]

    private let package: IndexedFixturePackage
    private var root: URL { package.root }

    init() throws {
        package = try IndexedFixturePackage("reach-rules", modules: Self.modules)
    }

    /// The breaks of `statement`, as `file:line`.
    private static func places(_ statement: String, in report: ArchitectureCoupling) -> [String] {
        let breaks = report.rules.first { $0.statement == statement }?.breaks ?? []
        return Set(breaks.map { "\($0.file.split(separator: "/").last!):\($0.line)" }).sorted()
    }

    @Test func everyPathToTheServiceBreaksTheRuleAtItsOwnFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try package.compile()
        let report = CouplingAnalysis.analyse([ReachArchitecture()], root: root.path).architectures[0]
        #expect(report.referencesFrom == .compilerIndex)

        let viewPaths = [
            "EnvironmentRx.swift:5", "GenericConstraint.swift:5", "GenericInit.swift:6", "Named.swift:4", "Notification.swift:4",
            "ProtocolExtension.swift:7", "ProtocolRequirement.swift:6", "Singleton.swift:2", "StaticClosure.swift:2",
            "StaticRelay.swift:2", "StaticStoredValue.swift:2",
        ]
        #expect(Self.places("Views call no service", in: report) == viewPaths)
        // The root may: it composes. Models may: they are the rule's exception.
        #expect(Self.places("Only models talk to services", in: report) == viewPaths)
        // The relay's own `subscribe` is the protocol's requirement, implemented.
        #expect(Self.places("Controllers subscribe to nothing", in: report) == ["RelayOwnSubscribe.swift:4"])
        // Rx's relay, through a typealias of another module (4) and as a value it returns (4).
        #expect(Self.places("Models use no Rx", in: report) == ["AliasedRelay.swift:4", "InferredRelay.swift:4"])

        // Each break says what the path went through.
        let vias = Dictionary(uniqueKeysWithValues: (report.rules.first { $0.statement == "Views call no service" }?.breaks ?? []).compactMap { found in
            if case let .reaches(_, _, _, _, via) = found.finding { (String(found.file.split(separator: "/").last!), via) } else { nil }
        })
        #expect(vias["EnvironmentRx.swift"] == "AppEnvironment.songSearch")
        #expect(vias["GenericConstraint.swift"] == "Searching.search(_:)")
        #expect(vias["GenericInit.swift"] == "Makeable.init()")
        #expect(vias["ProtocolExtension.swift"] == "Finding.find()")
        #expect(vias["Singleton.swift"] == "Bus.shared")
        #expect(vias["StaticClosure.swift"] == "Hooks.search")
        #expect(vias["StaticRelay.swift"] == "Intents.searches")
        #expect(vias["StaticStoredValue.swift"] == "Services.search")
        // The module that declares NotificationCenter differs between platforms' Foundations.
        #expect(vias["Notification.swift"]?.hasSuffix("NotificationCenter.default") == true)
    }

    @Test func withoutAnIndexNoPathIsSeenAndTheReportSaysWhy() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let report = CouplingAnalysis.analyse([ReachArchitecture()], root: root.path).architectures[0]

        #expect(report.referencesFrom == .lexer(reason: "no index store; a debug build writes one"))
        // The lexer sees names as written: no file names the service, the protocol or Rx's relay.
        #expect(Self.places("Views call no service", in: report) == [])
        #expect(Self.places("Controllers subscribe to nothing", in: report) == [])
        #expect(Self.places("Models use no Rx", in: report) == [])
    }
}
