@testable import Bench
@testable import Harness
@testable import Reports
import Testing

/// The bench report, rendered from results made by hand (no timing runs in tests).
struct BenchReportTests {
    private static func timing(_ id: String, _ name: String, baseline: Bool = false, ms: [Double], ratios: [Double]? = nil) -> ArchitectureTiming {
        var work = WorkCounts()
        work.cellsConfigured = 10
        return ArchitectureTiming(architectureID: id, displayName: name, isBaseline: baseline, milliseconds: SampleSummary(ms),
                                  ratioToBaseline: ratios.map(SampleSummary.init), work: work)
    }

    private static let result: BenchResult = {
        var configuration = BenchConfiguration()
        configuration.iterations = 3
        configuration.warmups = 1
        let show = OperationResult(file: "Scenarios/bench/show-1000.scenario", name: "Bench: show 1,000 results", problem: nil, timings: [
            timing("mvc", "MVC", ms: [2, 2, 2], ratios: [2, 2, 2]),
            timing("direct", "Direct", baseline: true, ms: [1, 1, 1]),
        ])
        let clear = OperationResult(file: "Scenarios/bench/clear.scenario", name: "Bench: clear", problem: nil, timings: [
            timing("mvc", "MVC", ms: [8, 8, 8], ratios: [7, 8, 12]),
            timing("direct", "Direct", baseline: true, ms: [1, 1, 1]),
        ])
        return BenchResult(configuration: configuration, build: "release", operations: [show, clear], sizes: [],
                           scalingProblem: nil, scaling: [])
    }()

    @Test func theScoreIsTheGeometricMeanOfTheMedianRatios() throws {
        // Medians ×2 and ×8: √(2 · 8) = 4.
        #expect(abs(try #require(Self.result.score(of: "mvc")) - 4) < 1e-12)
        #expect(Self.result.score(of: "direct") == nil)
    }

    @Test func theRatioTableListsOperationsDownAndArchitecturesAcross() {
        let text = BenchReport.text(Self.result)
        #expect(text.contains("Ratio to Direct         MVC     Direct     slowest\n"))
        // Never decided (results saved before cells were tested): the ratio is plain. The
        // slowest, 2 ms, is 12.0% of 16.67 ms.
        #expect(text.contains("show-1000               ×2.00   1.00 ms    12.0% of a frame\n"))
        // 7, 8, 12: the interval spans 7 to 12, far wider than a tenth of 8. 8 ms is 48.0%.
        #expect(text.contains("clear                   ×8.00!  1.00 ms    48.0% of a frame\n"))
        #expect(text.contains("geometric mean          ×4.00   \n"))
        #expect(text.contains("warning: 1 interval is wider than 10% of the median (marked !)"))
        #expect(text.contains("Scaling sweep: skipped (--sizes none)."))
        #expect(!text.contains("A debug build understates"))
    }

