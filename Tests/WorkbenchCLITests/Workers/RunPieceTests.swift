import Foundation
import Harness
import ArchitectureKit
import MVC
import ScenarioLanguage
import Testing
import Workbench
import WorkbenchTestKit
@testable import WorkbenchCLI

/// A run's records and texts cross between processes in pieces of a thousand, ahead of the
/// answer, and are put back whole.
@MainActor
struct RunPieceTests {
    /// 2,500 steps of a screen that changes at every step: 2,501 records, as many texts.
    private func longScenario() throws -> Scenario {
        let steps = (0..<2_500).map { "replace search.term \"t\($0)\"" }.joined(separator: "\n")
        return try scenario("scenario \"Long\"\nlaunch search\n" + steps + "\n")
    }

    private func longRun(on architectures: [any Architecture] = [MVCArchitecture()]) throws -> ScenarioOutcome {
        Comparison.compare(try longScenario(), architectures: architectures, fixtures: FixtureStore(), keeping: .everyStep)
    }

    /// The pieces of `outcome`'s runs, each sent as a worker sends it and read back.
    private func gathered(_ outcome: ScenarioOutcome, of scenario: Scenario, texts: inout [SnapshotDigest: String]) throws -> RunPieces {
        var gathered = RunPieces()
        for piece in outcome.runs.flatMap(RunPiece.pieces(of:)) {
            let line = try WorkerMessage.piece(piece).line()
            guard case let .piece(read) = try WorkerMessage(line: line.dropLast()) else {
                Issue.record("not a piece")
                break
            }
            gathered.add(read, of: scenario, texts: &texts)
        }
        return gathered
    }

    @Test func aRunGoesInPiecesOfAThousandRecordsThenAThousandTexts() throws {
        let run = try #require(try longRun().runs.first)
        #expect(run.steps.count == 2_501 && run.snapshotTexts.count == 2_501, "the run has a screen at every step")

        let pieces = RunPiece.pieces(of: run)

        // 2,501 records: 1,000, 1,000 and 501; then the texts the same way.
        #expect(pieces.map(\.steps.count) == [1_000, 1_000, 501, 0, 0, 0])
        #expect(pieces.map(\.texts.count) == [0, 0, 0, 1_000, 1_000, 501])
    }

    @Test func theAnswerAfterItsPiecesReadsBackAsTheWholeOutcome() throws {
        let outcome = try longRun()
        var texts: [SnapshotDigest: String] = [:]
        let gathered = try gathered(outcome, of: try longScenario(), texts: &texts)
        let stripped = RunPiece.stripped(outcome)
        #expect(stripped.runs.allSatisfy { $0.steps.isEmpty && $0.snapshotTexts.isEmpty })

        // Compared whole, but said short: the outcome is thousands of records long.
        let whole = gathered.filling(stripped, texts: texts)
        #expect(whole.runs.map(\.steps.count) == [2_501] && whole.runs.map(\.snapshotTexts.count) == [2_501])
        let same = whole == outcome
        #expect(same, "the records and texts put back are the run's own")
    }

    @Test func runsReadBackShareOneTableOfTextsAndTheScenariosStatements() throws {
        let scenario = try longScenario()
        let twoArchitectures = Array(ArchitectureRegistry.all.prefix(2))
        let outcome = Comparison.compare(scenario, architectures: twoArchitectures, fixtures: FixtureStore(), keeping: .everyStep)
        var texts: [SnapshotDigest: String] = [:]

        let whole = try gathered(outcome, of: scenario, texts: &texts).filling(RunPiece.stripped(outcome), texts: texts)

        // The two architectures show the same 2,501 screens: one table of 2,501 texts.
        #expect(texts.count == 2_501)
        #expect(whole.runs.map(\.snapshotTexts.count) == [2_501, 2_501])
        #expect(whole.runs[0].snapshotTexts == whole.runs[1].snapshotTexts)
        // Step 7 is the scenario's seventh statement; each run's record holds its very bytes.
        let statement = scenario.steps[6].statement
        #expect(statement == "replace search.term \"t6\"")
        for run in whole.runs {
            #expect(run.steps[7].statement == statement)
            #expect(storage(of: run.steps[7].statement) == storage(of: statement), "\(run.architectureID)")
        }
    }

    /// Where a text's bytes are: two texts that share their storage have the same.
    private func storage(of text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }
}
