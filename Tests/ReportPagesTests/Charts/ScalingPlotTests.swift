@testable import Bench
@testable import Harness
@testable import Metrics
@testable import ReportCharts
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

    @Test func thePlotIsWellFormedXMLWithAFittedLineAndPointsPerArchitecture() throws {
        let svg = try SVGTree.parse(ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows))
        #expect(svg["class"] == "scaling-plot")
        #expect(svg["role"] == "img")
        // The baseline first, under the others; A & B has no fit, so no line.
        let series = svg.all("g", class: "series")
        #expect(series.map { $0["data-architecture"] } == ["direct", "mvc", "odd"])
        #expect(series.map { $0.all("polyline", class: "fit").count } == [1, 1, 0])
        #expect(series.map { $0.all("path", class: "marker").count } == [3, 3, 3])
        #expect(series.map { $0.all("line", class: "interval").count } == [3, 3, 3])
        #expect(series.map { $0["stroke"] } == ["#000000", ChartPalette.color(for: "mvc"), ChartPalette.fallback])
    }

    @Test func theFitIsDrawnAsACurveSampledEvenlyOnTheLogAxis() throws {
        let fit = try #require(Self.rows[0].fit)
        // Two decades at 24 points a decade: 48 steps, 49 points, from the smallest size to the largest.
        let curve = ScalingPlot.curve(fit, over: [10, 100, 1_000])
        #expect(curve.count == 49)
        #expect(abs(curve[0].size - 10) < 1e-9 && abs(curve[48].size - 1_000) < 1e-9 && abs(curve[24].size - 100) < 1e-9)
        #expect(curve.allSatisfy { $0.milliseconds == fit.milliseconds(at: $0.size) })
        let svg = try SVGTree.parse(ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows))
        #expect(svg.all("polyline", class: "fit").map { $0["points"]!.split(separator: " ").count } == [49, 49])
        // A fit below zero at small N (a < 0) is drawn only where it is above zero.
        let belowZero = CostFit(fixedMilliseconds: Estimate(value: -0.5, low: -0.5, high: -0.5),
                                microsecondsPerResult: Estimate(value: 1, low: 1, high: 1))
        let drawn = ScalingPlot.curve(belowZero, over: [10, 100, 1_000])
        #expect(drawn.first.map { $0.size > 500 } == true && drawn.allSatisfy { $0.milliseconds > 0 })
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
        let interval = point.all("line", class: "interval")[0], centre = try #require(point.all("path", class: "marker")[0].translation)
        #expect(interval["x1"] == SVGMarkup.n(centre.x))
        let (top, bottom) = (Double(interval["y2"]!)!, Double(interval["y1"]!)!)
        #expect(top < centre.y && centre.y < bottom)
        #expect(point.all("title")[0].text == "MVC, 10 results: 0.050 ms (95% interval 0.045 to 0.060)")
    }

    @Test func theKeyAndTheDescriptionGiveEachArchitecturesFixedCostAndCostPerResultEscaped() throws {
        let text = ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows)
        let svg = try SVGTree.parse(text)
        #expect(svg.all("text", class: "fixed").map(\.text) == ["0.000", "0.040", "—"])
        #expect(svg.all("text", class: "per-result").map(\.text) == ["5.0000", "0.9600", "—"])
        #expect(svg.all("g", class: "legend")[0].all("text").map(\.text).contains("A & B"))
        #expect(text.contains("A &amp; B"))
        let description = svg.all("desc")[0].text
        #expect(description.contains("fitted as t = a + b·N"))
        #expect(description.contains("MVC a = 0.000 ms per screen, b = 5.0000 µs per result; Direct a = 0.040 ms per screen"))
        #expect(description.contains("A & B not fitted"))
    }

    @Test func eachLineIsNamedAtItsEndInItsColourWithoutTwoNamesColliding() throws {
        let rows = ChartFixtures.everyScalingRow + [ChartFixtures.scaling("long", "An architecture with a long name", ms: [1, 2, 3, 4, 5], fit: (0.05, 0.075))]
        let svg = try SVGTree.parse(ScalingPlot.svg(sizes: [10, 100, 1_000, 10_000, 100_000], rows: rows))
        let labels = svg.all("text", class: "end-label")
        #expect(labels.map { $0.architecture } == rows.map(\.architectureID))
        #expect(labels.map { $0["fill"] } == rows.map { ChartPalette.color(for: $0.architectureID) })
        let heights = labels.map { Double($0["y"]!)! }.sorted()
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $1 - $0 >= 12 }, "the font is 12 pixels high")
        let width = Double(svg["width"]!)!
        #expect(labels.allSatisfy { Double($0["x"]!)! + SVGMarkup.estimatedWidth($0.text, fontSize: 12, bold: true) <= width })
        // MVVMC ends far above the crowd, so its name stays at its line's end: above every other.
        let mvvmc = try #require(labels.first { $0.architecture == "mvvmc" })
        #expect(Double(mvvmc["y"]!)! == heights[0])
    }

    @Test func crowdedLabelsAreStackedAroundWhereTheyWantedToBeAndKeptInside() {
        #expect(ScalingPlot.spread([100, 100, 100], gap: 14, within: 0...200) == [86, 100, 114])
        // Apart already: left where they are.
        #expect(ScalingPlot.spread([50, 10, 100], gap: 14, within: 0...200) == [50, 10, 100])
        // Two crowd at the top edge: pushed down, not out.
        #expect(ScalingPlot.spread([1, 0, 150], gap: 14, within: 0...200) == [14, 0, 150])
        // 83 is clear of 100, but once 100 and 102 stack it is not: all three move as one.
        #expect(ScalingPlot.spread([83, 100, 102], gap: 14, within: 0...200) == [81, 95, 109])
    }

    @Test func rendersTheSameBytesEveryTimeAndSaysSoWhenThereIsNoData() throws {
        #expect(ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows) == ScalingPlot.svg(sizes: Self.sizes, rows: Self.rows))
        let empty = try SVGTree.parse(ScalingPlot.svg(sizes: [], rows: []))
        #expect(empty["class"] == "scaling-plot")
        #expect(empty.all("text").map(\.text) == ["No scaling data."])
    }
}
