import ArchitectureKit
import CompilerIndex
import Foundation
@testable import Metrics
import Testing

/// A fixture whose rules are each broken by edits that hide the break from a reader of names:
/// one kind of evasion a file, each caught on what the compiler resolved.
private struct EvasionArchitecture: FixtureArchitecture {
    let id = "fix"
    let displayName = "Fix"
    let summary = "A fixture."
    let seed = Seed(title: "Fixture", author: "Tests", url: "")
    let rules: [ArchitectureRule] = [
        ArchitectureRule("Views make no text", because: "fixture", check: .noStringInterpolation(in: ["Views"])),
        ArchitectureRule("View models are values", because: "fixture", check: .onlyValueTypes(in: "ViewModels")),
        ArchitectureRule("Views keep their subviews private", because: "fixture", check: .privateStoredProperties(in: "Views", ofType: .classes(in: "UI"))),
        ArchitectureRule("A binding is one static function", because: "fixture", check: .singleStaticFunction(in: "Bindings")),
        ArchitectureRule("Each button goes to a command", because: "fixture", check: .tapsBoundToCommands(in: "Views")),
    ]
}

@Suite struct EvasionRuleTests {
    /// Module → file → source, compiled in this order, each module seeing those before it.
    static let modules: [(name: String, folder: String, files: [String: String])] = [
        ("UI", "Sources/UI", [
            "Widgets.swift": """
                open class View {
                    public init() {}
                }
                public final class Label: View {
                    public var text: String?
                }
                public final class Button: View {}
                public enum Widgets {
                    public static func label() -> Label { Label() }
                }
                """,
        ]),
        ("Domain", "Sources/Domain", [
            "Values.swift": """
                public final class Store {
                    public init() {}
                }
                public final class Relay<Value> {
                    public init() {}
                }
                public enum Relays {
                    public static func make() -> Relay<Int> { Relay() }
                }
                public struct Wrapper {
                    public let store: Store
                }
                public struct Song {
                    public let title: String
                    public let seconds: Int
                }
                """,
        ]),
        ("Bind", "Sources/Bind", [
            "Bind.swift": """
                import UI

                public struct BindingEnd<Value> {
                    public init() {}
                    public func observe(_ observer: @escaping (Value) -> Void) {}
                }
                public protocol Command {
                    func execute()
                }
                infix operator <~! : DefaultPrecedence
                public func <~! <Value>(left: BindingEnd<Value>, right: BindingEnd<Value>) {}
                public func <~! (command: BindingEnd<(any Command)?>, event: BindingEnd<Void>) {}
                extension Button {
                    public func bindTaps() -> BindingEnd<Void> { BindingEnd() }
                }
                """,
        ]),
        ("Fix", "Sources/Architectures/Fix", [
            "Root.swift": """
                typealias Words = String

                extension Int {
                    var spelled: String { "n\\(self)" }
                }
                """,
            // Text made in a view, one way a file (line 2 unless said).
            "Views/JoinedText.swift": "func joinedText(_ names: [String]) -> String {\n    names.joined(separator: \", \")\n}\n",
            "Views/AppendingText.swift": "import Foundation\n\nfunc appendingText(_ a: String, _ b: String) -> String {\n    a.appending(b)\n}\n",
            "Views/ReducedText.swift": "func reducedText(_ names: [String]) -> String {\n    names.reduce(\"\", +)\n}\n",
            "Views/AddedText.swift": "func addedText(_ a: String, _ b: String) -> String {\n    a + b\n}\n",
            "Views/AddAssignedText.swift": "func addAssignedText(_ a: String, _ b: String) -> String {\n    var text = a\n    text += b\n    return text\n}\n",
            "Views/InitialisedText.swift": "func initialisedText(_ count: Int) -> String {\n    let text: String = .init(count)\n    return text\n}\n",
            "Views/AliasedText.swift": "func aliasedText(_ count: Int) -> Words {\n    Words(count)\n}\n",
            "Views/FormattedText.swift": "import Foundation\n\nfunc formattedText(_ seconds: Double) -> String {\n    seconds.formatted()\n}\n",
            "Views/PaddedText.swift": "import Foundation\n\nfunc paddedText(_ title: String) -> String {\n    title.padding(toLength: 8, withPad: \" \", startingAt: 0)\n}\n",
            "Views/RootComposedText.swift": "func rootComposedText(_ count: Int) -> String {\n    count.spelled\n}\n",
            // No text made: a literal, a view model's own wording, a term lowercased.
            "Views/PlainText.swift": """
                import UI

                func plainText(_ row: SongRow, on label: Label, term: String) {
                    label.text = row.title
                    let fixed: Words = "fixed"
                    label.text = fixed
                    label.text = term.lowercased()
                }
                """,
            // Subviews reachable from outside, one way a file (line 4 unless said).
            "Views/PrivateSetSubview.swift": "import UI\n\nfinal class PrivateSetSubview {\n    private(set) var label: Label = Label()\n}\n",
            "Views/ComputedSubview.swift": "import UI\n\nfinal class ComputedSubview {\n    private let stored = Label()\n    var label: Label { stored }\n}\n",
            "Views/InferredSubview.swift": "import UI\n\nfinal class InferredSubview {\n    let label = Widgets.label()\n}\n",
            "Views/PrivateSubviews.swift": """
                import UI

                final class PrivateSubviews {
                    private let label = Label()
                    fileprivate(set) var count = 0
                    public private(set) var title = ""
                }
                """,
            // Taps bound to something other than a command (line 5), and to a command.
            "Views/ObservedTaps.swift": "import Bind\nimport UI\n\nfunc observedTaps(_ button: Button) {\n    button.bindTaps().observe { _ in }\n}\n",
            "Views/TapsToVoid.swift": "import Bind\nimport UI\n\nfunc tapsToVoid(_ button: Button, end: BindingEnd<Void>) {\n    end <~! button.bindTaps()\n}\n",
            "Views/CommandTaps.swift": "import Bind\nimport UI\n\nfunc commandTaps(_ button: Button, command: BindingEnd<(any Command)?>) {\n    command <~! button.bindTaps()\n}\n",
            // Types that are not values, one way a file (line 4 unless said).
            "ViewModels/SongRow.swift": """
                import Domain

                struct SongRow {
                    let song: Song
                    let seconds: [Int]
                    var title: String { "\\(song.title) (\\(song.seconds))" }
                }
                """,
            "ViewModels/RelayHolder.swift": "import Domain\n\nstruct RelayHolder {\n    let relay: Relay<Int>\n}\n",
            "ViewModels/StoreHolder.swift": "import Domain\n\nstruct StoreHolder {\n    let store: Store\n}\n",
            "ViewModels/StoreAlias.swift": "import Domain\n\ntypealias Stock = Store\n",
            "ViewModels/AliasHolder.swift": "struct AliasHolder {\n    let stock: Stock?\n}\n",
            "ViewModels/InferredRelay.swift": "import Domain\n\nstruct InferredRelay {\n    let relay = Relays.make()\n}\n",
            "ViewModels/WrappedStore.swift": "import Domain\n\nstruct WrappedStore {\n    let wrapper: Wrapper\n}\n",
            "ViewModels/LibraryClass.swift": "import Foundation\n\nstruct LibraryClass {\n    let decoder: JSONDecoder\n}\n",
            "ViewModels/ClassPayload.swift": "import Domain\n\nenum ClassPayload {\n    case loaded(Store)\n}\n",
            "ViewModels/ClosureHolder.swift": "struct ClosureHolder {\n    let onClose: () -> Void\n}\n",
            // Clocks read without naming `Date()`, one way a file (line 4).
            "Clocks/SinceNow.swift": "import Foundation\n\nfunc sinceNow() -> Date {\n    Date(timeIntervalSinceNow: 0)\n}\n",
            "Clocks/Uptime.swift": "import Foundation\n\nfunc uptime() -> Double {\n    ProcessInfo.processInfo.systemUptime\n}\n",
            "Clocks/DispatchNow.swift": "import Dispatch\n\nfunc dispatchNow() -> DispatchTime {\n    DispatchTime.now()\n}\n",
            "Clocks/ClockGettime.swift": "import Foundation\n\nfunc clockGettime(_ time: inout timespec) {\n    clock_gettime(CLOCK_MONOTONIC, &time)\n}\n",
            "Clocks/InferredDate.swift": "import Foundation\n\nfunc inferredDate() -> Date {\n    let now: Date = .init()\n    return now\n}\n",
            "Clocks/FixedDate.swift": "import Foundation\n\nfunc fixedDate() -> Date {\n    Date(timeIntervalSince1970: 0)\n}\n",
            // Function-like members beside a binding's one static function (line 3).
            "Bindings/StaticClosure.swift": "enum ClosureBinding {\n    static func bind() {}\n    static let wire: () -> Void = {}\n}\n",
            "Bindings/InferredClosure.swift": "enum InferredBinding {\n    static func bind() {}\n    static var wire = { (count: Int) in count }\n}\n",
            "Bindings/ComputedMember.swift": "enum ComputedBinding {\n    static func bind() {}\n    static var wire: Int { 1 }\n}\n",
            "Bindings/GoodBinding.swift": "enum GoodBinding {\n    static func bind() {}\n    static let name = 1\n}\n",
        ]),
    ]

