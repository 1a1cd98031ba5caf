import Foundation
import Metrics
@testable import ReportPages
import Testing
import WorkbenchTestKit

@MainActor
struct DiffCommandTests {
    @Test func theTwoSidesAreTheirRolesAndOnlyWhatDiffersIsListed() throws {
        let folder = try ScenarioFolder(["ok.scenario": "scenario \"Ok\"\nlaunch search\nexpect search.status \"Type to search\"\n"])
        defer { folder.remove() }
        let run = ToolRun(["diff", "mvc", "mvvm", "--scenarios", folder.path, "--format", "json", "--package-path", packageRoot])
        #expect(run.status == 0)
        let diff = try JSONDecoder().decode(PairDiff.self, from: Data(run.output.utf8))

        #expect((diff.left.id, diff.right.id) == ("mvc", "mvvm"))
        // MVVM is MVC's roles plus its view models.
        #expect(Set(diff.right.roles.map(\.name)).subtracting(diff.left.roles.map(\.name)) == ["ViewModels"])
        #expect(diff.figures.first { $0.measure == .roles } == .init(measure: .roles, left: 5, right: 6))
        #expect(diff.figures.allSatisfy { $0.left != $0.right })
        // Both keep the debounce in their search model controller; no concern's scenario was run.
        let debounce = try #require(diff.concerns.first { $0.concern.id == "debounce" })
        #expect(debounce.left.map(\.file) == ["Sources/Architectures/MVC/ModelControllers/SearchController.swift"])
        #expect(debounce.right.map(\.file) == ["Sources/Architectures/MVVM/ModelControllers/SearchController.swift"])
        #expect(diff.concerns.count == Concern.all.count && diff.concerns.allSatisfy { $0.work == nil })
    }

    @Test(arguments: [
        (["diff", "mvc"], "error: diff needs two architectures, such as mvc mvvm"),
        (["diff", "mvc", "mvvm", "mvb"], "error: diff takes two architectures, such as mvc mvvm, found 3 arguments"),
        (["diff", "mvc", "mvc"], "error: diff expects two different architectures, found \"mvc\""),
        (["diff", "mvc", "bindr"], "error: unknown architecture \"bindr\"; did you mean \"binder\""),
    ])
    func aPairThatIsNotTwoArchitecturesIsAUsageError(arguments: [String], message: String) {
        let run = ToolRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix(message), "\(run.errors)")
    }

    @Test func theTextSaysWhatDiffersAndWhatWasNotRun() {
        func side(_ id: String, _ name: String) -> PairDiff.Side {
            .init(id: id, name: name, seedTitle: "Seed of \(name)", seedAuthor: "Author", sourceFolder: "Sources/\(name)",
                  roles: [.init(name: "Views", files: 2, nloc: 30)])
        }
        let diff = PairDiff(
            left: side("a", "A"), right: side("b", "B"),
            figures: [.init(measure: .appNLOC, left: 1_200, right: 980)],
            work: [.init(counter: .writes, left: 7, right: 12)],
            concerns: [.init(concern: Concern.all[0], left: [], right: [], work: nil)]
        )
        let lines = PairDiffText.text(diff).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(lines[0] == "A ↔ B")
        #expect(lines.contains("A: after “Seed of A”, Author (Sources/A)"))
        #expect(lines.contains("  Views: 2 files, 30 lines"))
        // The header's first cell is empty, so the names stand over their columns.
        #expect(lines.contains("                         A    B"))
        #expect(lines.contains("  app lines of code  1,200  980"))
        #expect(lines.contains("  widget property writes  7  12"))
        #expect(lines.contains("  A: no marker") && lines.contains("  B: no marker"))
        #expect(lines.contains("  Work of the scenarios tagged debounce: not run (none is among those compared)."))
    }
}
