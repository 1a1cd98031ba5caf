@testable import Bench
@testable import Harness
@testable import ReportPages
import Reports
import Testing

/// The report's timing table, from timings made by hand.
struct TimingTableTests {
    private static func bench(mvcRatios: [Double], keepingHalves: Bool) -> BenchResult {
        let timings = [
            ArchitectureTiming(architectureID: "mvc", displayName: "MVC", isBaseline: false, milliseconds: SampleSummary(mvcRatios),
                               ratioToBaseline: SampleSummary(mvcRatios), work: WorkCounts(),
                               ratioHalves: keepingHalves ? RatioHalves(ratios: mvcRatios) : nil),
            ArchitectureTiming(architectureID: "direct", displayName: "Direct", isBaseline: true, milliseconds: SampleSummary([1, 1]),
                               ratioToBaseline: nil, work: WorkCounts()),
        ]
        let operation = OperationResult(file: "Scenarios/bench/clear.scenario", name: "Bench: clear", problem: nil, timings: timings)
        return BenchResult(configuration: BenchConfiguration(), build: "release", operations: [operation], sizes: [],
                           scalingProblem: nil, scaling: [])
    }

    @Test func timingsWithHalvesEndWithTheWidestGapOfEachArchitecture() {
        // Halves ×1.8 and ×2.2: a gap of 0.4 over their mean of 2.
        let bench = Self.bench(mvcRatios: [1.8, 2.2], keepingHalves: true)
        #expect(ReportProse.hasHalves(bench))
        let rows = ReportProse.timingTable(bench) { $0.shortName }.rows
        #expect(rows.last == ["halves differ by", "20.0%", "", ""])
    }

    @Test func timingsSavedWithoutHalvesHaveNoSuchRow() {
        let bench = Self.bench(mvcRatios: [1.8, 2.2], keepingHalves: false)
        #expect(!ReportProse.hasHalves(bench))
        #expect(ReportProse.timingTable(bench) { $0.shortName }.rows.last?.first == "geometric mean")
    }
}

/// The table of how each operation's rounds went.
struct RoundsTableTests {
    @Test func eachOperationSaysWhatItRanWhatCountedAndWhereItsTimeWent() {
        var settled = OperationResult(file: "Scenarios/bench/select.scenario", name: "Select", problem: nil, timings: [])
        settled.rounds = 50
        settled.quietRounds = 45
        settled.converged = true
        settled.timeSpent = TimeSpent(processorSeconds: 2, timedSeconds: 0.5)
        settled.sharedWorld = true
        var saved = OperationResult(file: "Scenarios/bench/old.scenario", name: "Old", problem: nil, timings: [])
        saved.rounds = 40
        let bench = BenchResult(configuration: BenchConfiguration(), build: "release", operations: [settled, saved], sizes: [],
                                scalingProblem: nil, scaling: [])
        let table = ReportProse.roundsTable(bench) { $0.shortName }
        // 50 − 45 = 5 left out; 0.5 of 2 s is 25%.
        #expect(table.rows == [
            ["select", "50", "45", "5", "yes, every ratio within ±1%", "25.0%", "one world, set up once"],
            ["old", "40", "40", "0", "not asked", "—", "—"],
        ])
        #expect(PlainWording.timeSpent(bench) == "Time spent measuring: 25.0% of the 2.0 s of processor time the rounds took was inside timed regions; "
            + "the rest built each world, ran its set-up, took its final snapshot and tore it down.")
    }
}
