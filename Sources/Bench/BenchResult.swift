import Harness

/// One architecture's timing of one operation.
public struct ArchitectureTiming: Sendable, Codable, Equatable {
    /// The architecture's short name: `mvc`.
    public let architectureID: String
    /// The name shown in reports: `MVC`.
    public let displayName: String
    /// True for the baseline every ratio is taken to.
    public let isBaseline: Bool
    /// Milliseconds per operation.
    public let milliseconds: SampleSummary
    /// The per-round ratio to the baseline's time in the same round; nil for the baseline.
    public let ratioToBaseline: SampleSummary?
    /// The exact work of the timed steps, counted in the checked run.
    public let work: WorkCounts
    /// The median ratio of the first and of the second half of the rounds; nil for the
    /// baseline, with fewer than two rounds, and in results saved before halves were kept.
    public var ratioHalves: RatioHalves? = nil
    /// Milliseconds per operation of each round that counted, in the order they ran: what
    /// every summary, test and interval above is taken from. Nil in results saved before
    /// rounds were kept.
    public var rounds: [Double]? = nil
    /// This cell against the baseline, decided by ``TimingDifferences``; nil for the baseline
    /// and in results saved before cells were tested.
    public var difference: CellDifference? = nil
}

/// One operation of the suite: checked on every architecture, then timed on each.
public struct OperationResult: Sendable, Codable, Equatable {
    /// The scenario file.
    public let file: String
    /// The scenario's name.
    public let name: String
    /// Why the operation was not timed: it failed its check, or a timed run went wrong.
    public let problem: OperationProblem?
    /// One timing per architecture, in the order they were given; empty when not timed.
    public var timings: [ArchitectureTiming]
    /// How many timed rounds were run; nil when not timed, and in results saved before
    /// the rounds were counted.
    public var rounds: Int? = nil
    /// How many of them count, the machine running at its usual pace (``QuietRounds``): every
    /// time and ratio is taken from these. Nil when not timed, and in results saved before
    /// rounds were left out.
    public var quietRounds: Int? = nil
    /// Whether every ratio's interval came within the precision asked for
    /// (``BenchConfiguration/untilPrecise``) before the limits on rounds; nil when rounds
    /// were not added until then.
    public var converged: Bool? = nil
    /// The processor time its rounds took, in all and inside timed regions; nil when not
    /// timed, and in results saved before it was kept.
    public var timeSpent: TimeSpent? = nil
    /// Whether a sample's runs shared one world, set up once, the operation leaving it as it
    /// found it; nil when not timed, and in results saved before worlds were shared.
    public var sharedWorld: Bool? = nil

    /// The file's base name without `.scenario`: `show-1000`.
    public var shortName: String { Self.shortName(of: file) }

    /// A scenario file's base name without `.scenario`: `show-1000`.
    public static func shortName(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.hasSuffix(".scenario") ? String(base.dropLast(".scenario".count)) : base
    }
}

/// The scaling sweep for one architecture: time per operation by result count.
public struct ScalingRow: Sendable, Codable, Equatable {
    /// The architecture's short name: `mvc`.
    public let architectureID: String
    /// The name shown in reports: `MVC`.
    public let displayName: String
    /// True for the baseline every cost above is taken from.
    public let isBaseline: Bool
    /// One summary per size of the sweep, in milliseconds.
    public let milliseconds: [SampleSummary]
    /// The time fitted as a fixed cost per screen plus a cost per result; nil with fewer than
    /// two sizes.
    public let fit: CostFit?
    /// The fixed cost above the baseline's (ms), decided; nil for the baseline.
    public let fixedAboveBaseline: CostDifference?
    /// The cost per result above the baseline's (µs), decided; nil for the baseline.
    public let perResultAboveBaseline: CostDifference?
    /// The work of the operation at each size, counted in the checked run.
    public let work: [WorkCounts]
    /// True when the cells configured and the widget writes are the same at every size that
    /// fills the viewport: rendering costs O(visible rows), not O(results).
    public let rendersVisibleRowsOnly: Bool
}

/// Everything `bench` measured.
public struct BenchResult: Sendable, Codable, Equatable {
    /// How often and how much was measured.
    public let configuration: BenchConfiguration
    /// The build the numbers come from; debug numbers are for unoptimised code.
    public let build: String
    /// The operations of the suite, in file order.
    public let operations: [OperationResult]
    /// The result counts of the scaling sweep; empty when it was skipped.
    public let sizes: [Int]
    /// Why the sweep was not timed, if it was not.
    public let scalingProblem: ScalingProblem?
    /// One row per architecture; empty when the sweep was skipped or not timed.
    public let scaling: [ScalingRow]
    /// Each ranked architecture's overall score with its interval and verdict
    /// (``TimingDifferences``); nil when an operation was not timed, and in results saved
    /// before scores had intervals.
    public var scores: [ScoreEstimate]? = nil
    /// Every two ranked architectures' scores against each other.
    public var scorePairs: [ScorePair]? = nil
    /// The processor time the sweep's rounds took, in all and inside timed regions.
    public var sweepTimeSpent: TimeSpent? = nil

