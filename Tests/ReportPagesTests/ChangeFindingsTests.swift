@testable import Metrics
@testable import ReportPages
import Reports
import Testing

/// The cost-of-change sentences, from changes made by hand: every total below is worked out
/// from the patches given, and every "most", "fewest" and "about the same" from the 10% of
/// `CountThreshold.standard`.
struct ChangeFindingsTests {
    private static func entry(_ id: String, baseline: Bool = false) -> TeachingReport.ArchitectureEntry {
        .init(id: id, name: id == "direct" ? "Direct" : id.uppercased(), summary: "", seedTitle: "", seedAuthor: "", seedURL: "",
              isBaseline: baseline, sourceFolder: "", searchPath: nil)
    }

    /// A, B, C and D, ranked, and Direct, the baseline.
    static let report = TeachingReport(
        architectures: ["a", "b", "c", "d"].map { entry($0) } + [entry("direct", baseline: true)], scenarios: [], concerns: [],
        coupling: CouplingReport(architectures: []), work: [], summary: "", allAgree: true
    )

    /// A patch touching `types` types (`new` of them new) and changing `code` lines of code.
    private static func side(_ id: String, types: Int, new: Int = 0, code: Int, roles: NewAndModified = .init()) -> ChangeReport.ArchitectureResult {
        .init(architecture: id, cost: PatchCost(roles: roles, types: NewAndModified(new: (0..<new).map { "N\($0)" }, modified: (new..<types).map { "T\($0)" }),
                                                app: ChangedLines(code: LineCount(added: code), comments: LineCount(added: 100))))
    }

    @Test func theMostAndTheFewestAreGroupsOfCountsThatDifferAndTheBaselineIsGivenApart() {
        let changes = ChangeReport(changes: [
            .init(id: "one", title: "One", screen: .search, architectures: [
                Self.side("a", types: 3, new: 1, code: 12), Self.side("b", types: 10, code: 40, roles: .init(new: ["Stores"], modified: ["Models", "Views"])),
                Self.side("c", types: 10, code: 11), Self.side("d", types: 5, code: 11), Self.side("direct", types: 2, code: 5),
            ]),
            .init(id: "two", title: "Two", screen: .card, architectures: [
                Self.side("a", types: 1, code: 8), Self.side("b", types: 10, code: 0), Self.side("c", types: 9, code: 10),
                Self.side("d", types: 5, code: 11, roles: .init(new: ["Stats"])), Self.side("direct", types: 1, code: 4),
            ]),
        ])

        #expect(ReportFindings.changes(changes, report: Self.report) == [
            // Types: A 3 + 1 = 4, B 20, C 19, D 10, Direct 3 (the fewest, but never ranked).
            // 19 and 20 are 1 apart, under 2 (10% of 20): about the same, so both are the most.
            "Over the two changes, B's and C's patches touch the most types (20 and 19), A's the fewest (4). "
                + "Direct, the baseline, is not ranked: its patches touch 3 types.",
            // Code: A 20, B 40, C 21, D 22, Direct 9. 21 and 22 are within 10% of 20, so A, C and D are the fewest together.
            "Over the two changes, B's patches change the most lines of code (40), A's, C's and D's the fewest (20, 21 and 22). "
                + "Direct, the baseline, is not ranked: its patches change 9 lines of code.",
            "B's patch for `one` touches three roles, one of them new: Stores; D's patch for `two` touches one new role: Stats.",
            "No type is touched by three or more of the changes.",
            "Every patched architecture agrees with the others on every scenario, keeps its rules and passes its tests.",
        ])
    }

    @Test func countsAllAboutTheSameAreSaidToBeSoAndNoneIsRanked() {
        let changes = ChangeReport(changes: [
            .init(id: "one", title: "One", screen: .search, architectures: [
                Self.side("a", types: 10, code: 100), Self.side("b", types: 10, code: 95), Self.side("c", types: 10, code: 104),
                Self.side("d", types: 10, code: 99), Self.side("direct", types: 1, code: 10),
            ]),
        ])

        #expect(ReportFindings.changes(changes, report: Self.report).prefix(3) == [
            "Over the one change, the four architectures' patches touch the same number of types (10). "
                + "Direct, the baseline, is not ranked: its patches touch 1 type.",
            // 95 to 104: each within 10% of 95's group start (9 < 10.4).
            "Over the one change, the four architectures' patches change about the same number of lines of code (95 to 104). "
                + "Direct, the baseline, is not ranked: its patches change 10 lines of code.",
            "No patch creates a role.",
        ])
    }

    @Test func countsThatStepUpByLessThanTheThresholdAreNotRankedThoughTheirEndsDiffer() {
        // Types 100, 109 and 115: 109 is within 10% of 100 (9 < 10.9) and 115 of 109 (6 < 11.5),
        // so no two neighbours differ; 100 and 115 do (15 ≥ 11.5), so they are not "about the same".
        let changes = ChangeReport(changes: [
            .init(id: "one", title: "One", screen: .search, architectures: [
                Self.side("a", types: 100, code: 10), Self.side("b", types: 109, code: 10), Self.side("c", types: 115, code: 10),
                Self.side("direct", types: 1, code: 1),
            ]),
        ])

        #expect(ReportFindings.changes(changes, report: Self.report).first
            == "Over the one change, the three architectures' patches touch 100 to 115 types, each too close to the next to rank. "
                + "Direct, the baseline, is not ranked: its patches touch 1 type.")
    }

    @Test func theTypesThatGatherTheMostChangesAreNamedPerArchitectureTiesTogether() {
        // A's `Search` is touched by all four changes and `Song` by three (3 against 4 differ);
        // B's `Cell` and `List` by three each; Direct's `VC` by four; C's `Row` by two only.
        func side(_ id: String, _ types: [String]) -> ChangeReport.ArchitectureResult {
            .init(architecture: id, cost: PatchCost(types: NewAndModified(modified: types)))
        }
        let changes = ChangeReport(changes: ["w", "x", "y", "z"].map { id in
            .init(id: id, title: id, screen: .search, architectures: [
                side("a", id == "z" ? ["Search"] : ["Search", "Song"]),
                side("b", id == "w" ? [] : ["Cell", "List"]),
                side("c", id == "w" || id == "x" ? ["Row"] : []),
                side("direct", ["VC"]),
            ])
        })

        #expect(ReportFindings.changes(changes, report: Self.report).contains(
            "Per architecture, the types the most of the four changes touch: A's `Search` (4); B's `Cell` (3) and `List` (3); Direct's `VC` (4)."
        ))
    }

    @Test func rolesAreCountedInWordsNamingTheNewOnes() {
        #expect(ReportFindings.rolesInWords(NewAndModified(modified: ["Views"])) == "one role")
        #expect(ReportFindings.rolesInWords(NewAndModified(new: ["Coordinators"], modified: ["A", "B", "C"])) == "four roles, one of them new: Coordinators")
        #expect(ReportFindings.rolesInWords(NewAndModified(new: ["X", "Y"])) == "two new roles: X and Y")
    }
}
