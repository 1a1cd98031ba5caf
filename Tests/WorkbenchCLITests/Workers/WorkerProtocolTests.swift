import Foundation
import Harness
import MVC
import ScenarioLanguage
import Testing
import WorkbenchTestKit
@testable import WorkbenchCLI

/// The lines a worker writes read back as the messages they were written from.
@MainActor
struct WorkerProtocolTests {
    @Test func aStepReachedIsAFewPlainBytes() throws {
        let line = try WorkerMessage.reached(architectureID: "mvb", step: 4).line()

        #expect(line == Array("S mvb 4\n".utf8))
        #expect(try WorkerMessage(line: line.dropLast()) == .reached(architectureID: "mvb", step: 4))
    }

    @Test func aStepReachedReadsBackItsArchitectureAndAStepOfManyDigits() throws {
        #expect(try WorkerMessage(line: ArraySlice(Array("S binder 10407".utf8))) == .reached(architectureID: "binder", step: 10407))
        #expect(try WorkerMessage(line: ArraySlice(Array("S mvc 0".utf8))) == .reached(architectureID: "mvc", step: 0))
    }

    @Test func preparingAndStillLoadingAreOneLetterEach() throws {
        #expect(try WorkerMessage.preparing.line() == Array("P\n".utf8))
        #expect(try WorkerMessage.loading.line() == Array("L\n".utf8))
        #expect(try WorkerMessage(line: ArraySlice(Array("P".utf8))) == .preparing)
        #expect(try WorkerMessage(line: ArraySlice(Array("L".utf8))) == .loading)
    }

    @Test func anOutcomeReadsBackEqualWithItsFailuresAndDivergence() throws {
        let typing = try scenario("""
            scenario "Typing"
            launch search
            type search.term "hey"
            wait 530ms
            expect search.status "3 songs"
            """)
        let outcome = Comparison.compare(typing, architectures: [MVCArchitecture(), SlowerSearchMVC()], fixtures: FixtureStore())
        #expect(outcome.divergence != nil && !outcome.runs[1].failures.isEmpty, "the outcome has something to carry")

        let line = try WorkerMessage.outcome(outcome).line()

        #expect(line.last == WorkerMessage.newline && line.dropLast().firstIndex(of: WorkerMessage.newline) == nil)
        #expect(try WorkerMessage(line: line.dropLast()) == .outcome(outcome))
    }

    @Test(arguments: ["", "S", "S mvb", "S mvb four", "S mvb 4 5", "S  4", "S mvb ", "X mvb 4", "O {\"file\":1}", "P ", "L mvb", "PL"])
    func aLineNoWorkerWritesIsAnError(line: String) {
        #expect(throws: WorkerProtocolError.self) { try WorkerMessage(line: ArraySlice(Array(line.utf8))) }
    }

    @Test(arguments: [
        ("S mvb 4", "S mvb 5", true),
        ("S mvb 4", "S mvb 4", true),
        ("S binder 9", "S binder 10407", true),
        ("S mvb 4", "S mvc 5", false),
        ("S mvb 4", "S mvbx 5", false),
        ("S mvbx 4", "S mvb 5", false),
        ("S mvb 4", "S mvb", false),
        ("S mvb 4", "O 0:x", false),
        ("S mvb 4", "P", false),
        ("P", "S mvb 1", false),
        // A malformed step is read, and refused, whatever follows it.
        ("S mvb four", "S mvb 5", false),
        ("S mvb ", "S mvb 5", false),
        ("S  4", "S  5", false),
    ])
    func aStepIsSupersededOnlyByALaterStepOfTheSameArchitecture(line: String, next: String, superseded: Bool) {
        #expect(WorkerMessage.isStep(ArraySlice(Array(line.utf8)), supersededBy: ArraySlice(Array(next.utf8))) == superseded)
    }

    @Test func aBrokenAnswerIsAnErrorThatSaysWhereItBreaks() {
        // The file's name is empty; the scenario's name has no length, at the answer's third byte.
        #expect(throws: WorkerProtocolError.malformedAnswer(CompactFormError(offset: 2, expected: "a text's length"), "O 0:x")) {
            try WorkerMessage(line: ArraySlice(Array("O 0:x".utf8)))
        }
    }

    @Test func aJobIsOneLineOfJSON() throws {
        let job = WorkerJob(file: "Scenarios/search/typing.scenario", suite: SuiteFolder(holding: "Scenarios"), architectureIDs: ["mvc", "mvb"],
                            detail: .everyStep)
        let data = try JSONEncoder().encode(job)

        #expect(!data.contains(WorkerMessage.newline))
        #expect(try JSONDecoder().decode(WorkerJob.self, from: data) == job)
    }
}
