@testable import Bench
@testable import Harness
@testable import ReportPages
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
