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

        let cost = PatchCost.count(diff, area: PatchCost.architectureArea(sourceFolder: "Sources/Architectures/MVC"), existed: { _ in true }) { path in
            path.hasSuffix("SongCell.swift") ? (before: Self.after.replacingOccurrences(of: "detail", with: "duration"), after: Self.after) : (nil, nil)
        }

        // Line 4 is inside `struct SongCell` (lines 3–6) before and after; lines 11 and 12
        // inside `extension SongCell` (lines 9–14): one type, there before. Line 4 is code,
        // lines 11 and 12 comments. The test file's two lines are tests (code, its text unknown).
        #expect(cost == PatchCost(
            appFiles: NewAndModified(modified: ["Sources/Architectures/MVC/Views/SongCell.swift"]),
            testFiles: NewAndModified(new: ["Tests/MVCTests/NewTests.swift"]),
            roles: NewAndModified(modified: ["Views"]),
            types: NewAndModified(modified: ["SongCell"]),
            app: ChangedLines(code: LineCount(added: 1, removed: 1), comments: LineCount(added: 2)),
            tests: ChangedLines(code: LineCount(added: 2))
        ))
    }

    /// `SongCell.swift` gains a conformance and loses `Moved`, which a new file in a new folder
    /// declares again, with two types of its own.
    static let moving = """
        diff --git a/Sources/Architectures/MVC/Views/SongCell.swift b/Sources/Architectures/MVC/Views/SongCell.swift
        --- a/Sources/Architectures/MVC/Views/SongCell.swift
        +++ b/Sources/Architectures/MVC/Views/SongCell.swift
        @@ -1,7 +1,5 @@
         import HeadlessUI
         
        -struct SongCell {
        +struct SongCell: Equatable {
             var title: String?
         }
        -
        -struct Moved {}
        diff --git a/Sources/Architectures/MVC/Stores/FavouritesStore.swift b/Sources/Architectures/MVC/Stores/FavouritesStore.swift
        new file mode 100644
        --- /dev/null
        +++ b/Sources/Architectures/MVC/Stores/FavouritesStore.swift
        @@ -0,0 +1,8 @@
        +/// Keeps the favourites.
        +final class FavouritesStore {
        +    enum Event { case added }
        +
        +    var ids: Set<Int> = []
        +}
        +
        +struct Moved {}

        """

    @Test func aTypeIsNewWhenThePatchDeclaresItAndItWasDeclaredNowhereBefore() throws {
        let diff = try UnifiedDiff.parse(Self.moving)
        let sources = [
            "Sources/Architectures/MVC/Views/SongCell.swift": (
                before: "import HeadlessUI\n\nstruct SongCell {\n    var title: String?\n}\n\nstruct Moved {}\n",
                after: "import HeadlessUI\n\nstruct SongCell: Equatable {\n    var title: String?\n}\n"
            ),
            "Sources/Architectures/MVC/Stores/FavouritesStore.swift": (
                before: nil as String?,
                after: "/// Keeps the favourites.\nfinal class FavouritesStore {\n    enum Event { case added }\n\n    var ids: Set<Int> = []\n}\n\nstruct Moved {}\n"
            ),
        ]

        let cost = PatchCost.count(diff, area: PatchCost.architectureArea(sourceFolder: "Sources/Architectures/MVC"),
                                   existed: { $0 != "Sources/Architectures/MVC/Stores" }) { path in
            (sources[path]?.before, sources[path]?.after)
        }

        // SongCell's declaration line changed and Moved's moved: both were there before.
        #expect(cost.types == NewAndModified(new: ["FavouritesStore", "FavouritesStore.Event"], modified: ["Moved", "SongCell"]))
        #expect(cost.roles == NewAndModified(new: ["Stores"], modified: ["Views"]))
        #expect(cost.appFiles == NewAndModified(new: ["Sources/Architectures/MVC/Stores/FavouritesStore.swift"],
                                                modified: ["Sources/Architectures/MVC/Views/SongCell.swift"]))
        // SongCell.swift: +1 code; −2 code (lines 3 and 7), −1 blank (line 6). FavouritesStore.swift:
        // line 1 a comment, lines 4 and 7 blank, the other five code.
        #expect(cost.app == ChangedLines(code: LineCount(added: 6, removed: 2), comments: LineCount(added: 1), blank: LineCount(added: 2, removed: 1)))
    }

    @Test func aLineIsCodeACommentOrBlankByWhatItHolds() {
        let swift = LineKinds(source: "let a = \"\"\"\n\n    text\n    \"\"\"\n/* one\n\n two */\nlet b = 1 // note\n  \n", path: "A.swift")
        // A multi-line string's lines are code, its blank one included; a block comment's blank line is blank.
        #expect((1...9).map(swift.kind(at:)) == [.code, .code, .code, .code, .comment, .blank, .comment, .code, .blank])

        let scenario = LineKinds(source: "# Why\nlaunch search\n\n  # indented\n", path: "a.scenario")
        #expect((1...4).map(scenario.kind(at:)) == [.comment, .code, .blank, .comment])

        let json = LineKinds(source: "{\n# not a comment\n}\n", path: "a.json")
        #expect((1...3).map(json.kind(at:)) == [.code, .code, .code])
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
        // An extension declares no type.
        #expect(spans.types(declaredOn: [2, 3]) == ["SongCell.ViewModel"])
    }

    @Test func aFileAtTheArchitecturesRootIsItsCompositionRoot() {
        let area = PatchCost.architectureArea(sourceFolder: "Sources/Architectures/MVC")

        #expect(area("Sources/Architectures/MVC/MVCArchitecture.swift") == PatchArea(role: "(root)", folder: "Sources/Architectures/MVC"))
        #expect(area("Sources/Architectures/MVC/Models/SearchProgress.swift") == PatchArea(role: "Models", folder: "Sources/Architectures/MVC/Models"))
        #expect(area("Tests/MVCTests/SearchControllerTests.swift") == nil)
        #expect(area("Sources/Domain/Models/Song.swift") == PatchArea(role: "Domain", folder: "Sources/Domain"))
    }

    @Test func theSharedPatchIsCountedByModuleOrFolder() {
        #expect(PatchCost.sharedArea("Sources/Domain/Formats/SongFormat.swift") == PatchArea(role: "Domain", folder: "Sources/Domain"))
        #expect(PatchCost.sharedArea("Scenarios/search/durations.scenario") == PatchArea(role: "Scenarios", folder: "Scenarios"))
        #expect(PatchCost.sharedArea("Tests/DomainTests/SongFormatTests.swift") == nil)
    }

    @Test func theSharedPatchsTestsRunByTheTargetsTheirFilesAreIn() {
        let shared = PatchCost(testFiles: NewAndModified(new: ["Tests/DomainTests/New.swift"],
                                                         modified: ["Tests/ScenarioLanguageTests/ParserTests.swift", "Tests/DomainTests/Old.swift"]))

        #expect(ChangeRunner.testTargets(of: shared) == ["DomainTests", "ScenarioLanguageTests"])
        #expect(ChangeRunner.testTargets(of: nil) == [])
    }
}
