import Harness

/// One process's share of a benchmark's rounds, as the process that runs `bench` hands it to
/// another (``Benchmark/time(_:fixtures:)``), and the rounds it answers with.
///
/// Why the rounds are shared out over processes: within one process an operation's rounds
/// agree closely, but from one process to the next the same run of the same architecture can
/// take a fifth longer or shorter for seconds on end (where its memory happens to lie), and the
/// ratios move with it. Pooling the rounds of several processes averages that out, where no
/// number of rounds in one process can.
public struct BenchShare: Codable, Equatable, Sendable {
    /// The architectures to time, in the order the samples list them.
    public let architectureIDs: [String]
    /// The whole benchmark's configuration; the share is worked out from it and ``index``.
    public let configuration: BenchConfiguration
    /// Which share this is, from 0 to ``BenchConfiguration/shareCount`` − 1.
    public let index: Int
    /// The operations of the suite, to be timed taking turns.
    public let suite: [SharedOperation]
    /// The sizes of the scaling sweep, to be timed one after another, each alone.
    public let sweep: [SharedOperation]

    public init(architectureIDs: [String], configuration: BenchConfiguration, index: Int, suite: [SharedOperation], sweep: [SharedOperation]) {
        self.architectureIDs = architectureIDs
        self.configuration = configuration
        self.index = index
        self.suite = suite
        self.sweep = sweep
    }
}

/// An operation that passed its check, as a share times it.
public struct SharedOperation: Codable, Equatable, Sendable {
    /// Where its scenario comes from.
    public enum Source: Codable, Equatable, Sendable {
        /// A scenario file of the suite, as the process running `bench` names it.
        case file(String)
        /// The scaling sweep's scenario for this many results (``ScalingSweep``).
        case sweep(size: Int)
    }

    public let source: Source
    /// The label of its progress lines.
    public let label: String
    /// Runs of the operation per architecture in one sample, the same in every share.
    public let repeats: Int
    /// The screen each architecture's checked run ended on, in architecture order.
    public let finalSnapshots: [String]
    /// The rounds earlier shares ran, per architecture, for the precision.
    public let earlier: [[Double]]
    /// Whether a sample's runs share one world (``OperationRounds/sharesWorld``).
    public var sharesWorld: Bool? = nil

    public init(source: Source, label: String, repeats: Int, finalSnapshots: [String], earlier: [[Double]], sharesWorld: Bool = false) {
        self.source = source
        self.label = label
        self.repeats = repeats
        self.finalSnapshots = finalSnapshots
        self.earlier = earlier
        self.sharesWorld = sharesWorld
    }
}

/// What a share ran, in the order of its operations.
public struct ShareAnswer: Codable, Equatable, Sendable {
    public let suite: [SharedRounds]
    public let sweep: [SharedRounds]

    public init(suite: [SharedRounds], sweep: [SharedRounds]) {
        self.suite = suite
        self.sweep = sweep
    }

    /// Whether this answers `share`: one entry per operation, and each either a problem or at
    /// least one round of every architecture, as many for each.
    public func answers(_ share: BenchShare) -> Bool {
        func fits(_ rounds: [SharedRounds], _ operations: [SharedOperation]) -> Bool {
            rounds.count == operations.count && rounds.allSatisfy { answer in
                answer.problem != nil || (answer.samples.count == share.architectureIDs.count
                    && answer.samples[0].count > 0 && Set(answer.samples.map(\.count)).count == 1)
            }
        }
        return fits(suite, share.suite) && fits(sweep, share.sweep)
    }
}

/// One operation's rounds in one share.
public struct SharedRounds: Codable, Equatable, Sendable {
    /// Milliseconds per operation, per architecture (outer) per timed round (inner).
    public let samples: [[Double]]
    /// Why a timed run went wrong, if one did.
    public let problem: OperationProblem?
    /// The processor time the share took, in all and inside timed regions.
    public var spent: TimeSpent? = nil

    public init(samples: [[Double]], problem: OperationProblem?, spent: TimeSpent? = nil) {
        self.samples = samples
        self.problem = problem
        self.spent = spent
    }
}

/// What came of a share run in another process.
public enum ShareOutcome: Sendable {
    case answered(ShareAnswer)
    /// The process ended without an answer, like this.
    case ended(ProcessEnd)
}

/// Runs a share in another process.
public typealias ShareRunner = @MainActor (BenchShare) -> ShareOutcome