    /// The processor time every round took, the suite's and the sweep's, in all and inside
    /// timed regions; nil in results saved before it was kept.
    public var timeSpent: TimeSpent? {
        let parts = operations.compactMap(\.timeSpent) + [sweepTimeSpent].compactMap { $0 }
        return parts.isEmpty ? nil : parts.reduce(TimeSpent(), +)
    }

    /// The geometric mean of an architecture's ratios to the baseline over the timed
    /// operations: its overall score. Nil for the baseline.
    public func score(of architectureID: String) -> Double? {
        let ratios = operations.compactMap { operation in
            operation.timings.first { $0.architectureID == architectureID }?.ratioToBaseline?.median
        }
        return ratios.count == operations.count ? geometricMean(ratios) : nil
    }

    /// The widest gap between the halves of an architecture's rounds over the timed operations
    /// (``RatioHalves/gap``): how far apart its ratios in two runs can be. Nil for the baseline,
    /// and when an operation has no halves.
    public func widestHalvesGap(of architectureID: String) -> Double? {
        let gaps = operations.compactMap { operation in
            operation.timings.first { $0.architectureID == architectureID }?.ratioHalves?.gap
        }
        return gaps.count == operations.count ? gaps.max() : nil
    }

    /// True when every operation and every size passed its check before it was timed.
    public var allChecksPassed: Bool {
        scalingProblem == nil && operations.allSatisfy { $0.problem == nil }
    }
}

/// What `bench` measures and how often.
public struct BenchConfiguration: Sendable, Codable, Equatable {
    /// Result counts of the scaling sweep.
    public var sizes: [Int] = [10, 100, 1_000, 10_000, 100_000]
    /// Timed rounds per operation (the fewest, with ``untilPrecise``); each round runs every
    /// architecture once. Many short rounds rather than a few long ones: a round then lasts a
    /// few milliseconds, so a change in what else the machine runs falls on both sides of a
    /// ratio more often than not.
    public var iterations = 40
    /// When set, rounds are added after ``iterations`` until every ratio is as precise as
    /// asked, or a limit is reached; nil runs exactly ``iterations`` rounds (and is what
    /// results saved before rounds were added say).
    public var untilPrecise: Precision? = Precision()
    /// Untimed rounds first, to warm caches and allocators.
    public var warmups = 2
    /// The shortest sample worth timing: an operation faster than this runs several times per
    /// sample (each on a fresh world), so the clock's resolution and one-off stalls weigh less.
    public var shortestSampleMilliseconds = 1.0
    /// How many processes, one after another, share each operation's rounds (``BenchShare``);
    /// nil is one process, and what results saved before rounds were shared say.
    public var processes: Int? = 8
    /// How close to the baseline a timing must be to read as the same (``EquivalenceBand``);
    /// nil in results saved before timings were tested.
    public var equivalenceBand: EquivalenceBand? = .standard

    /// The band timings are decided with: ``equivalenceBand``, or the standard one.
    public var band: EquivalenceBand { equivalenceBand ?? .standard }

    /// How precise the ratios are to be before rounds stop being added, and the limits on
    /// adding them.
    public struct Precision: Sendable, Codable, Equatable {
        /// The widest a ratio's 95% interval may reach on either side of its median, as a share
        /// of it: 0.01 is ±1%.
        public var halfWidth = 0.01
        /// The most timed rounds of an operation.
        public var maxIterations = 200
        /// No round is added once an operation's rounds took this long, in seconds of processor
        /// time, building every world and running its set-up included: the whole suite then
        /// takes a few minutes at most, and the largest sizes of the sweep stop sooner.
        public var maxSeconds = 20.0
        /// Rounds are added this many at a time, one operation's visit, and the intervals looked
        /// at in between: looking after every round would stop at the first round that happens
        /// to look precise.
        public var batch = 10

        public init() {}
    }

    /// The short run `compare` makes: enough for the overall scores and the shape of the
    /// scaling curve, not for narrow intervals.
    public static let short: BenchConfiguration = {
        var configuration = BenchConfiguration()
        configuration.sizes = [10, 100, 1_000, 10_000]
        configuration.iterations = 3
        configuration.untilPrecise = nil
        configuration.warmups = 1
        configuration.shortestSampleMilliseconds = 0.5
        configuration.processes = nil
        return configuration
    }()

    /// The full run `bench` makes by default.
    public init() {}
}
