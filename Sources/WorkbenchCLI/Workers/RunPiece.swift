import Harness
import ScenarioLanguage

/// Part of one run of a worker's answer: some of its step records or of its screens' texts,
/// sent ahead of the answer, which then carries the run without them. A run of 100,000 steps
/// as one line of JSON would take the worker and its parent hundreds of megabytes to write and
/// to read; pieces of a thousand take a few.
struct RunPiece: Codable, Equatable {
    let architectureID: String
    let steps: [StepRecord]
    let texts: [SnapshotDigest: String]

    /// How many records, or texts, a piece holds at most.
    static let size = 1_000

    /// `run`'s records and texts in pieces, records first, in order.
    static func pieces(of run: ArchitectureRun) -> [RunPiece] {
        let steps = stride(from: 0, to: run.steps.count, by: size).map { start in
            RunPiece(architectureID: run.architectureID, steps: Array(run.steps[start..<min(start + size, run.steps.count)]), texts: [:])
        }
        let texts = run.snapshotTexts.map { ($0.key, $0.value) }
        return steps + stride(from: 0, to: texts.count, by: size).map { start in
            RunPiece(architectureID: run.architectureID, steps: [],
                     texts: Dictionary(uniqueKeysWithValues: texts[start..<min(start + size, texts.count)]))
        }
    }

    /// `outcome` as it goes after its pieces: each run without its records and texts.
    static func stripped(_ outcome: ScenarioOutcome) -> ScenarioOutcome {
        outcome.replacingRuns { $0.with(steps: [], snapshotTexts: [:]) }
    }
}

/// The pieces a worker sent ahead of its answer, gathered by run until the answer comes.
///
/// A run of 100,000 steps each showing a new screen is 100,000 records and texts for each
/// architecture. So what a piece brings is not kept as read: a record takes its statement
/// from the scenario, which holds it already, rather than a copy of its own, and a text goes
/// into one table for the scenario's runs unless it is there, so the runs that agree hold one
/// copy of each screen and one table (``ArchitectureRun/snapshotTexts``).
struct RunPieces {
    private var steps: [String: [StepRecord]] = [:]
    private var sentTexts: Set<String> = []

    /// Adds `piece` of a run of `scenario`, its texts into `texts`.
    mutating func add(_ piece: RunPiece, of scenario: Scenario, texts: inout [SnapshotDigest: String]) {
        if !piece.steps.isEmpty {
            // The records come in order, and at most one for `launch` and each step.
            steps[piece.architectureID, default: []].reserveCapacity(scenario.steps.count + 1)
            steps[piece.architectureID]!.append(contentsOf: piece.steps.map { $0.withStatement(of: scenario) })
        }
        if !piece.texts.isEmpty { sentTexts.insert(piece.architectureID) }
        for (digest, text) in piece.texts where texts[digest] == nil {
            texts[digest] = text
        }
    }

    /// `outcome` with each run that pieces came for whole again, its texts in `texts`.
    func filling(_ outcome: ScenarioOutcome, texts: [SnapshotDigest: String]) -> ScenarioOutcome {
        outcome.replacingRuns { run in
            guard steps[run.architectureID] != nil || sentTexts.contains(run.architectureID) else { return run }
            return run.with(steps: steps[run.architectureID] ?? [], snapshotTexts: texts)
        }
    }
}

private extension StepRecord {
    /// The record with the statement `scenario` holds for its step in place of its own copy.
    func withStatement(of scenario: Scenario) -> StepRecord {
        let statement = index == 0 ? self.statement
            : scenario.steps.indices.contains(index - 1) ? scenario.steps[index - 1].statement : self.statement
        return StepRecord(index: index, location: location, statement: statement, snapshotDigest: snapshotDigest, failures: failures,
                          time: time, work: work)
    }
}
