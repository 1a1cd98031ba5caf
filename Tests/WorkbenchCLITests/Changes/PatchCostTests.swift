import Foundation
import Reports
import Testing
@testable import WorkbenchCLI

/// What a patch costs, counted from ``UnifiedDiffTests/diff`` with the files it changes given
/// by hand.
struct PatchCostTests {
    /// SongCell.swift after the patch: lines 1 to 14.
    static let after = """
        import HeadlessUI

        struct SongCell {
            var detail: String?
            var title: String?
        }

        // Between the types: no type holds this line.
        extension SongCell {
            func a() {}
            // one
            // two
            func b() {}
        }
        """

    @Test func anArchitecturesPatchIsCountedByRoleTypeAndSide() throws {
        let diff = try UnifiedDiff.parse(UnifiedDiffTests.diff)

        let cost = PatchCost.count(diff, area: PatchCost.architectureArea(sourceFolder: "Sources/Architectures/MVC")) { path in
            path.hasSuffix("SongCell.swift") ? (before: Self.after.replacingOccurrences(of: "detail", with: "duration"), after: Self.after) : (nil, nil)
        }

        // Line 4 is inside `struct SongCell` (lines 3–6) before and after; lines 11 and 12
        // inside `extension SongCell` (lines 9–14): one type. The test file's two lines are tests.
        #expect(cost == PatchCost(
            filesTouched: ["Sources/Architectures/MVC/Views/SongCell.swift"],
            filesAdded: ["Tests/MVCTests/NewTests.swift"],
            rolesTouched: ["Views"],
            typesTouched: ["SongCell"],
            app: LineCount(added: 3, removed: 1),
            tests: LineCount(added: 2, removed: 0)
        ))
    }

    @Test func aLineBelongsToTheInnermostTypeAroundIt() {
        let source = """
            import HeadlessUI
            extension SongCell {
                struct ViewModel {
                    let title: String
                }
            }
            """

        let spans = TypeSpans(source: source, path: "SongCell+ViewModel.swift")

        #expect(spans.type(at: 1) == nil)
        #expect(spans.type(at: 2) == "SongCell")
        #expect(spans.type(at: 4) == "SongCell.ViewModel")
        #expect(spans.type(at: 6) == "SongCell")
    }

    @Test func aFileAtTheArchitecturesRootIsItsCompositionRoot() {
        let area = PatchCost.architectureArea(sourceFolder: "Sources/Architectures/MVC")

        #expect(area("Sources/Architectures/MVC/MVCArchitecture.swift") == "(root)")
        #expect(area("Sources/Architectures/MVC/Models/SearchProgress.swift") == "Models")
        #expect(area("Tests/MVCTests/SearchControllerTests.swift") == nil)
        #expect(area("Sources/Domain/Models/Song.swift") == "Domain")
    }

    @Test func theSharedPatchIsCountedByModuleOrFolder() {
        #expect(PatchCost.sharedArea("Sources/Domain/Formats/SongFormat.swift") == "Domain")
        #expect(PatchCost.sharedArea("Scenarios/search/durations.scenario") == "Scenarios")
        #expect(PatchCost.sharedArea("Tests/DomainTests/SongFormatTests.swift") == nil)
    }

    @Test func theSAAMRatioIsRolesTouchedOverRoles() {
        let side = ChangeReport.ArchitectureResult(
            architecture: "mvc", roles: 5, cost: PatchCost(rolesTouched: ["ViewControllers", "Views"])
        )

        #expect(side.saamRatio == 0.4)
    }

    @Test func theJSONCarriesTheRatioAndTheVerdictAndReadsBack() throws {
        let side = ChangeReport.ArchitectureResult(architecture: "direct", roles: 2, cost: PatchCost(rolesTouched: ["ViewControllers"]))
        let report = ChangeReport(changes: [ChangeReport.Change(id: "demo", title: "Demo", architectures: [side])])

        let json = ChangesText.json(report)

        #expect(json.contains(#""saamRatio" : 0.5"#))
        #expect(json.contains(#""passes" : true"#))
        #expect(try JSONDecoder().decode(ChangeReport.self, from: Data(json.utf8)) == report)
    }
}
