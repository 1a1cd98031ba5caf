@testable import Metrics
@testable import ReportPages
import Reports
import Testing

/// A pair of the "Two by two" section, from a diff made by hand.
struct ReportPairsTests {
    @Test func aPairIsItsDifferingFiguresItsChangesAndWhereEachPutsEachConcern() {
        func side(_ id: String, _ name: String, roles: [String]) -> PairDiff.Side {
            .init(id: id, name: name, seedTitle: "", seedAuthor: "", sourceFolder: "", roles: roles.map { .init(name: $0, files: 1, nloc: 1) })
        }
        let excerpt = Excerpt(file: "F.swift", line: 1, endLine: 9, role: "Models", code: "", nloc: 7)
        var diff = PairDiff(
            left: side("a", "A", roles: ["Models", "Views"]), right: side("b", "B", roles: ["Views"]),
            figures: [.init(measure: .roles, left: 2, right: 1)],
            work: [.init(counter: .cellsConfigured, left: 10, right: 4)],
            concerns: [
                .init(concern: Concern.all[0], left: [excerpt, excerpt], right: [], work: [.init(counter: .writes, left: 3, right: 5)]),
                .init(concern: Concern.all[1], left: [], right: [], work: [.init(counter: .writes, left: 2, right: 4)], widgets: ["search.status"]),
                .init(concern: Concern.all[2], left: [], right: [], work: nil),
            ]
        )
        diff.changes = [
            .init(id: "x", title: "X", left: .init(rolesTouched: ["Views"], roles: 2, files: 1, app: LineCount(added: 3, removed: 1), tests: LineCount()), right: nil),
            .init(id: "y", title: "Y", left: .init(rolesTouched: [], roles: 2, files: 1, app: LineCount(), tests: LineCount(added: 5, removed: 0)), right: nil),
        ]
        let (summary, concerns) = ReportPairs.tables(diff)

        #expect(summary == [
            ["Roles", "Models, Views", "Views"],
            ["roles", "2", "1"],
            ["cells configured, every scenario", "10", "4"],
            ["Change `x`", "1/2 roles (Views), 1 file, app +3 −1", "did not apply"],
            // A change that touches tests only names no role.
            ["Change `y`", "0/2 roles, 1 file, app +0 −0", "did not apply"],
        ])
        #expect(concerns == [
            ["Debounce", "Models, 14 lines", "no marker", "widget property writes 3 → 5"],
            // Latest wins counts only the writes to its widget.
            ["Latest wins", "no marker", "no marker", "writes to its widgets 2 → 4"],
            ["Flight-card formatting", "no marker", "no marker", "not run"],
        ])
    }
}
