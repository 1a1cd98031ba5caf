import SourceFacts
import Testing

@Suite struct FileFactsTests {
    static let source = """
        import HeadlessUI
        @testable import Domain

        public final class FlightCardView {
            private(set) var title = ""
            let label: Label
            static var shared = 0
            var text: String { title }
            var count = 0 {
                didSet { title = "\\(count)" }
            }

            struct ViewModel {
                let song: Song
            }

            init() { label = Label(text: "") }
            class func make() -> FlightCardView { FlightCardView() }
        }

        extension FlightCardView.ViewModel {
            enum Mode { case compact, full(Int) }
        }
        """

    let facts = FileFacts(path: "Views/FlightCardView.swift", source: source)

    @Test func importsWithTheirLines() {
        #expect(facts.imports == [Import(module: "HeadlessUI", line: 1), Import(module: "Domain", line: 2)])
    }

    @Test func typesAreNamedWithTheirEnclosingTypes() {
        let types = facts.declarations.filter { $0.kind.isType || $0.kind == .extension }
        #expect(types.map(\.qualifiedName) == ["FlightCardView", "FlightCardView.ViewModel", "FlightCardView.ViewModel", "FlightCardView.ViewModel.Mode"])
        #expect(types.map(\.kind) == [.class, .struct, .extension, .enum])
        #expect(types[0].access == "public")
    }

    @Test func storedAndComputedPropertiesWithLetOrVar() {
        let properties = facts.declarations.filter { $0.kind == .property }
        #expect(properties.map(\.name) == ["title", "label", "shared", "text", "count", "song"])
        #expect(properties.map(\.isStored) == [true, true, true, false, true, true])
        #expect(properties.map(\.isMutable) == [true, false, true, true, true, false])
        #expect(properties.map(\.isStatic) == [false, false, true, false, false, false])
        #expect(properties[0].access == "private")
        #expect(properties.last?.parent == "FlightCardView.ViewModel")
    }

    @Test func functionsAndEnumCases() {
        #expect(facts.declarations.filter { $0.kind == .function }.map(\.name) == ["init", "make"])
        #expect(facts.declarations.filter { $0.kind == .enumCase }.map(\.name) == ["compact", "full"])
        #expect(facts.declarations.first { $0.name == "make" }?.isStatic == true)
    }

    @Test func referencesKeepTheirScopeAndCreations() {
        let label = facts.references.filter { $0.chain == ["Label"] }
        #expect(label.map(\.line) == [6, 17])
        #expect(label.map(\.isCreation) == [false, true])
        #expect(facts.references.first { $0.chain == ["Song"] }?.scope == ["FlightCardView", "FlightCardView.ViewModel"])
        #expect(facts.references.contains { $0.chain == ["FlightCardView", "ViewModel"] && $0.line == 21 })
    }
}

/// Enum cases one per line, with payloads and raw values: every case is declared, every type a
/// payload names is a reference, and the enum's closing brace still ends the enum.
@Suite struct EnumCaseFactsTests {
    static let source = """
        enum Phase {
            case idle
            case loading
            case loaded([Flight], at: Date)
            case failed(ServiceError)
            indirect case nested(Phase)
            case done
        }

        enum Code: Int {
            case ok = 200, missing = 404
            case teapot = 418
        }

        struct Board {
            let phase: Phase
        }
        """

    let facts = FileFacts(path: "Models/Phase.swift", source: source)

    @Test func everyCaseIsDeclaredOncePerName() {
        #expect(facts.declarations.filter { $0.kind == .enumCase }.map(\.name)
            == ["idle", "loading", "loaded", "failed", "nested", "done", "ok", "missing", "teapot"])
        #expect(facts.declarations.filter { $0.kind == .enumCase }.map(\.line) == [2, 3, 4, 5, 6, 7, 11, 11, 12])
    }

    @Test func payloadTypesAreReferencesInsideTheEnum() {
        let payloads = facts.references.filter { $0.line >= 4 && $0.line <= 6 }
        #expect(payloads.map(\.chain) == [["Flight"], ["Date"], ["ServiceError"], ["Phase"]])
        #expect(payloads.allSatisfy { $0.scope == ["Phase"] })
    }

    @Test func theLastCaseLeavesTheClosingBraceToTheEnum() {
        let types = facts.declarations.filter(\.kind.isType)
        #expect(types.map(\.qualifiedName) == ["Phase", "Code", "Board"])
        #expect(facts.declarations.first { $0.name == "phase" }?.parent == "Board")
    }
}

