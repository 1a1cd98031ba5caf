import Diagnostics
import ScenarioLanguage
import Testing
import WorkbenchTestKit

struct TypedScenarioTests {
    @Test func eachLineIsReadAsAFileWouldReadIt() throws {
        var typed = TypedScenario(name: "Typed", file: "typed.scenario")

        let given = try typed.read("given limit 5   # a comment")
        let blank = try typed.read("")
        let launch = try typed.read("launch flights")
        let step = try typed.read("wait 2s")

        guard case let .declaration(text) = given else { Issue.record("expected a declaration, read \(given)"); return }
        #expect(text == "given limit 5")
        guard case .nothing = blank, case .launch(.flights) = launch, case let .step(wait) = step else {
            Issue.record("read \(blank), \(launch), \(step)")
            return
        }
        #expect(wait.action == .wait(.seconds(2)))
        #expect(wait.location == SourceLocation(line: 4, column: 1))
        let scenario = try typed.scenario()
        #expect(scenario.name == "Typed")
        #expect(scenario.setup.limit == 5)
        #expect(scenario.steps.count == 1)
    }

    @Test func aLineWithAFaultIsLocatedAndChangesNothing() throws {
        var typed = TypedScenario(name: "Typed", file: "typed.scenario")
        _ = try typed.read("given limit 7")

        #expect(throws: SourceDiagnostic.self) { try typed.read("given limit 0") }
        #expect(throws: SourceDiagnostic.self) { try typed.read("launch search extra") }
        let error = #expect(throws: SourceDiagnostic.self) { try typed.read("wiat 1s") }

        // The fourth typed line, column 1; nothing of the refused lines was kept.
        #expect(error?.location == SourceLocation(line: 4, column: 1))
        #expect(error?.message == "unknown statement \"wiat\"; did you mean \"wait\"?")
        #expect(!typed.isLaunched)
        _ = try typed.read("launch search")
        #expect(try typed.scenario().setup.limit == 7)
    }

    @Test func aSessionLaunchesByItselfWithoutALine() throws {
        var typed = TypedScenario(name: "Typed", file: "typed.scenario")
        #expect(TypedScenario.beginsAStep("type search.term \"a\""))
        #expect(TypedScenario.beginsAStep("  wait 1s"))
        #expect(!TypedScenario.beginsAStep("given limit 5"))
        #expect(!TypedScenario.beginsAStep("fail next search"))
        #expect(!TypedScenario.beginsAStep(""))

        typed.launch(.search)
        let step = try typed.read("back")

        guard case let .step(back) = step else { Issue.record("read \(step)"); return }
        #expect(back.location.line == 1)
        #expect(try typed.scenario().launch == .search)
    }

    @Test func anExpectationIsWrittenAsTheParserReadsIt() throws {
        let expectations: [ScenarioLanguage.Expectation] = [
            .screen("song"),
            .text(element: "search.status", "Searching for \u{201C}a \"b\" \\ c\u{201D}\u{2026}"),
            .text(element: "song.album", ""),
            .text(element: "search.term", "line\nbreak\ttab"),
            .count(element: "search.results", 12),
            .row(element: "search.results", row: 3, field: .subtitle, "Ann — First"),
            .row(element: "search.results", row: 0, field: .artwork, nil),
            .absent(element: "song.explicit"),
            .requests(.artwork, 4),
        ]

        #expect(expectations[1].statement == "expect search.status \"Searching for \u{201C}a \\\"b\\\" \\\\ c\u{201D}\u{2026}\"")
        #expect(expectations[3].statement == "expect search.term \"line\\nbreak\\ttab\"")
        #expect(expectations[6].statement == "expect search.results[0].artwork none")
        var typed = TypedScenario(name: "Round trip", file: "typed.scenario")
        typed.launch(.search)
        for expectation in expectations {
            guard case let .step(step) = try typed.read(expectation.statement) else { Issue.record("not a step"); continue }
            #expect(step.action == .expect(expectation))
        }
    }
}
