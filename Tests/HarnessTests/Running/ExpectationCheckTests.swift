import Diagnostics
@testable import Harness
import HeadlessUI
import MVC
import ScenarioLanguage
import Testing
import WorkbenchTestKit

@MainActor
struct ExpectationCheckTests {
    /// The problems of a run of MVC that types "hey", waits for the 4 songs, and then checks
    /// `expectations`, one a line from line 5.
    private func problems(_ expectations: String) throws -> [StepProblem] {
        let parsed = try scenario("scenario \"Looks\"\nlaunch search\ntype search.term \"hey\"\nwait 530ms\n" + expectations)
        let run = ScenarioRunner.run(try ScenarioRunner.prepare(parsed, fixtures: FixtureStore()), on: MVCArchitecture())
        return run.failures.map(\.problem)
    }

    @Test func aMissCarriesWhatWasExpectedAndWhatWasFound() throws {
        let problems = try problems("""
            expect screen song
            expect search.status "3 songs"
            expect search.results count 3
            expect search.results[0].title "Let It Be"
            expect search.results[0].artwork "https://example.com/a.jpg"
            expect requests search 2
            """)

        #expect(problems == [
            .expectation(expected: .screen("song"), found: .screen("search")),
            .expectation(expected: .text(element: "search.status", "3 songs"), found: .text("4 songs")),
            .expectation(expected: .count(element: "search.results", 3), found: .count(4)),
            .expectation(expected: .row(element: "search.results", row: 0, field: .title, "Let It Be"), found: .rowField("Hey Jude")),
            .expectation(expected: .row(element: "search.results", row: 0, field: .artwork, "https://example.com/a.jpg"), found: .rowField(nil)),
            .expectation(expected: .requests(.search, 2), found: .requests(1)),
        ])
    }

    @Test func anElementThatShouldBeAbsentIsFoundByItsKind() throws {
        #expect(try problems("expect no search.status\n") == [
            .expectation(expected: .absent(element: "search.status"), found: .shownElement(kind: "label")),
        ])
    }

    @Test func anElementThatCannotBeReadIsFoundAsTheDriversError() throws {
        #expect(try problems("expect search.statsu \"4 songs\"\n") == [
            .expectation(expected: .text(element: "search.statsu", "4 songs"),
                         found: .unreadable(.noSuchElement(id: "search.statsu", screen: "search", suggestions: ["search.status"]))),
        ])
    }

    @Test func aMissIsPlacedAtItsStatement() throws {
        let parsed = try scenario("scenario \"Looks\"\nlaunch search\n\nexpect screen song\n")
        let run = ScenarioRunner.run(try ScenarioRunner.prepare(parsed, fixtures: FixtureStore()), on: MVCArchitecture())

        #expect(run.failures.map(\.location) == [SourceLocation(line: 4, column: 1)])
        #expect(run.failures.map(\.kind) == [.expectation])
    }
}
