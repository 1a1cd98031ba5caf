import Diagnostics
import Domain
import ScenarioLanguage

/// How one scenario went across every architecture compared.
public struct ScenarioOutcome: Sendable, Equatable, Codable {
    /// Where one architecture stands on one scenario.
    public enum Verdict: String, Sendable, Codable {
        /// Every expectation held, nothing leaked, and it agreed with the others at every step.
        case pass
        /// An expectation failed, a screen leaked, or a step could not be carried out.
        case fail
        /// Its process died, or was stopped for making no progress: what it did went with it.
        case crash
        /// Its snapshot differed from the others' at some step.
        case diverged
        /// The scenario itself is wrong or unreadable; nothing can be said of the architecture.
        case error

        /// How every report marks it: ✓, ✗ (a failure or a crash), ≠ or !.
        public var symbol: String {
            switch self {
            case .pass: "✓"
            case .fail, .crash: "✗"
            case .diverged: "≠"
            case .error: "!"
            }
        }
    }

    public let file: String
    public let name: String
    public let tags: [String]
    /// The runs, in the order the architectures were given; empty when the scenario is unreadable.
    public internal(set) var runs: [ArchitectureRun]
    /// The first step at which the architectures' snapshots differ.
    public let divergence: Divergence?
    /// What is wrong with the scenario itself: a parse or fixture error. A step that cannot be
    /// carried out is a failure of the runs, not this.
    public let scenarioError: SourceDiagnostic?
    public let verdicts: [String: Verdict]

    /// Whether every architecture passed.
    public var allPass: Bool { scenarioError == nil && divergence == nil && verdicts.values.allSatisfy { $0 == .pass } }

    /// The outcome with every run condensed (``ArchitectureRun/condensed(measuredFrom:)``):
    /// what `compare` keeps of a scenario, in one process or sent from a worker, once it is judged.
    public func condensed(measuredFrom: Int?) -> ScenarioOutcome {
        ScenarioOutcome(file: file, name: name, tags: tags, runs: runs.map { $0.condensed(measuredFrom: measuredFrom) },
                        divergence: divergence, scenarioError: scenarioError, verdicts: verdicts)
    }

    /// The outcome with each run replaced by what `transform` makes of it.
    public func replacingRuns(_ transform: (ArchitectureRun) -> ArchitectureRun) -> ScenarioOutcome {
        var outcome = self
        outcome.runs = runs.map(transform)
        return outcome
    }

    /// The outcome with the runs of architectures whose process died added, in `order`: each
    /// crashed run is a crash, and the judgement of the others stands, as they were compared without it.
    public func adding(crashed: [ArchitectureRun], order: [String]) -> ScenarioOutcome {
        let all = runs + crashed
        var verdicts = verdicts
        for run in crashed { verdicts[run.architectureID] = .crash }
        return ScenarioOutcome(file: file, name: name, tags: tags,
                               runs: order.compactMap { id in all.first { $0.architectureID == id } },
                               divergence: divergence, scenarioError: scenarioError, verdicts: verdicts)
    }
}

/// The first step at which the architectures disagree.
public struct Divergence: Sendable, Equatable, Codable {
    /// One snapshot and the architectures that produced it.
    public struct Side: Sendable, Equatable, Codable {
        public let architectureIDs: [String]
        /// Nil when these architectures' runs stopped before this step.
        public let snapshot: String?
    }

    public let stepIndex: Int
    public let location: SourceLocation
    public let statement: String
    /// The distinct snapshots, the largest group first (ties: the order architectures were given).
    public let sides: [Side]
    /// The diff of the first side against each other side.
    public let diffs: [String]
}
