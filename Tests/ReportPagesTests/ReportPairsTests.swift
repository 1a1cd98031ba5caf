@testable import Harness
@testable import Metrics
@testable import ReportPages
import Reports
import Testing

/// A pair of the "Two by two" section, from a diff made by hand.
struct ReportPairsTests {
    /// Three architectures with nothing told apart but their names, for the pairs' changes.
    static let report: TeachingReport = {
        let ids = ["a", "b", "c"]
        let entries = ids.map { id in
            TeachingReport.ArchitectureEntry(id: id, name: id.uppercased(), summary: "", seedTitle: "", seedAuthor: "", seedURL: "",
                                             isBaseline: false, sourceFolder: "Sources/\(id)", searchPath: nil)
        }
        let coupling = ids.map { ArchitectureCoupling(id: $0, name: $0.uppercased(), sourceFolder: "Sources/\($0)") }
        return TeachingReport(architectures: entries, scenarios: [], concerns: [], coupling: CouplingReport(architectures: coupling),
                              work: ids.map { _ in WorkCounts() }, summary: "", allAgree: true)
    }()

    @Test func aSideWithNoPatchInAnyChangeIsNotMeasuredAndOneWhosePatchFailedIs() throws {
        // A's patch did not apply; B has none in any change; C is not in the data at all.
        let changes = ChangeReport(changes: [.init(id: "x", title: "X", screen: .search, architectures: [
            .init(architecture: "a", problems: ["a.patch does not apply"]), .notMeasured("b"),
        ])])

        let ab = try #require(PairDiff(Self.report, left: "a", right: "b", changes: changes))
        let ac = try #require(PairDiff(Self.report, left: "a", right: "c", changes: changes))

        #expect(ab.changes == [.init(id: "x", title: "X", left: nil, right: nil, leftMeasured: true, rightMeasured: false)])
        #expect(ac.changes.map(\.rightMeasured) == [false])
        #expect(ReportPairs.tables(ab).summary.last == ["Change `x`", "did not apply", "not measured", ""])
    }

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
                .init(concern: Concern.all[3], left: [excerpt], right: [excerpt], work: [.init(counter: .objectsAlive, left: 124, right: 130)]),
            ]
        )
        diff.changes = [
            .init(id: "x", title: "X", left: .init(roles: .init(modified: ["Views"]), types: 2, files: 1, code: LineCount(added: 3, removed: 1)), right: nil),
            .init(id: "y", title: "Y", left: .init(roles: .init(), types: 0, files: 1, code: LineCount()), right: nil),
            .init(id: "z", title: "Z", left: .init(roles: .init(new: ["Stores"], modified: ["Models", "Views"]), types: 1, files: 4, code: LineCount(added: 9)),
                  right: .init(roles: .init(new: ["Stores"]), types: 1, files: 2, code: LineCount(added: 7))),
            .init(id: "w", title: "W", left: .init(roles: .init(modified: ["Views"]), types: 1, files: 1, code: LineCount(added: 2)), right: nil,
                  rightMeasured: false),
        ]
        let (summary, concerns) = ReportPairs.tables(diff)

        #expect(summary == [
            ["Roles", "Models, Views", "Views", ""],
            // 2 / 1 and 10 / 4, each larger on A's side.
            ["roles", "2", "1", "×2.00 in A"],
            ["cells configured, every scenario", "10", "4", "×2.50 in A"],
            ["Change `x`", "1 role (Views), 2 types, 1 file, code +3 −1", "did not apply", ""],
            // A change that touches tests only names no role.
            ["Change `y`", "0 roles, 0 types, 1 file, code +0 −0", "did not apply", ""],
            // The roles a patch creates are named apart.
            ["Change `z`", "3 roles (Models, Views; new: Stores), 1 type, 4 files, code +9 −0", "1 role (new: Stores), 1 type, 2 files, code +7 −0", ""],
            // A side with no patch in any change was never tried: it is not measured, not failed.
            ["Change `w`", "1 role (Views), 1 type, 1 file, code +2 −0", "not measured", ""],
        ])
        #expect(concerns == [
            // 5 / 3 = 1.67.
            ["Debounce", "Models, 14 lines", "no marker", "widget property writes 3 → 5 (×1.67 in B)"],
            // Latest wins counts only the writes to its widget.
            ["Latest wins", "no marker", "no marker", "writes to its widgets 2 → 4 (×2.00 in B)"],
            ["Flight-card formatting", "no marker", "no marker", "not run"],
            // 130 is 4.6% over 124.
            ["Navigation to a detail", "Models, 7 lines", "the same code", "most objects alive after a step 124 → 130 (about the same)"],
        ])
    }

    @Test func aPairKeepsTheConcernsWidgetsWhoseWritesDifferAndSeesTheSameCode() throws {
        let code = Excerpt(file: "Sources/A/Models/X.swift", line: 3, endLine: 4, role: "Models", code: "let a = 1", nloc: 1)
        let moved = Excerpt(file: "Sources/B/Models/X.swift", line: 9, endLine: 10, role: "Models", code: "let a = 1", nloc: 1)
        let report = TeachingReport(
            architectures: [ReportFindingsTests.entry("a", "A"), ReportFindingsTests.entry("b", "B")], scenarios: [],
            concerns: [.init(concern: Concern.all[1], implementations: [
                .init(architectureID: "a", excerpts: [code], work: WorkCounts(writes: 12),
                      writesByWidget: ["search.status": .init(writes: 2), "search.results[].title": .init(writes: 10)]),
                .init(architectureID: "b", excerpts: [moved], work: WorkCounts(writes: 32),
                      writesByWidget: ["search.status": .init(writes: 2), "search.results[].title": .init(writes: 20, equalWrites: 10),
                                       "search.results[].artwork": .init(writes: 10)]),
            ], widgets: ["search.status", "search.results[]"])],
            coupling: CouplingReport(architectures: [ReportFindingsTests.coupling("a", "A", nloc: 1, roles: 1),
                                                     ReportFindingsTests.coupling("b", "B", nloc: 1, roles: 1)]),
            work: [WorkCounts(), WorkCounts()], summary: "", allAgree: true
        )
        let pair = try #require(PairDiff(report, left: "a", right: "b")?.concerns.first)

        // The same code at another place is the same code; search.status's equal writes are left out.
        #expect(pair.sameCode)
        #expect(pair.widgetWrites == [
            .init(widget: "search.results[].artwork", left: .init(), right: .init(writes: 10)),
            .init(widget: "search.results[].title", left: .init(writes: 10), right: .init(writes: 20, equalWrites: 10)),
        ])
        #expect(pair.work == [.init(counter: .writes, left: 12, right: 32)])
    }

    @Test func aSideWithNoPatchOrAddedSinceTheChangesRanIsNotMeasuredAndAFailedPatchDidNotApply() throws {
        let report = TeachingReport(
            architectures: [ReportFindingsTests.entry("a", "A"), ReportFindingsTests.entry("b", "B")], scenarios: [], concerns: [],
            coupling: CouplingReport(architectures: [ReportFindingsTests.coupling("a", "A", nloc: 1, roles: 1),
                                                     ReportFindingsTests.coupling("b", "B", nloc: 1, roles: 1)]),
            work: [WorkCounts(), WorkCounts()], summary: "", allAgree: true
        )
        let cost = PatchCost(roles: NewAndModified(modified: ["Views"]), app: ChangedLines(code: LineCount(added: 2)))
        let changes = ChangeReport(changes: [
            // B has no patch: not measured. A's patch did not apply: no cost.
            .init(id: "x", title: "X", screen: .search, architectures: [.init(architecture: "a"), .notMeasured("b")]),
            // B was added after the changes ran: no result at all.
            .init(id: "y", title: "Y", screen: .search, architectures: [.init(architecture: "a", cost: cost)]),
        ])
        let diff = try #require(PairDiff(report, left: "a", right: "b", changes: changes))

        #expect(ReportPairs.tables(diff).summary.filter { $0[0].hasPrefix("Change") } == [
            ["Change `x`", "did not apply", "not measured", ""],
            ["Change `y`", "1 role (Views), 0 types, 0 files, code +2 −0", "not measured", ""],
        ])
    }
}
