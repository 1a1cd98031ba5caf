import Bench
import Domain
import Harness

extension PlainWording {
    /// Why an operation of the suite was not timed: `has no measure statement`. A failed check
    /// names the command that shows the operation's scenario step by step.
    public static func operationProblem(_ problem: OperationProblem, file: String) -> String {
        notTimed(problem, runnableFile: file)
    }

    /// Why the scaling sweep was not timed: `1,000 results: …`.
    public static func scalingProblem(_ problem: ScalingProblem) -> String {
        // The sweep's scenarios are generated, so there is no file to run.
        "\(Counting.grouped(problem.size)) results: " + notTimed(problem.problem, runnableFile: nil)
    }

    private static func notTimed(_ problem: OperationProblem, runnableFile: String?) -> String {
        switch problem {
        case .failedCheck:
            "did not pass its check on every architecture" + (runnableFile.map { "; run `swift run workbench run \($0)`" } ?? "")
        case .noMeasureStatement:
            "has no measure statement"
        case let .unreadable(diagnostic):
            diagnostic.description
        case let .endedOnAnotherScreen(architecture):
            "\(architecture) ended a timed run on another screen than its checked run"
        case let .stepFailedWhileTimed(location, error):
            "line \(location.line): " + failure(StepProblem(error))
        case let .timingProcessEnded(end):
            "the process timing a share of its rounds " + processEnd(end, at: "")
        }
    }

    /// Which run made the timings, the short run `compare` makes or `bench`'s, and how long it ran.
    public static func timingRun(_ configuration: BenchConfiguration) -> String {
        (configuration == .short ? "in the short run `compare` makes: " : "by `bench`: ") + rounds(configuration)
    }

    /// Which rounds the summaries are of, for results that left some out (``QuietRounds``); nil
    /// for results saved before rounds were left out.
    public static func quietRounds(_ result: BenchResult) -> String? {
        guard result.operations.contains(where: { $0.quietRounds != nil }) else { return nil }
        return "Only rounds at the machine's usual pace count: those in which Direct took at most "
            + "×\(Figures.fixed(QuietRounds.slowestKept, 1)) its fastest tenth of rounds."
    }

    /// What the `halves differ by` row of a timing table means.
    public static let halvesExplanation = "Halves differ by: the widest gap, over the operations, between the median ratio "
        + "of the first and of the second half of the rounds; two whole runs are usually closer."

    /// What the report says above the scaling sweep's plot and table.
    public static let scalingIntroduction = "Scaling: median milliseconds to show N results, fitted as t = a + b·N: "
        + "a, a fixed cost per screen, and b, a cost per result, each with a 95% bootstrap interval over the rounds, "
        + "and each architecture's a and b above Direct's (≈ within the band of Direct's own figure, * shown to differ). "
        + "The plot draws each fit as a line through the measured points."

    /// What the report's timing section says while no timing has been published.
    public static let noTimingPublished = "Not measured: no timing has been published into this report. "
        + "`swift run -c release workbench bench --report` measures and publishes one."

    /// `1 round after 2 warm-ups`, `40 to 200 rounds (until every ratio is within ±1%)
    /// after 2 warm-ups`, or, shared out, `… over 8 processes, after 2 warm-ups in each`: how
    /// long a bench ran.
    public static func rounds(_ configuration: BenchConfiguration) -> String {
        let processes = configuration.shareCount
        let warmups = (processes > 1 ? " over \(processes) processes," : "")
            + " after " + Counting.count(configuration.warmups, "warm-up", "warm-ups") + (processes > 1 ? " in each" : "")
        guard let precision = configuration.untilPrecise, precision.maxIterations > configuration.iterations else {
            return Counting.count(configuration.iterations, "round", "rounds") + warmups
        }
        return "\(configuration.iterations) to \(precision.maxIterations) rounds (until every ratio is within "
            + precisionText(precision) + ")" + warmups
    }

    /// `±1%`: how close to its median a ratio's interval must come for rounds to stop.
    public static func precisionText(_ precision: BenchConfiguration.Precision) -> String {
        "±" + Figures.percent(precision.halfWidth).replacingOccurrences(of: ".0%", with: "%")
    }

    /// `130 rounds, 112 counted (18 left out: Direct ran slower than ×1.3 its fastest tenth),
    /// every ratio within ±1%`: how an operation's rounds ended; nil for results that did not
    /// count them.
    public static func roundsRun(_ operation: OperationResult, _ configuration: BenchConfiguration) -> String? {
        guard let rounds = operation.rounds else { return nil }
        var count = Counting.count(rounds, "round", "rounds")
        if let quiet = operation.quietRounds {
            count += ", \(Counting.grouped(quiet)) counted"
            if quiet < rounds {
                count += " (\(Counting.grouped(rounds - quiet)) left out: Direct ran slower than "
                    + "×\(Figures.fixed(QuietRounds.slowestKept, 1)) its fastest tenth of rounds)"
            }
        }
        let timed = (operation.timeSpent.map { ", " + Figures.percent($0.timedShare) + " of its processor time timed" } ?? "")
            + (operation.sharedWorld == true ? ", a sample's runs in one world (the operation leaves it as it found it)" : "")
        guard let converged = operation.converged, let precision = configuration.untilPrecise else { return count + timed }
        return count + (converged ? ", every ratio within " : ", precision not reached: a ratio still wider than ") + precisionText(precision) + timed
    }

    /// How much of the rounds' processor time was spent inside timed regions; nil for results
    /// saved before it was kept.
    public static func timeSpent(_ result: BenchResult) -> String? {
        guard let spent = result.timeSpent else { return nil }
        return "Time spent measuring: \(Figures.percent(spent.timedShare)) of the \(Figures.fixed(spent.processorSeconds, 1)) s of processor time "
            + "the rounds took was inside timed regions; the rest built each world, ran its set-up, took its final snapshot and tore it down."
    }
}
