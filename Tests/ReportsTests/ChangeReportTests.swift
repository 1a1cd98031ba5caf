import Foundation
import Reports
import Testing

/// What a change report derives from its changes (SAAM's interaction, the coverage of the
/// screens) and how its text and JSON say it, from changes made by hand.
struct ChangeReportTests {
    /// A change seen on `screen` whose MVC patch modifies `modified` and creates `new`.
    static func change(_ id: String, _ screen: ChangeReport.Screen, modified: [String], new: [String] = []) -> ChangeReport.Change {
        .init(id: id, title: id, screen: screen, architectures: [
            .init(architecture: "mvc", cost: PatchCost(types: NewAndModified(new: new, modified: modified))),
        ])
    }

    @Test func aTypeThreeOrMoreChangesModifiedIsAnInteractionMostChangesFirst() {
        let report = ChangeReport(changes: [
            Self.change("a", .search, modified: ["List", "Cell", "Row"], new: ["Star"]),
            Self.change("b", .search, modified: ["List", "Cell", "Row"], new: ["Star"]),
            Self.change("c", .song, modified: ["List", "Row"], new: ["Star"]),
            Self.change("d", .card, modified: ["List"]),
            // A patch that did not apply has no cost: it touches nothing.
            .init(id: "e", title: "e", screen: .board, architectures: [.init(architecture: "mvc", problems: ["does not apply"])]),
        ])

        // List 4, Row 3, Cell 2 (under three), Star new in three (two types that share a name).
        #expect(report.interactions == [
            .init(architecture: "mvc", type: "List", changes: ["a", "b", "c", "d"]),
            .init(architecture: "mvc", type: "Row", changes: ["a", "b", "c"]),
        ])
    }

    @Test func typesTouchedByAsManyChangesAreInNameOrder() {
        let report = ChangeReport(changes: ["a", "b", "c"].map { Self.change($0, .search, modified: ["Zed", "Alpha"]) })

        #expect(report.interactions.map(\.type) == ["Alpha", "Zed"])
    }

    @Test func aScreenWithMoreThanHalfOfTheChangesCrowdsThemButExactlyHalfDoesNot() {
        let crowded = ChangeReport(changes: [
            Self.change("a", .search, modified: []), Self.change("b", .search, modified: []), Self.change("c", .card, modified: []),
        ])
        let half = ChangeReport(changes: [
            Self.change("a", .search, modified: []), Self.change("b", .search, modified: []),
            Self.change("c", .card, modified: []), Self.change("d", .board, modified: []),
        ])

        // 2 of 3 is more than half; 2 of 4 is half, not more.
        #expect(crowded.crowdedScreen == .init(screen: .search, changes: ["a", "b"]))
        #expect(half.crowdedScreen == nil)
        #expect(half.coverage == [
            .init(screen: .search, changes: ["a", "b"]), .init(screen: .song, changes: []),
            .init(screen: .board, changes: ["d"]), .init(screen: .card, changes: ["c"]),
        ])
        #expect(ChangesText.coverage(half) == "Changes per screen: search 2, song 0, board 1, card 1; no screen holds more than half of them.")
    }

    @Test func theJSONCarriesTheScreenTheInteractionsAndTheCoverageAndReadsBack() throws {
        let report = ChangeReport(changes: ["a", "b", "c"].map { Self.change($0, .song, modified: ["List"]) })

        let json = ChangesText.json(report)

        #expect(json.contains(#""screen" : "song""#))
        #expect(json.contains(#""type" : "List""#))
        #expect(json.contains(#""coverage" : ["#))
        #expect(!json.contains("saamRatio"))
        #expect(try JSONDecoder().decode(ChangeReport.self, from: Data(json.utf8)) == report)
    }

    @Test func theTextSaysEachPatchsTypesLinesRolesAndFilesThenTheInteractionsAndTheScreens() {
        let cost = PatchCost(appFiles: NewAndModified(new: ["N.swift"], modified: ["M.swift"]), testFiles: NewAndModified(modified: ["T.swift"]),
                             roles: NewAndModified(new: ["Stores"], modified: ["Views"]), types: NewAndModified(new: ["N"], modified: ["M", "List"]),
                             app: ChangedLines(code: LineCount(added: 20, removed: 3), comments: LineCount(added: 4), blank: LineCount(added: 2)),
                             tests: ChangedLines(code: LineCount(added: 9, removed: 1), comments: LineCount(added: 5)))
        let report = ChangeReport(changes: ["a", "b", "c"].map { id in
            .init(id: id, title: id, screen: .search, architectures: [.init(architecture: "mvc", cost: cost)])
        })

        let lines = ChangesText.text(report).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

        #expect(ChangesText.rows(report)[0] == ["a", "mvc", "3 (1 new)", "+20 −3", "+4 −0, +2 −0", "2 (1 new: Stores)", "2 (1 new)", "1", "+9 −1", "✓"])
        #expect(lines.contains("Types touched by 3 or more of the 3 changes (SAAM's scenario interaction):"))
        #expect(lines.contains("  mvc: List, 3 of 3: a, b, c"))
        #expect(lines.contains("  mvc: M, 3 of 3: a, b, c"))
        #expect(lines.contains("Changes per screen: search 3, song 0, board 0, card 0; search holds more than half of them, so they do not cover the app evenly."))
        #expect(lines.contains("3 changes × 1 architecture: every patched build agrees on every scenario"))
    }

    @Test func anArchitectureNotMeasuredFailsNoChangeAndIsSaidSoInTheTableAndTheSummary() throws {
        let report = ChangeReport(changes: [
            .init(id: "a", title: "a", screen: .search, architectures: [
                .init(architecture: "mvc", cost: PatchCost()), .notMeasured("copy"),
            ]),
        ])

        #expect(report.passes)
        #expect(report.notMeasured == ["copy"])
        #expect(ChangesText.rows(report)[1] == ["a", "copy", "", "", "", "", "", "", "", "not measured"])
        #expect(ChangesText.summary(report)
            == "1 change × 2 architectures: every patched build agrees on every scenario; not measured (no patch in any change): copy")
        // A measured architecture with no cost still fails.
        let failing = ChangeReport(changes: [.init(id: "a", title: "a", screen: .search, architectures: [.init(architecture: "mvc")])])
        #expect(!failing.passes && failing.notMeasured.isEmpty)
    }

    @Test func onlyAnUnmeasuredArchitectureWritesMeasuredInTheJSONAndItReadsBack() throws {
        let report = ChangeReport(changes: [
            .init(id: "a", title: "a", screen: .search, architectures: [.init(architecture: "mvc", cost: PatchCost()), .notMeasured("copy")]),
        ])

        let json = ChangesText.json(report)

        #expect(json.components(separatedBy: #""measured" : false"#).count == 2)
        #expect(!json.contains(#""measured" : true"#))
        #expect(try JSONDecoder().decode(ChangeReport.self, from: Data(json.utf8)) == report)
    }

    @Test func theReportListsAnArchitectureTheDataHasNoResultForAsNotMeasured() {
        let report = ChangeReport(changes: [Self.change("a", .search, modified: []), Self.change("b", .card, modified: [])])

        let listed = report.including(["mvc", "copy"])

        #expect(listed.changes.map { $0.architectures.map(\.architecture) } == [["mvc", "copy"], ["mvc", "copy"]])
        #expect(listed.changes.allSatisfy { $0.architectures[1] == .notMeasured("copy") })
        #expect(report.including(["mvc"]) == report)
    }
}
