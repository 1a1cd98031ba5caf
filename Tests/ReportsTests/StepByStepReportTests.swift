@testable import Harness
@testable import Reports
import Testing

/// What `run` prints, step by step, from results made by hand.
struct StepByStepReportTests {
    private let report = StepByStepReport(trace: false, useColor: false)

    @Test func aFailingStepIsMarkedWhereItHappensAndItsFailureFollowsItsSnapshotOnce() {
        let typing = { (id: String) in
            HandMade.run(id, [
                HandMade.step(0, line: 2, "launch search"),
                HandMade.step(1, line: 3, "type search.term \"hey\""),
                HandMade.step(2, line: 5, "expect search.status \"3 songs\"", failures: [HandMade.statusMiss(found: "4 songs")]),
                HandMade.step(3, line: 6, "wait 100ms"),
            ])
        }
        let outcome = HandMade.outcome([typing("mvc"), typing("mvvm")], verdicts: ["mvc": .fail, "mvvm": .fail])

        #expect(report.render(outcome) == """
            scenario "Typing"  (Scenarios/search/typing.scenario)

            ── step 0  line 2: launch search
            screen search "Search"   stack: search

            ── step 1  line 3: type search.term "hey"
            screen search "Search"   stack: search

            ── step 2 ✗  line 5: expect search.status "3 songs"
            screen search "Search"   stack: search
            ✗ [mvc, mvvm] expectation: expected search.status "3 songs", found "4 songs"

            ── step 3  line 6: wait 100ms
            screen search "Search"   stack: search

            mvc fail, mvvm fail

            """)
    }

    @Test func theReportIsWrittenAStepAtATime() {
        let steps = (0...3).map { HandMade.step($0, line: $0 + 2, $0 == 0 ? "launch search" : "wait 1ms") }
        let outcome = HandMade.outcome([HandMade.run("mvc", steps)], verdicts: ["mvc": .pass])
        var pieces: [String] = []

        report.render(outcome) { pieces.append($0) }

        // The title, one piece a step, the verdicts.
        #expect(pieces.count == 6)
        #expect(pieces[1] == "\n── step 0  line 2: launch search\nscreen search \"Search\"   stack: search\n")
        #expect(pieces.joined() == report.render(outcome))
    }

    @Test func aDivergingStepIsMarkedAndItsDiffFollowsTheSides() {
        let searching = "screen search \"Search\"   stack: search\nsearch.status  label \"Searching\"\n"
        let found = "screen search \"Search\"   stack: search\nsearch.status  label \"4 songs\"\n"
        let divergence = Divergence(stepIndex: 1, location: .init(line: 3, column: 1), statement: "wait 530ms",
                                    sides: [.init(architectureIDs: ["mvc"], snapshot: found), .init(architectureIDs: ["slowmvc"], snapshot: searching)],
                                    diffs: [TextDiff.unified(found, searching, leftName: "mvc", rightName: "slowmvc")])
        let outcome = HandMade.outcome([
            HandMade.run("mvc", [HandMade.step(0, line: 2, "launch search"), HandMade.step(1, line: 3, "wait 530ms", snapshot: found)]),
            HandMade.run("slowmvc", [HandMade.step(0, line: 2, "launch search"), HandMade.step(1, line: 3, "wait 530ms", snapshot: searching)]),
        ], divergence: divergence, verdicts: ["mvc": .pass, "slowmvc": .diverged])

        #expect(report.render(outcome) == """
            scenario "Typing"  (Scenarios/search/typing.scenario)

            ── step 0  line 2: launch search
            screen search "Search"   stack: search

            ── step 1 ≠  line 3: wait 530ms
            [mvc]
            screen search "Search"   stack: search
            search.status  label "4 songs"
            [slowmvc]
            screen search "Search"   stack: search
            search.status  label "Searching"
              --- mvc
              +++ slowmvc
              @@
               screen search "Search"   stack: search
              -search.status  label "4 songs"
              +search.status  label "Searching"

            mvc pass, slowmvc diverged

            """)
    }
}

extension StepByStepReportTests {
    @Test func aCrashedRunShowsOnlyItsCrashAtItsStepAndTheOthersSnapshotsAsUsual() {
        let finished = HandMade.run("mvc", [
            HandMade.step(0, line: 2, "launch search"),
            HandMade.step(1, line: 3, "type search.term \"hey\""),
            HandMade.step(2, line: 4, "wait 530ms"),
        ])
        let crashed = ArchitectureRun(architectureID: "mvb", steps: [
            HandMade.step(1, line: 3, "type search.term \"hey\"", snapshot: "", failures: [.crash(.signal(11), lastStepReached: 1)]).record,
        ], stoppedEarly: true)
        let outcome = HandMade.outcome([finished, crashed], verdicts: ["mvc": .pass, "mvb": .crash])

        #expect(report.render(outcome) == """
            scenario "Typing"  (Scenarios/search/typing.scenario)

            ── step 0  line 2: launch search
            screen search "Search"   stack: search

            ── step 1 ✗  line 3: type search.term "hey"
            screen search "Search"   stack: search
            ✗ [mvb] crash: crashed with signal 11 (SIGSEGV) at step 1

            ── step 2  line 4: wait 530ms
            screen search "Search"   stack: search

            mvc pass, mvb crash

            """)
    }
}
