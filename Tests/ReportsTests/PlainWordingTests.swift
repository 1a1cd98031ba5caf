@testable import Harness
import HeadlessUI
@testable import Reports
import Testing

/// The one plain wording of every step problem, as the terminal and Markdown show it.
struct PlainWordingTests {
    static let problems: [(problem: StepProblem, text: String)] = [
        (.expectation(expected: .screen("song"), found: .screen("search")),
         "expected screen \"song\", found screen \"search\""),
        (.expectation(expected: .text(element: "search.status", "3 songs"), found: .text("4 songs")),
         "expected search.status \"3 songs\", found \"4 songs\""),
        (.expectation(expected: .count(element: "search.results", 3), found: .count(4)),
         "expected search.results count 3, found 4"),
        (.expectation(expected: .row(element: "search.results", row: 0, field: .title, "Let It Be"), found: .rowField("Hey Jude")),
         "expected search.results[0].title \"Let It Be\", found \"Hey Jude\""),
        (.expectation(expected: .row(element: "search.results", row: 2, field: .artwork, nil), found: .rowField("https://a/1.jpg")),
         "expected search.results[2].artwork none, found \"https://a/1.jpg\""),
        (.expectation(expected: .row(element: "search.results", row: 2, field: .artwork, "https://a/1.jpg"), found: .rowField(nil)),
         "expected search.results[2].artwork \"https://a/1.jpg\", found none"),
        (.expectation(expected: .absent(element: "song.explicit"), found: .shownElement(kind: "label")),
         "expected no song.explicit, but it is shown: label"),
        (.expectation(expected: .requests(.search, 1), found: .requests(2)),
         "expected 1 search request, found 2"),
        (.expectation(expected: .requests(.artwork, 2), found: .requests(1)),
         "expected 2 artwork requests, found 1"),
        (.expectation(expected: .text(element: "search.statsu", "3 songs"),
                      found: .unreadable(.noSuchElement(id: "search.statsu", screen: "search", suggestions: ["search.status"]))),
         "expected search.statsu \"3 songs\", but no element \"search.statsu\" on screen \"search\"; did you mean \"search.status\"?"),
        (.leak(.screen(ScreenLeak(screenID: "song", controllerType: "SongViewController", views: []))),
         "screen \"song\" was popped but its SongViewController is still alive"),
        (.leak(.screen(ScreenLeak(screenID: "song", controllerType: nil, views: [ViewCount(kind: "Label", count: 1)]))),
         "screen \"song\" was popped and its view controller released, but 1 view (Label) stayed alive"),
        (.leak(.supportObjects(SupportObjectLeak(architecture: "Binder", before: 4, now: 5))),
         "1 Binder support object is still alive after the screen was popped (4 before it was pushed, 5 now)"),
        (.driver(.rowNotVisible(id: "search.results", row: 12, visible: 0..<10)),
         "row 12 of \"search.results\" is not visible (visible rows are 0…9)"),
        (.runaway(taskLimit: 100_000),
         "the main queue still had work after 100,000 tasks; something keeps rescheduling itself"),
        (.crash(.signal(6), lastStepReached: 0),
         "crashed with signal 6 (SIGABRT) at step 0"),
        (.crash(.signal(64), lastStepReached: 2),
         "crashed with signal 64 at step 2"),
        (.crash(.exitStatus(1), lastStepReached: 3),
         "exited with status 1 at step 3 without answering"),
        (.crash(.noProgress(seconds: 120), lastStepReached: 4),
         "made no progress for 120 s at step 4 and was stopped"),
    ]

    @Test(arguments: problems)
    func eachProblemIsWordedWithItsData(problem: StepProblem, text: String) {
        #expect(PlainWording.failure(problem) == text)
    }
}
