import Foundation
@testable import Harness
@testable import Reports
@testable import ScenarioLanguage
import Testing
import Workbench
import WorkbenchTestKit

/// Every scenario under Scenarios/, on every registered architecture: each must hold every
/// expectation, leak nothing, and agree with the others after every step.
@MainActor
struct ScenarioSuiteTests {
    nonisolated static let library = try? ScenarioLibrary.load(directory: (packageRoot as NSString).appendingPathComponent("Scenarios"))
    nonisolated static let files: [String] = library?.entries.map(\.file) ?? []

    @Test func theSuiteIsThere() {
        #expect(Self.files.count >= 30)
    }

    @Test(arguments: files)
    func everyArchitecturePassesAndAgrees(file: String) throws {
        let entry = try #require(Self.library?.entries.first { $0.file == file })
        let scenario = try entry.result.get()

        let outcome = Comparison.compare(scenario, architectures: ArchitectureRegistry.all, fixtures: FixtureStore())

        #expect(outcome.allPass, "\(TextReport(useColor: false).details(of: outcome))")
        #expect(outcome.runs.map(\.architectureID) == ArchitectureRegistry.all.map(\.id))
    }

    /// SPEC §3's numbered behaviours, each of which some scenario must claim in its tags.
    nonisolated static let behaviours = ["3.1"] + (1...11).map { "3.2.\($0)" } + ["3.3"] + (1...5).map { "3.4.\($0)" } + ["3.5", "3.6"]

    @Test(arguments: behaviours)
    func everyBehaviourOfTheSpecHasAScenario(behaviour: String) {
        let tagged = Self.library?.entries.compactMap { try? $0.result.get() }.filter { $0.tags.contains(behaviour) } ?? []
        #expect(!tagged.isEmpty, "no scenario is tagged \(behaviour)")
    }
}
