import Harness
import ScenarioLanguage

/// One operation of the suite while it is timed: what each architecture must end on, and the
/// rounds so far.
///
/// The operations take turns: a visit runs a few rounds of one operation, then the next
/// operation has its visit, and so on round the suite until each has its rounds
/// (``Benchmark/timeInTurns(_:)``). Each operation's rounds are then spread over the whole run
/// instead of one stretch of it, so a spell of the machine running slower (another program
/// filling the memory bus) falls on a few rounds of every operation, which the median
/// outvotes, rather than on every round of one.
struct OperationRounds {
    let scenario: Scenario
    let prepared: PreparedScenario
    /// The label of its progress lines: `[3/7] Scenarios/bench/clear.scenario`.
    let label: String
    /// The screen each architecture's checked run ended on, in architecture order.
    let finalSnapshots: [String]
    /// The exact work of the timed steps per architecture, counted in the checked run.
    let work: [WorkCounts]
    /// Runs of the operation per architecture in one sample.
    let repeats: Int
    /// Milliseconds per operation, per architecture (outer) per timed round (inner).
    var samples: [[Double]]
    /// Processor time spent on this operation so far, building worlds and set-up included.
    var processorTime = Duration.zero
    /// Rounds run so far, warm-ups included.
    var roundsRun = 0
    /// Why a timed run went wrong, if one did; the operation then has no more visits.
    var problem: OperationProblem?
    /// True once no more rounds are wanted.
    var isFinished = false

    var timedRounds: Int { samples.first?.count ?? 0 }

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
