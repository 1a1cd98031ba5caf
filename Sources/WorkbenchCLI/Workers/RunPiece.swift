import Harness

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
struct RunPieces {
    private var steps: [String: [StepRecord]] = [:]
    private var texts: [String: [SnapshotDigest: String]] = [:]

    mutating func add(_ piece: RunPiece) {
        steps[piece.architectureID, default: []] += piece.steps
        texts[piece.architectureID, default: [:]].merge(piece.texts) { first, _ in first }
    }

    /// `outcome` with each run that pieces came for whole again.
    func filling(_ outcome: ScenarioOutcome) -> ScenarioOutcome {
        outcome.replacingRuns { run in
            guard steps[run.architectureID] != nil || texts[run.architectureID] != nil else { return run }
            return run.with(steps: steps[run.architectureID] ?? [], snapshotTexts: texts[run.architectureID] ?? [:])
        }
    }
}