    private let package: IndexedFixturePackage
    private var root: URL { package.root }

    init() throws {
        package = try IndexedFixturePackage("evasion-rules", modules: Self.modules)
    }

    private func analyse() -> ArchitectureCoupling {
        CouplingAnalysis.analyse([EvasionArchitecture()], root: root.path).architectures[0]
    }

    /// The breaks of `statement`, as `file:line`.
    private static func places(_ statement: String, in report: ArchitectureCoupling) -> [String] {
        let breaks = report.rules.first { $0.statement == statement }?.breaks ?? []
        return Set(breaks.map { "\($0.file.split(separator: "/").last!):\($0.line)" }).sorted()
    }

    /// Each rule's evasions, one kind a file, caught at their file and line; the files beside them that keep the rule are not.
    @Test func everyEvasionIsCaughtAtItsFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try package.compile()
        let report = analyse()
        #expect(report.referencesFrom == .compilerIndex)
        // Every file but PlainText (a literal, the view model's wording, a lowercased term).
        #expect(Self.places("Views make no text", in: report) == [
            "AddAssignedText.swift:3", "AddedText.swift:2", "AliasedText.swift:2", "AppendingText.swift:4", "FormattedText.swift:4",
            "InitialisedText.swift:2", "JoinedText.swift:2", "PaddedText.swift:4", "ReducedText.swift:2", "RootComposedText.swift:2",
        ])

        // SongRow holds a value struct and an array of Int; everything else holds a reference.
        #expect(Self.places("View models are values", in: report) == [
            "AliasHolder.swift:2", "ClassPayload.swift:4", "ClosureHolder.swift:2", "InferredRelay.swift:4", "LibraryClass.swift:4",
            "RelayHolder.swift:4", "StoreAlias.swift:3", "StoreHolder.swift:4", "WrappedStore.swift:4",
        ])
        let wrapped = report.rules.first { $0.statement == "View models are values" }?.breaks.first { $0.file.hasSuffix("WrappedStore.swift") }
        #expect(wrapped?.finding == .holdsReference(type: "WrappedStore", member: "wrapper", holding: "Wrapper"))

        // Every clock file but FixedDate, a date from a constant.
        #expect(Self.places("Time comes only from the injected main queue", in: report) == [
            "ClockGettime.swift:4", "DispatchNow.swift:4", "InferredDate.swift:4", "SinceNow.swift:4", "Uptime.swift:4",
        ])

        #expect(Self.places("Views keep their subviews private", in: report) == [
            "ComputedSubview.swift:5", "InferredSubview.swift:4", "PrivateSetSubview.swift:4",
        ])
        let privateSet = report.rules.first { $0.statement == "Views keep their subviews private" }?.breaks.first { $0.file.hasSuffix("PrivateSetSubview.swift") }
        #expect(privateSet?.finding == .notPrivate(property: "label", access: "internal"))

        // Each type is reported at its declaration (1), its two static members counted; GoodBinding's stored Int is no function.
        #expect(Self.places("A binding is one static function", in: report) == [
            "ComputedMember.swift:1", "InferredClosure.swift:1", "StaticClosure.swift:1",
        ])
        for found in report.rules.first(where: { $0.statement == "A binding is one static function" })?.breaks ?? [] {
            guard case let .functionCount(_, functions, staticFunctions) = found.finding else {
                Issue.record("not a count: \(found.finding)")
                continue
            }
            #expect(functions == 2 && staticFunctions == 2)
        }

        #expect(Self.places("Each button goes to a command", in: report) == ["ObservedTaps.swift:5", "TapsToVoid.swift:5"])
    }
}
