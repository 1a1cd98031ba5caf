import Harness
import ScenarioLanguage

/// One operation of the suite while one process times its share of the rounds: what each
/// architecture must end on, and the rounds so far.
///
/// The operations take turns: a visit runs a few rounds of one operation, then the next
/// operation has its visit, and so on round the suite until each has its share
/// (``Benchmark/timeInTurns(_:configuration:)``). Each operation's rounds are then spread over the whole run
/// instead of one stretch of it, so a spell of the machine running slower (another program
/// filling the memory bus) falls on a few rounds of every operation, which the median
/// outvotes, rather than on every round of one. The rounds are also spread over several
/// processes (``BenchShare``): the rounds the processes before ran are ``earlier``.
struct OperationRounds {
    /// Where the scenario comes from, for the processes that time a share of the rounds.
    let source: SharedOperation.Source
    let scenario: Scenario
    let prepared: PreparedScenario
    /// The label of its progress lines: `[3/7] Scenarios/bench/clear.scenario`.
    let label: String
    /// The screen each architecture's checked run ended on, in architecture order.
    let finalSnapshots: [String]
    /// Runs of the operation per architecture in one sample.
    let repeats: Int
    /// True when the operation leaves its world as it found it on every architecture, so a
    /// sample's runs share one world, set up once.
    let sharesWorld: Bool
    /// Milliseconds per operation of the rounds earlier processes ran, per architecture (outer)
    /// per timed round (inner); they count towards the precision, not towards this share.
    var earlier: [[Double]]
    /// Milliseconds per operation of this share's rounds, per architecture (outer) per timed
    /// round (inner).
    var samples: [[Double]]
    /// Processor time spent on this share so far, building worlds and set-up included.
    var processorTime = Duration.zero
    /// Processor time of every share so far, in all and inside timed regions.
    var spent = TimeSpent()
    /// Rounds of this share run so far, warm-ups included.
    var roundsRun = 0
    /// Why a timed run went wrong, if one did; the operation then has no more visits.
    var problem: OperationProblem?
    /// True once no more rounds are wanted.
    var isFinished = false

    init(source: SharedOperation.Source, scenario: Scenario, prepared: PreparedScenario, label: String,
         finalSnapshots: [String], repeats: Int, sharesWorld: Bool, earlier: [[Double]]) {
        self.source = source
        self.scenario = scenario
        self.prepared = prepared
        self.label = label
        self.finalSnapshots = finalSnapshots
        self.repeats = repeats
        self.sharesWorld = sharesWorld
        self.earlier = earlier
        samples = Array(repeating: [], count: finalSnapshots.count)
    }

    /// Timed rounds of this share.
    var timedRounds: Int { samples.first?.count ?? 0 }

    /// Every timed round so far, earlier processes' first, per architecture.
    var pooled: [[Double]] { zip(earlier, samples).map { $0 + $1 } }

    /// Moves this share's rounds into ``earlier``, ready for the next share.
    mutating func closeShare() {
        earlier = pooled
        samples = samples.map { _ in [] }
        processorTime = .zero
        roundsRun = 0
        isFinished = problem != nil
    }

    // MARK: - The schedule

    /// How many timed rounds a visit runs, at most, when rounds are not added until precise
    /// (then it is ``BenchConfiguration/Precision/batch``): few enough that a visit lasts well
    /// under a second for most operations, so the turns come round often.
    static let roundsPerVisit = 10

    /// How many timed rounds the next visit runs, after `timed` rounds: a visit's share, never
    /// past the configuration's fewest rounds before they are reached, nor past its most.
    static func roundsOfNextVisit(after timed: Int, configuration: BenchConfiguration) -> Int {
        let share = configuration.untilPrecise?.batch ?? roundsPerVisit
        let target = timed < configuration.iterations
            ? configuration.iterations
            : configuration.untilPrecise?.maxIterations ?? configuration.iterations
        return max(0, min(share, target - timed))
    }

    /// Whether an operation with `timed` rounds, which took `processorSeconds` so far, wants no
    /// more: it has the configuration's fewest rounds, and either no more are to be added or
    /// its ratios are precise (`ratiosArePrecise`, asked only then) or it reached a limit.
    static func isFinished(timed: Int, processorSeconds: Double, configuration: BenchConfiguration,
                           ratiosArePrecise: (Double) -> Bool) -> Bool {
        guard timed >= configuration.iterations else { return false }
        guard let precision = configuration.untilPrecise else { return true }
        return timed >= precision.maxIterations || processorSeconds >= precision.maxSeconds
            || ratiosArePrecise(precision.halfWidth)
    }
}
