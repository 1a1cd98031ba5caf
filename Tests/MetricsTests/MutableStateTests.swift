@testable import Metrics
import SourceFacts
import Testing

/// Mutable state counted however it is held, and accessors counted apart from functions, on
/// small files written here; every expected number is counted by hand in the comments.
@Suite struct MutableStateTests {
    static func file(_ path: String, module: String, role: String = "(root)", _ source: String) -> SourceFile {
        SourceFile(path: path, module: module, role: role, source: source, facts: FileFacts(path: path, source: source))
    }

    /// A stand-in for the Reactive library: the holders are known by module and name.
    static let reactive = file("Sources/Reactive/Subjects.swift", module: "Reactive", """
        public final class BehaviorRelay<Element> { public init(value: Element) {} }
        public final class PublishRelay<Element> { public init() {} }
        public final class PublishSubject<Element> { public init() {} }
        """)

    static let app = file("Sources/Architectures/App/Controllers/Search.swift", module: "App", role: "Controllers", """
        import Reactive
        import Bind
        import Observation

        @MainActor
        final class SearchController {
            var term = ""
            private(set) var count = 0
            let songs = BehaviorRelay<[String]>(value: [])
            let taps = PublishRelay<Void>()
            static var shared = 0
            var title: String { term }
            weak var delegate: AnyObject?
            var pending = 0 {
                didSet { count += 1 }
            }

            init() {
                let terms = PublishSubject<String>()
                _ = terms
            }
        }

        struct Row {
            var title = ""
            static var made = 0
        }

        @Observable
        final class Status {
            var text = ""
            @ObservationIgnored var cache = 0
            let id = 1
        }

        @MainActor
        @Observable
        final class CellViewModel: BindObservable {
            @ObservationIgnored let _$observationRegistrar = BindRegistrar()
            var artwork: String?
            var title = ""
        }

        @Observable
        final class LaterBound {
            var value = 0
        }
        """)

    static let conformance = file("Sources/Architectures/App/Controllers/LaterBound+Bind.swift", module: "App", role: "Controllers", """
        import Bind

        extension LaterBound: BindObservable {}
        """)

    /// Another module's own type that shares a holder's name holds nothing the measure knows.
    static let lookalike = file("Sources/Other/Relay.swift", module: "Other", """
        final class BehaviorRelay<Element> { init(value: Element) {} }

        final class User {
            let relay = BehaviorRelay<Int>(value: 0)
        }
        """)

    static func count(_ file: SourceFile) -> MutableState {
        let files = [reactive, app, conformance, lookalike]
        return StateCounting.count(in: file, conformances: StateCounting.extensionConformances(of: files), resolver: TypeResolver(files: files))
    }

    @Test func everyKindOfStateIsCountedWhereverItIsHeld() {
        // var: term, count, shared (static), delegate, pending (observers keep it stored), and
        // Row.made (static, in a struct); not Row.title (an instance var of a value type), nor
        // title (computed). @Observable: Status.text; not cache (ignored) nor id (a let).
        // bound: CellViewModel's artwork and title, and LaterBound.value (BindObservable in an
        // extension in another file). relays: songs, taps (generic arguments before the call).
        // subjects: terms, a local the init makes.
        #expect(Self.count(Self.app) == MutableState(storedVars: 6, observableProperties: 1, boundProperties: 3, relays: 2, subjects: 1))
        #expect(Self.count(Self.app).total == 13)
    }

    @Test func aTypeThatOnlySharesAHoldersNameIsAPlainClass() {
        // User's relay is a `let` of the Other module's own BehaviorRelay: no state.
        #expect(Self.count(Self.lookalike) == MutableState())
    }

    @Test func theHoldersAreTheLibrarysRelaysAndSubjects() {
        #expect(StateCounting.holders == ["BehaviorRelay": .relay, "PublishRelay": .relay, "BehaviorSubject": .subject, "PublishSubject": .subject])
    }

    @Test func kindsAddUp() {
        let sum = MutableState(storedVars: 1, relays: 2).adding(MutableState(storedVars: 3, boundProperties: 4, subjects: 5))
        #expect(sum == MutableState(storedVars: 4, boundProperties: 4, relays: 2, subjects: 5))
    }
}

/// Accessors apart from functions: Lizard's `get`, `set`, `willSet` and `didSet`, and the
/// getters written without `get`, which Lizard does not see; CCN and NLOC stay Lizard's.
@Suite struct AccessorCountTests {
    static let source = """
        protocol Named {
            var name: String { get }
        }

        final class Box: Named {
            var name: String { "box" }
            var size: Int {
                get { stored }
                set { stored = newValue > 0 ? newValue : 0 }
            }
            var stored = 0 {
                willSet { print(newValue) }
                didSet { print(oldValue) }
            }
            static var shared: Box { Box() }

            subscript(index: Int) -> Int { index }
            func get() -> Int { stored }
            init() {}
        }
        """

    @Test func accessorsAreCountedApartAndFunctionsKeepLizardsFigures() {
        let file = MutableStateTests.file("Box.swift", module: "Box", Self.source)
        let counts = LizardCounter.count(file.facts.tokens)
        // Lizard's functions, in line order: get (8), set (9), willSet (12), didSet (13),
        // subscript (17), get (the func, 18), init (19).
        #expect(counts.functions.map(\.name) == ["get", "set", "willSet", "didSet", "subscript", "get", "init"])
        #expect(counts.functions.map(\.isAccessor) == [true, true, true, true, false, false, false])
        #expect(counts.functions.map(\.ccn) == [1, 2, 1, 1, 1, 1, 1])
        let measured = CouplingAnalysis.measure(name: "Box", files: [file], state: { _ in MutableState() })
        // Accessors: the four blocks, and the getters of `name` and `shared`; not the protocol's
        // `{ get }`, which has no body. Functions: subscript, func get, init.
        #expect(measured.accessors == 6)
        #expect(measured.functions == 3)
        // CCN over the functions alone: all three are 1; set's ternary stays with the accessors.
        #expect(measured.ccnMax == 1)
    }
}
