import ArchitectureKit
import Foundation
import HeadlessUI
@testable import Metrics
import Testing
import Workbench
import WorkbenchTestKit

/// An architecture whose rules use the checks about properties, text, binding functions, value
/// types and creation; its fixture holds each rule once and breaks it once.
private struct CheckedArchitecture: Architecture {
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
    let searchPath = IntentPath("Type a search term and see the songs found", steps: [
        IntentStep("HeadlessUI", "TextField", "takes the term: a fixture, never built"),
        IntentStep("Domain", "SongSearchService", "answers it: a fixture, never asked"),
    ])

    @MainActor
    func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> HeadlessUI.ViewController {
        HeadlessUI.ViewController()
    }
}

@Suite struct RuleCheckTests {
    static let files = [
        "Widgets/Label.swift": "final class Label {}\n",
        "ViewModels/CardViewModel.swift": "final class CardViewModel {}\n",
        "Models/Ticket.swift": "struct Ticket {}\n",
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
        "Bindings/CardBinding.swift": """
            enum CardBinding {
                static func bind() {}
            }
            enum TwoBinding {
                static func bind() {}
                func other() {}
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
        #expect(breaks("Subviews are private") == [
            .init(file: views, line: 3, role: "Views", finding: .notPrivate(property: "subtitle", access: "internal")),
        ])
    }

    @Test func aViewModelHeldStronglyBreaksTheRule() {
        #expect(breaks("View models are held weakly") == [
            .init(file: views, line: 5, role: "Views", finding: .heldStrongly(property: "strongModel")),
        ])
    }

    @Test func anInterpolatedStringBreaksTheRuleAndAPlainOneDoesNot() {
        #expect(breaks("Views assemble no text") == [.init(file: views, line: 6, role: "Views", finding: .interpolatedString)])
    }

    @Test func aBindingTypeWithASecondFunctionBreaksTheRule() {
        #expect(breaks("One static function per binding") == [
            .init(file: "Sources/Architectures/Checked/Bindings/CardBinding.swift", line: 4, role: "Bindings",
                  finding: .functionCount(type: "TwoBinding", functions: 2, staticFunctions: 1)),
        ])
    }

    @Test func aClassInAValueRoleBreaksTheRuleWithItsKindAndName() {
        #expect(breaks("View models are values") == [
            .init(file: "Sources/Architectures/Checked/ViewModels/CardViewModel.swift", line: 1, role: "ViewModels",
                  finding: .referenceType(kind: .class, name: "CardViewModel")),
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
        #expect(breaks("Views hold no ticket") == [
            .init(file: views, line: 8, role: "Views",
                  finding: .references(type: "Ticket", module: "Checked", role: "Models", through: .types(["Ticket"]))),
        ])
    }
}
