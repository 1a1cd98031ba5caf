import ArchitectureKit
import Foundation
@testable import Metrics
import Testing
import Workbench
import WorkbenchTestKit

/// An architecture whose rules use the checks about properties, text, binding functions, value
/// types and creation; its fixture holds each rule once and breaks it once.
private struct CheckedArchitecture: FixtureArchitecture {
    let id = "checked"
    let displayName = "Checked"
    let summary = "A fixture."
    let seed = Seed(title: "Fixture", author: "Tests", url: "")
    let rules: [ArchitectureRule] = [
        ArchitectureRule("Subviews are private", because: "fixture", check: .privateStoredProperties(in: "Views", ofType: .role("Widgets"))),
        ArchitectureRule("View models are held weakly", because: "fixture", check: .weakStoredProperties(in: "Views", ofType: .role("ViewModels"))),
        ArchitectureRule("Views assemble no text", because: "fixture", check: .noStringInterpolation(in: ["Views"])),
        ArchitectureRule("One static function per binding", because: "fixture", check: .singleStaticFunction(in: "Bindings")),
        ArchitectureRule("Views hold no ticket", because: "fixture", check: .mustNotReference(from: "Views", to: .types(["Ticket"]))),
        ArchitectureRule("View models are values", because: "fixture", check: .onlyValueTypes(in: "ViewModels")),
        ArchitectureRule("Only views create view models", because: "fixture", check: .onlyCreatedIn(typesMatching: "ViewModel", role: "Views")),
    ]
}

