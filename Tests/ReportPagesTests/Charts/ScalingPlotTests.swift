@testable import Bench
@testable import Harness
@testable import Metrics
@testable import ReportPages
@testable import Reports
import Testing

/// The log-log scaling plot, rendered from a sweep made by hand.
struct ScalingPlotTests {
    private static let sizes = [10, 100, 1_000]
    private static let rows = [
        ChartFixtures.scaling("mvc", "MVC", ms: [0.05, 0.5, 5], fit: (0, 5)),
        ChartFixtures.scaling("direct", "Direct", baseline: true, ms: [0.04, 0.2, 1], fit: (0.04, 0.96)),
        ChartFixtures.scaling("odd", "A & B", ms: [0.06, 0.6, 20], fit: nil),
    ]

    @Test func thePlotIsWellFormedXMLWithOneLineOfPointsPerArchitecture() throws {
        let svg = try SVGTree.parse(ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows))
        #expect(svg["class"] == "scaling-plot")
        #expect(svg["role"] == "img")
        // The baseline first, under the others.
        let series = svg.all("g", class: "series")
        #expect(series.map { $0["data-architecture"] } == ["direct", "mvc", "odd"])
        #expect(series.map { $0.all("polyline").count } == [1, 1, 1])
        #expect(series.map { $0.all("polyline")[0]["points"]!.split(separator: " ").count } == [3, 3, 3])
        #expect(series.map { $0.all("circle").count } == [3, 3, 3])
        #expect(series.map { $0.all("line", class: "whisker").count } == [3, 3, 3])
        #expect(series.map { $0["stroke"] } == ["#000000", ChartPalette.color(for: "mvc"), ChartPalette.fallback])
    }

    @Test func onlyTheBaselineIsDashed() throws {
        let svg = try SVGTree.parse(ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows))
        let dashed = svg.all("g", class: "series").map { $0.all("polyline")[0]["stroke-dasharray"] != nil }
        #expect(dashed == [true, false, false])
    }

    @Test func bothAxesTickAtDecades() throws {
        // Sizes 10 to 1,000; times 0.036 ms (Direct's lowest) to 24 ms (A & B's highest).
        let svg = try SVGTree.parse(ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows))
        let labels = svg.all("g", class: "axes")[0].all("text").map(\.text)
        #expect(labels == ["10", "100", "1,000", "0.01", "0.1", "1", "10", "100", "results (N, log scale)", "ms per operation (log scale)"])
    }

    @Test func aPointsWhiskerSpansItsIntervalThroughItsMedian() throws {
        let svg = try SVGTree.parse(ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows))
        let point = svg.all("g", class: "series")[1].all("g", class: "point")[0]
        let whisker = point.all("line", class: "whisker")[0], dot = point.all("circle")[0]
        #expect(whisker["x1"] == dot["cx"])
        let (top, bottom, median) = (Double(whisker["y2"]!)!, Double(whisker["y1"]!)!, Double(dot["cy"]!)!)
        #expect(top < median && median < bottom)
        #expect(point.all("title")[0].text == "MVC, 10 results: 0.050 ms (95% interval 0.045 to 0.060)")
    }

    @Test func theLegendGivesEachArchitecturesFittedCostPerResultEscaped() throws {
        let text = ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows)
        let svg = try SVGTree.parse(text)
        #expect(svg.all("text", class: "per-result").map(\.text) == ["5.000", "0.960", "—"])
        #expect(svg.all("g", class: "legend")[0].all("text").map(\.text).contains("A & B"))
        #expect(text.contains("A &amp; B"))
    }

    @Test func rendersTheSameBytesEveryTimeAndSaysSoWhenThereIsNoData() throws {
        #expect(ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows) == ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows))
        let empty = try SVGTree.parse(ScalingPlot.svg(sizes: [], rows: []))
        #expect(empty["class"] == "scaling-plot")
        #expect(empty.all("text").map(\.text) == ["No scaling data."])
    }
}