    @Test func anOperationThatFailedItsCheckIsNotTimedAndSaysWhy() {
        let failed = OperationResult(file: "Scenarios/bench/x.scenario", name: "X", problem: .failedCheck, timings: [])
        let result = BenchResult(configuration: BenchConfiguration(), build: "debug", operations: [failed], sizes: [],
                                 scalingProblem: nil, scaling: [])
        #expect(!result.allChecksPassed)
        #expect(BenchReport.text(result) == """
            Timing: 40 to 200 rounds (until every ratio is within ±1%) over 8 processes, after 2 warm-ups in each, debug build.
            Times are processor time, not wall-clock time, medians with 95% intervals; a ratio is this architecture's time over Direct's in the same round.
            A debug build understates what the generic support libraries (Reactive, Bind) cost, so its ratios are not for publishing: `swift run -c release workbench bench` for optimised numbers.

            No operation was timed.
              x: did not pass its check on every architecture; run `swift run workbench run Scenarios/bench/x.scenario`

            x — X (Scenarios/bench/x.scenario)
              not timed: did not pass its check on every architecture; run `swift run workbench run Scenarios/bench/x.scenario`

            Scaling sweep: skipped (--sizes none).

            """)
    }

    @Test func jsonCarriesTheSummariesAndTheWork() {
        let json = BenchReport.json(Self.result)
        #expect(json.contains("\"median\" : 8"))
        #expect(json.contains("\"cellsConfigured\" : 10"))
        #expect(json.contains("\"file\" : \"Scenarios/bench/clear.scenario\""))
    }

    @Test func oneRoundAndOneWarmUpAreSingular() {
        var configuration = BenchConfiguration()
        configuration.iterations = 1
        configuration.warmups = 1
        configuration.untilPrecise = nil
        let result = BenchResult(configuration: configuration, build: "release", operations: [], sizes: [],
                                 scalingProblem: nil, scaling: [])
        #expect(BenchReport.text(result).hasPrefix("Timing: 1 round after 1 warm-up, release build.\n"))
        #expect(BenchReport.short(result).hasPrefix("Timing, indicative only (a short run: 1 round after 1 warm-up, release build;"))
    }

    @Test func theShortRunSaysItsRoundsAreTooFewToShowADifference() {
        let short = BenchResult(configuration: .short, build: "release", operations: Self.result.operations, sizes: [],
                                scalingProblem: nil, scaling: [])
        #expect(BenchReport.short(short).contains("(≈ within ±3% of Direct, too few rounds to show any other difference):\n"))
        #expect(BenchReport.short(Self.result).contains("(≈ within ±3% of Direct, * shown to differ):\n"))
    }

    @Test func theHalvesRowGivesEachArchitecturesWidestGapOverTheOperations() throws {
        func operation(_ name: String, mvcRatios: [Double]) -> OperationResult {
            OperationResult(file: "Scenarios/bench/\(name).scenario", name: name, problem: nil, timings: [
                ArchitectureTiming(architectureID: "mvc", displayName: "MVC", isBaseline: false, milliseconds: SampleSummary(mvcRatios),
                                   ratioToBaseline: SampleSummary(mvcRatios), work: WorkCounts(), ratioHalves: RatioHalves(ratios: mvcRatios)),
                Self.timing("direct", "Direct", baseline: true, ms: [1, 1]),
            ])
        }
        // Gaps 0 and |0.95 − 1.05| / 1 = 0.1: the widest is 10%.
        let result = BenchResult(configuration: BenchConfiguration(), build: "release",
                                 operations: [operation("steady", mvcRatios: [1, 1]), operation("drifting", mvcRatios: [0.95, 1.05])],
                                 sizes: [], scalingProblem: nil, scaling: [])
        #expect(abs(try #require(result.widestHalvesGap(of: "mvc")) - 0.1) < 1e-12)
        #expect(result.widestHalvesGap(of: "direct") == nil)
        let text = BenchReport.text(result)
        #expect(text.contains("geometric mean          ×1.00   \nhalves differ by        10.0%   \nHalves differ by: the widest gap"))
        #expect(!BenchReport.text(Self.result).contains("halves differ by"), "results without halves have no such row")
    }

    @Test func theTimingRunSaysWhichCommandMadeIt() {
        #expect(PlainWording.timingRun(.short) == "in the short run `compare` makes: 3 rounds after 1 warm-up")
        #expect(PlainWording.timingRun(BenchConfiguration()) == "by `bench`: 40 to 200 rounds (until every ratio is within ±1%) over 8 processes, after 2 warm-ups in each")
        var fixed = BenchConfiguration()
        fixed.untilPrecise = nil
        #expect(PlainWording.timingRun(fixed) == "by `bench`: 40 rounds over 8 processes, after 2 warm-ups in each")
        fixed.processes = nil
        #expect(PlainWording.timingRun(fixed) == "by `bench`: 40 rounds after 2 warm-ups")
        // Three rounds cannot be shared by more than three processes.
        fixed.processes = 8
        fixed.iterations = 3
        #expect(PlainWording.timingRun(fixed) == "by `bench`: 3 rounds over 3 processes, after 2 warm-ups in each")
        #expect(Figures.percent(0.021) == "2.1%")
    }

    @Test func eachOperationSaysHowManyRoundsItRanAndWhetherItsRatiosCameWithinThePrecision() {
        var settled = OperationResult(file: "Scenarios/bench/settled.scenario", name: "Settled", problem: nil, timings: [
            Self.timing("mvc", "MVC", ms: [2, 2], ratios: [2, 2]), Self.timing("direct", "Direct", baseline: true, ms: [1, 1]),
        ])
        settled.rounds = 50
        settled.converged = true
        var noisy = settled
        noisy.rounds = 200
        noisy.quietRounds = 150
        noisy.converged = false
        let result = BenchResult(configuration: BenchConfiguration(), build: "release", operations: [settled, noisy],
                                 sizes: [], scalingProblem: nil, scaling: [])
        let text = BenchReport.text(result)
        // Rounds were left out, so the header says which count; results saved before do not.
        #expect(text.contains("\nOnly rounds at the machine's usual pace count: those in which Direct took at most ×1.3 its fastest tenth of rounds.\n"))
        #expect(!BenchReport.text(Self.result).contains("usual pace"))
        #expect(text.contains("settled — Settled (Scenarios/bench/settled.scenario): 50 rounds, every ratio within ±1%\n"))
        // 200 run, 150 counted: 50 left out, and why.
        #expect(text.contains("(Scenarios/bench/settled.scenario): 200 rounds, 150 counted (50 left out: Direct ran slower than ×1.3 its fastest tenth of rounds), "
                              + "precision not reached: a ratio still wider than ±1%\n"))
        #expect(text.hasSuffix("warning: a ratio of settled did not come within ±1% in 200 rounds or 20 s; a quieter machine narrows it.\n"))
    }

    @Test func aSweepOfOneSizeGivesNoFitAndSaysWhy() {
        let row = ScalingRow(architectureID: "direct", displayName: "Direct", isBaseline: true,
                             milliseconds: [SampleSummary([1, 1, 1])], fit: nil, fixedAboveBaseline: nil, perResultAboveBaseline: nil,
                             work: [WorkCounts()], rendersVisibleRowsOnly: true)
        let result = BenchResult(configuration: BenchConfiguration(), build: "release", operations: [], sizes: [10],
                                 scalingProblem: nil, scaling: [row])
        let text = BenchReport.text(result)
        #expect(text.contains("Direct    1.00       —                       —                       "))
        #expect(text.contains("No fit: a fixed cost and a cost per result need two sizes or more; give --sizes two sizes.\n"))
    }
}