@Suite struct RuleCheckTests {
    static let files = [
        "Widgets/Label.swift": "final class Label {}\n",
        "ViewModels/CardViewModel.swift": "final class CardViewModel {}\n",
        "Models/Ticket.swift": "struct Ticket {}\n",
        // A view's member written among the models, where no reader of the views looks.
        "Models/CardView+Title.swift": "extension CardView {\n    var title: String { plain }\n}\n",
        "Checked.swift": "enum Root {\n    static let made = CardViewModel()\n}\n",
        "Views/CardView.swift": """
            final class CardView {
                private let title = Label()
                let subtitle = Label()
                weak var viewModel: CardViewModel?
                var strongModel: CardViewModel?
                let greeting = "Hello, \\(subtitle)"
                let plain = "no interpolation"
                let ticket: Ticket? = nil
            }
            """,
        // Each way to make text without `\(`, numbered in the test below.
        "Views/CardView+Text.swift": ##"""
            extension CardView {
                var multiLine: String { """
                    \(plain)
                    """ }
                var raw: String { #"\#(plain)"# }
                var added: String { "Gate " + plain }
                var addedAfter: String { "\(plain) " + plain }
                func append(_ text: inout String) { text += "!" }
                var converted: String { String(plain.count) }
                var described: String { String(describing: plain) }
                var formatted: String { String.init(plain) }
                var counted: String { plain.count.description }
                let type: String.Type = String.self
            }
            """##,
        "Bindings/CardBinding.swift": """
            enum CardBinding {
                static func bind() {}
            }
            enum TwoBinding {
                static func bind() {}
                func other() {}
            }
            """,
        // Functions that a reader of CardBinding.swift alone would not see.
        "Bindings/CardBinding+More.swift": """
            extension CardBinding {
                static func more() {}
            }
            enum NestedBinding {
                static func bind() {}
                enum Helpers {
                    static func help() {}
                }
            }
            func helper() {}
            """,
        // A class hidden from a reader who looks for `class` at the start of a line.
        "ViewModels/RowViewModel.swift": """
            struct RowViewModel {
                @MainActor final class Cache {}
                let title: String
            }
            actor Loader {}
            """,
        // A class nested in another role's type, declared among the view models: it is theirs.
        "ViewModels/CardView+Cache.swift": """
            extension CardView {
                final class Cache {}
            }
            """,
    ]

    let report: ArchitectureCoupling

    init() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, source) in Self.files {
            let url = URL(fileURLWithPath: root + "/Sources/Architectures/Checked/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        report = CouplingAnalysis.analyse([CheckedArchitecture()], root: root).architectures[0]
    }

    private func breaks(_ statement: String) -> [RuleResult.Break]? {
        report.rules.first { $0.statement == statement }?.breaks
    }

    private let views = "Sources/Architectures/Checked/Views/CardView.swift"

    @Test func aSubviewThatIsNotPrivateBreaksTheRule() {
        #expect(breaks("Subviews are private")?.filter { $0.file == views } == [
            .init(file: views, line: 3, role: "Views", finding: .notPrivate(property: "subtitle", access: "internal")),
        ])
    }

    @Test func aViewModelHeldStronglyBreaksTheRule() {
        #expect(breaks("View models are held weakly")?.filter { $0.file == views } == [
            .init(file: views, line: 5, role: "Views", finding: .heldStrongly(property: "strongModel")),
        ])
    }

    @Test func anInterpolatedStringBreaksTheRuleAndAPlainOneDoesNot() {
        #expect(breaks("Views assemble no text")?.filter { $0.file == views } == [
            .init(file: views, line: 6, role: "Views", finding: .interpolatedString),
        ])
    }

    @Test func textMadeWithoutAnInterpolationBreaksTheRuleToo() {
        let file = "Sources/Architectures/Checked/Views/CardView+Text.swift"
        func at(_ line: Int, _ finding: RuleFinding) -> RuleResult.Break { .init(file: file, line: line, role: "Views", finding: finding) }
        // A multi-line literal (2) and a raw one (5) interpolate all the same; a literal added
        // to a value (6), after an interpolated one (7, twice), or appended (8); String's
        // initialisers (9, 10, 11) and `.description` (12). Naming the type `String` (13) is no text.
        #expect(breaks("Views assemble no text")?.filter { $0.file == file } == [
            at(2, .interpolatedString), at(5, .interpolatedString), at(6, .composedString(by: .concatenation)),
            at(7, .interpolatedString), at(7, .composedString(by: .concatenation)), at(8, .composedString(by: .concatenation)),
            at(9, .composedString(by: .stringInitializer)), at(10, .composedString(by: .stringInitializer)),
            at(11, .composedString(by: .stringInitializer)), at(12, .composedString(by: .description)),
        ])
    }

    @Test func aViewsMemberDeclaredAmongTheModelsBreaksEveryRuleAboutViews() {
        let elsewhere = RuleResult.Break(file: "Sources/Architectures/Checked/Models/CardView+Title.swift", line: 1, role: "Models",
                                         finding: .extendsElsewhere(type: "CardView", role: "Views"))
        for statement in ["Subviews are private", "View models are held weakly", "Views assemble no text", "Views hold no ticket"] {
            #expect(breaks(statement)?.contains(elsewhere) == true, "\(statement)")
        }
        #expect(breaks("View models are values")?.contains(elsewhere) == false)
    }

    @Test func aBindingTypeWithASecondFunctionBreaksTheRuleWhereverTheFunctionIsDeclared() {
        let binding = "Sources/Architectures/Checked/Bindings/CardBinding.swift"
        let more = "Sources/Architectures/Checked/Bindings/CardBinding+More.swift"
        func at(_ file: String, _ line: Int, _ finding: RuleFinding) -> RuleResult.Break { .init(file: file, line: line, role: "Bindings", finding: finding) }
        let card = RuleFinding.functionCount(type: "CardBinding", functions: 2, staticFunctions: 2)
        let nested = RuleFinding.functionCount(type: "NestedBinding", functions: 2, staticFunctions: 2)
        // A second function in the type (TwoBinding), in an extension in another file (CardBinding:
        // at the type and at the function), in a nested type (NestedBinding), and one outside any type.
        #expect(Set(breaks("One static function per binding") ?? []) == [
            at(binding, 1, card), at(more, 2, card),
            at(binding, 4, .functionCount(type: "TwoBinding", functions: 2, staticFunctions: 1)),
            at(more, 4, nested), at(more, 7, nested),
            at(more, 10, .fileScopeFunction(name: "helper")),
        ])
    }

    @Test func aClassInAValueRoleBreaksTheRuleWithItsKindAndNameHoweverItIsDeclared() {
        let models = "Sources/Architectures/Checked/ViewModels/"
        // At the top level, nested in a struct behind attributes, an actor, and nested in an
        // extension of a view, which a file among the view models declares.
        #expect(Set(breaks("View models are values") ?? []) == [
            .init(file: models + "CardViewModel.swift", line: 1, role: "ViewModels", finding: .referenceType(kind: .class, name: "CardViewModel")),
            .init(file: models + "RowViewModel.swift", line: 2, role: "ViewModels", finding: .referenceType(kind: .class, name: "RowViewModel.Cache")),
            .init(file: models + "RowViewModel.swift", line: 5, role: "ViewModels", finding: .referenceType(kind: .actor, name: "Loader")),
            .init(file: models + "CardView+Cache.swift", line: 2, role: "ViewModels", finding: .referenceType(kind: .class, name: "CardView.Cache")),
        ])
    }

    @Test func aCreationOutsideItsRoleBreaksTheRuleAndAFileAtTheRootIsInTheCompositionRoot() {
        #expect(breaks("Only views create view models") == [
            .init(file: "Sources/Architectures/Checked/Checked.swift", line: 2, role: "(root)", finding: .creates(type: "CardViewModel")),
        ])
    }

    @Test func aBreakIsWrittenToJSONAsDataAndTheReportReadsBackUnchanged() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let rupture = try #require(breaks("Views hold no ticket")?.first)
        #expect(String(decoding: try encoder.encode(rupture), as: UTF8.self) == """
            {"file":"\(views)","finding":{"references":{"module":"Checked","role":"Models","through":{"types":["Ticket"]},"type":"Ticket"}},"line":8,"role":"Views"}
            """)
        #expect(String(decoding: try encoder.encode(EdgeTarget.module("Domain")), as: UTF8.self) == #"{"module":"Domain"}"#)
        #expect(try JSONDecoder().decode(EdgeTarget.self, from: Data(#"{"module":"Domain"}"#.utf8)) == .module("Domain"))
        #expect(try JSONDecoder().decode(ArchitectureCoupling.self, from: encoder.encode(report)) == report)
    }

    @Test func aNamedTypeIsATarget() {
        #expect(breaks("Views hold no ticket")?.filter { $0.file == views } == [
            .init(file: views, line: 8, role: "Views",
                  finding: .references(type: "Ticket", module: "Checked", role: "Models", through: .types(["Ticket"]))),
        ])
    }
}
