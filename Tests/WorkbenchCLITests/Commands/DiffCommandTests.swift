import Foundation
import HeadlessUI
@testable import Metrics
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
        // 1,200 / 980 = 1.224; 12 / 7 = 1.714.
        #expect(lines.contains("  app lines of code  1,200  980  ×1.22 in A"))
        #expect(lines.contains("  widget property writes  7  12  ×1.71 in B"))
        #expect(lines.contains("  A: no marker") && lines.contains("  B: no marker"))
        #expect(lines.contains("  Work of the scenarios tagged debounce: not run (none is among those compared)."))
    }

    /// A side whose code for a concern is the other's, character for character.
    private static func sameCodeDiff() -> PairDiff {
        func side(_ id: String, _ name: String) -> PairDiff.Side {
            .init(id: id, name: name, seedTitle: "", seedAuthor: "", sourceFolder: "Sources/\(name)", roles: [])
        }
        func excerpt(_ folder: String) -> Excerpt {
            Excerpt(file: "Sources/\(folder)/Models/X.swift", line: 3, endLine: 4, role: "Models", code: "let a = 1\nlet b = 2", nloc: 2)
        }
        func tally(_ writes: Int, _ equal: Int) -> WidgetWrites.Tally { .init(writes: writes, equalWrites: equal) }
        return PairDiff(
            left: side("a", "A"), right: side("b", "B"), figures: [], work: [],
            concerns: [
                .init(concern: Concern.all[0], left: [excerpt("A")], right: [excerpt("B")], work: [.init(counter: .tasksScheduled, left: 24, right: 26)]),
                .init(concern: Concern.all[1], left: [excerpt("A")], right: [excerpt("B")], work: [.init(counter: .writes, left: 48, right: 96)],
                      widgets: ["search.status", "search.results[]"],
                      widgetWrites: [.init(widget: "search.results[].subtitle", left: tally(10, 0), right: tally(36, 24)),
                                     .init(widget: "search.results[].title", left: tally(10, 0), right: tally(30, 20)),
                                     .init(widget: "search.status", left: tally(28, 0), right: tally(30, 2))]),
            ]
        )
    }

    @Test func codeTheSameOnBothSidesIsShownOnceAndTheWorkItDiffersByTracedToTheRest() {
        let text = PairDiffText.text(Self.sameCodeDiff(), width: 1_000)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(text.components(separatedBy: "let a = 1").count == 3, "each concern's code once")
        #expect(lines.contains("  B: the same code, 2 lines, at") && lines.contains("    Sources/B/Models/X.swift:3 (Models)"))
        // 26 is 7.7% over 24: about the same, so nothing is traced.
        #expect(lines.contains("    tasks scheduled on the main queue  24  26  about the same"))
        #expect(lines.contains("  The code under the markers is the same on both sides, and the work of its scenarios is about the same."))
        // 96 / 48 = 2. The rows: 10 + 10 writes against 36 + 30, 46 more, 24 + 20 = 44 of them equal;
        // search.status's 30 against 28 is 6.7% more, about the same, so it is not named.
        #expect(lines.contains("    widget property writes  48  96  ×2.00 in B"))
        #expect(lines.contains("  The code under the markers is the same on both sides, so the difference in work comes from the rest of each architecture:"))
        #expect(lines.contains("    B writes the rows of `search.results` 46 more times, 44 of them setting the value already shown."))
        #expect(!text.contains("the widgets of `search`"))
    }

    /// At 60 columns a sentence goes on two spaces further in, a widget's line too.
    @Test func theTextFitsTheWidthAndALineGoesOnUnderAHangingIndent() {
        let lines = PairDiffText.text(Self.sameCodeDiff(), width: 60).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(lines.allSatisfy { $0.count <= 60 })
        let origin = lines.firstIndex(of: "  The code under the markers is the same on both sides, so")
        #expect(origin.map { Array(lines[$0...].prefix(5)) } == [
            "  The code under the markers is the same on both sides, so",
            "    the difference in work comes from the rest of each",
            "    architecture:",
            "    B writes the rows of `search.results` 46 more times, 44",
            "      of them setting the value already shown.",
        ])
    }

    @Test func theMarkdownSaysTheCodeIsTheSameInsteadOfQuotingItTwice() {
        let markdown = PairDiffText.markdown(Self.sameCodeDiff())

        #expect(markdown.components(separatedBy: "let a = 1").count == 3)
        #expect(markdown.contains("**B**: the same code, at `Sources/B/Models/X.swift:3` (Models)."))
        #expect(markdown.contains("| widget property writes | 48 | 96 | ×2.00 in B |"))
        #expect(markdown.contains("\n- B writes the rows of `search.results` 46 more times, 44 of them setting the value already shown.\n"))
    }
}
