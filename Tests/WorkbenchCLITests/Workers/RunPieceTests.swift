import Foundation
import Harness
import MVC
import ScenarioLanguage
import Testing
import WorkbenchTestKit
@testable import WorkbenchCLI

/// A run's records and texts cross between processes in pieces of a thousand, ahead of the
/// answer, and are put back whole.
@MainActor
struct RunPieceTests {
    /// 2,500 steps of a screen that changes at every step: 2,501 records, as many texts.
    private func longRun() throws -> ScenarioOutcome {
        let steps = (0..<2_500).map { "replace search.term \"t\($0)\"" }.joined(separator: "\n")
        let long = try scenario("scenario \"Long\"\nlaunch search\n" + steps + "\n")
        return Comparison.compare(long, architectures: [MVCArchitecture()], fixtures: FixtureStore(), keeping: .everyStep)
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
        var gathered = RunPieces()
        for piece in outcome.runs.flatMap(RunPiece.pieces(of:)) {
            let line = try WorkerMessage.piece(piece).line()
            guard case let .piece(read) = try WorkerMessage(line: line.dropLast()) else { Issue.record("not a piece"); return }
            gathered.add(read)
        }
        let stripped = RunPiece.stripped(outcome)
        #expect(stripped.runs.allSatisfy { $0.steps.isEmpty && $0.snapshotTexts.isEmpty })

        // Compared whole, but said short: the outcome is thousands of records long.
        let whole = gathered.filling(stripped)
        #expect(whole.runs.map(\.steps.count) == [2_501] && whole.runs.map(\.snapshotTexts.count) == [2_501])
        let same = whole == outcome
        #expect(same, "the records and texts put back are the run's own")
    }
}
