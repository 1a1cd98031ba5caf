import ArchitectureKit
import Foundation
import HeadlessUI
@testable import Metrics
import Testing
import Workbench
import WorkbenchTestKit

@Suite struct CouplingAnalysisTests {
    let report: ArchitectureCoupling

    init() throws {
        let root = try DemoPackage.makePackage()
        report = CouplingAnalysis.analyse([DemoArchitecture()], root: root).architectures[0]
        try? FileManager.default.removeItem(atPath: root)
    }

    @Test func nestedTypesResolveBeforeSameNamedTopLevelTypes() {
        #expect(report.edges.first { $0.from == "Views" && $0.to == .role("ViewModels") }?.names == ["FlightCardView.ViewModel"])
        #expect(report.edges.first { $0.from == "ViewModels" && $0.to == .role("Views") }?.names == ["FlightCardView"])
        #expect(report.edges.first { $0.from == "Views" && $0.to == .role("Models") }?.names == ["SearchModel"])
        // The Models' own ViewModel stays inside Models.
        #expect(!report.edges.contains { $0.from == "Models" })
    }

    @Test func everyFunctionIsListedWithItsFileAndOperatorFunctionsApart() {
        let file = "Sources/Architectures/Demo/Views/SearchView.swift"
        // status: lines 5-7, CCN 1 + the ternary. The operator function Lizard does not parse.
        #expect(report.functions.map { "\($0.file):\($0.line) \($0.name) \($0.nloc) \($0.ccn)" } == ["\(file):5 status 3 2"])
        #expect(report.operatorFunctions.map { "\($0.file):\($0.line) \($0.name) \($0.nloc) \($0.ccn)" } == ["\(file):9 <~ 1 1"])
        #expect(report.roles.first { $0.name == "Views" }?.functions == 1)
    }

    @Test func abstractnessDistanceAndCyclesBetweenRoles() {
        let views = report.roles.first { $0.name == "Views" }
        // No protocol anywhere: A = 0, so D = |0 + 2/3 − 1| = 1/3 for Views (I = 2/3).
        #expect(views?.abstractness == 0)
        #expect(abs((views?.distance ?? 0) - 1.0 / 3.0) < 1e-12)
        // Views use FlightCardView.ViewModel; ViewModels extend FlightCardView only to nest their
        // ViewModel in it: nesting, not a loop.
        #expect(report.cycles == [])
        #expect(report.nestingCycles == [["ViewModels", "Views"]])
        #expect(report.edges.first { $0.from == "ViewModels" && $0.to == .role("Views") }?.nestingNames == ["FlightCardView"])
        #expect(report.edges.first { $0.from == "Views" && $0.to == .role("ViewModels") }?.nestingNames == [])
    }

    @Test func martinMetricsPerRoleWithTheZeroOverZeroConvention() {
        let roles = Dictionary(uniqueKeysWithValues: report.roles.map { ($0.name, $0) })
        #expect(report.roles.map(\.name) == ["Models", "ViewModels", "Views", "(root)"])
        #expect(roles["Views"].map { [$0.ca, $0.ce] } == [1, 2])
        #expect(roles["Views"]?.instability == 2.0 / 3.0)
        #expect(roles["Models"].map { [$0.ca, $0.ce] } == [1, 0])
        #expect(roles["(root)"]?.instability == 0)
        #expect(roles["Views"]?.state == MutableState(storedVars: 2))
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
            "Every class counts itself among the objects alive: broken",
            "A concern's markers hold all of its code: held",
        ])
        #expect(report.rules[0].breaks == [.init(file: "Sources/Architectures/Demo/Views/SearchView.swift", line: 3, role: "Views",
                                                 finding: .references(type: "SearchModel", module: "Demo", role: "Models", through: .role("Models")))])
        #expect(report.rules[2].breaks == [.init(file: "Sources/Architectures/Demo/Views/FlightCardView.swift", line: 5, role: "Views",
                                                 finding: .namedForWidget(name: "closeTapped", suffix: "Tapped"))])
        #expect(report.rules[5].breaks == [.init(file: "Sources/Architectures/Demo/Models/SearchModel.swift", line: 1, role: "Models",
                                                 finding: .imports(module: "HeadlessUI"))])
        #expect(report.rules[6].breaks == [.init(file: "Sources/Architectures/Demo/Models/SearchModel.swift", line: 8, role: "Models",
                                                 finding: .usesCode(pattern: "Date()"))])
        // The demo's three classes inherit from nothing: none counts itself.
        #expect(report.rules[7].breaks.map { "\($0.file):\($0.line) \($0.finding)" } == [
            "Sources/Architectures/Demo/Models/SearchModel.swift:6 \(RuleFinding.uncountedClass(name: "SearchModel"))",
            "Sources/Architectures/Demo/Views/FlightCardView.swift:3 \(RuleFinding.uncountedClass(name: "FlightCardView"))",
            "Sources/Architectures/Demo/Views/SearchView.swift:1 \(RuleFinding.uncountedClass(name: "SearchView"))",
        ])
    }

    @Test func missingSourcesAreReportedNotFatal() {
        let missing = CouplingAnalysis.analyse([DemoArchitecture()], root: "/nonexistent-package").architectures[0]
        #expect(missing.missing?.hasPrefix("no sources at Sources/Architectures/Demo") == true)
    }

    @Test func outputIsDeterministic() throws {
        let root = try DemoPackage.makePackage()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(CouplingAnalysis.analyse([DemoArchitecture()], root: root) == CouplingAnalysis.analyse([DemoArchitecture()], root: root))
    }
}