/// The facts the measures without a built-in bias read: attributes, inheritance clauses,
/// argument labels, where a body ends, getters written without `get`, and creations with
/// generic arguments.
@Suite struct DeclarationDetailTests {
    static let source = """
        @MainActor
        @Observable
        final class Cell<Row>: TableViewCell, Bind.Bindable where Row: Equatable {
            @ObservationIgnored let registrar = Registrar()
            var title: String { "t" }
            var size: Int {
                get { 1 }
                set {}
            }
            let relay = BehaviorRelay<[Row]>(value: [])
            let cutoff = Limit<Row>.zero

            func bind(_ value: Int, to end: End, at index: Int = 0) -> Binding {
                Binding()
            }
            init?(row: Row) {}
        }

        extension Cell: @unchecked Sendable {}
        """

    let facts = FileFacts(path: "Views/Cell.swift", source: source)

    private func declaration(_ name: String) -> Declaration? {
        facts.declarations.first { $0.name == name }
    }

    @Test func attributesBelongToTheDeclarationTheyStandBefore() {
        #expect(declaration("Cell")?.attributes == ["@MainActor", "@Observable"])
        #expect(declaration("registrar")?.attributes == ["@ObservationIgnored"])
        #expect(declaration("title")?.attributes == [])
    }

    @Test func theInheritanceClauseIsReadAsWrittenUpToWhere() {
        #expect(declaration("Cell")?.inherited == ["TableViewCell", "Bind.Bindable"])
        #expect(facts.declarations.first { $0.kind == .extension }?.inherited == ["Sendable"])
    }

    @Test func labelsAreTheExternalNamesOrAnUnderscore() {
        #expect(declaration("bind")?.labels == ["_", "to", "at"])
        #expect(declaration("init")?.labels == ["row"])
    }

    @Test func aBodyEndsOnItsClosingBrace() {
        #expect(declaration("Cell")?.endLine == 17)
        #expect(declaration("bind")?.endLine == 15)
        #expect(declaration("init")?.endLine == 16)
        // No body: the declaration's own line.
        #expect(declaration("relay")?.endLine == 10)
    }

    @Test func aGetterWithoutGetIsImplicit() {
        #expect(declaration("title").map { [$0.isStored, $0.hasImplicitGetter] } == [false, true])
        #expect(declaration("size").map { [$0.isStored, $0.hasImplicitGetter] } == [false, false])
        #expect(declaration("relay").map { [$0.isStored, $0.hasImplicitGetter] } == [true, false])
    }

    @Test func genericArgumentsBeforeTheCallStillMakeACreation() {
        #expect(facts.references.first { $0.chain == ["BehaviorRelay"] }?.isCreation == true)
        // `Limit<Row>.zero` names a type and makes nothing.
        #expect(facts.references.first { $0.chain == ["Limit"] }?.isCreation == false)
        // The names inside the generic arguments are references all the same.
        #expect(facts.references.filter { $0.chain == ["Row"] }.map(\.line).contains(10))
    }
}

/// An attribute that names a type (a property wrapper, a result builder, a global actor) is a
/// reference to it, as the compiler's index has it: `@Dependency(\.x) var x` uses `Dependency`.
@Suite struct AttributeReferenceTests {
    static let source = """
        struct Search {
            @Dependency(\\.songSearch) var songSearch
            func run(_ work: @escaping () -> Void) {}
        }
        """

    let facts = FileFacts(path: "Features/Search.swift", source: source)

    @Test func aPropertyWrapperIsAReferenceToItsTypeAndALowercaseAttributeIsNone() {
        #expect(facts.references.map(\.chain) == [["Dependency"], ["Void"]])
        #expect(facts.references.first.map { ($0.line, $0.scope, $0.isCreation) } ?? (0, [], true) == (2, ["Search"], false))
    }
}
