@testable import Bench
@testable import Harness
@testable import Metrics
@testable import ReportCharts
@testable import Reports
import Testing

/// The timing chart, rendered from operations made by hand.
struct TimingChartTests {
    @Test func theChartIsWellFormedXMLWithOneRowPerOperation() throws {
        let svg = try SVGTree.parse(TimingChart.svg(ChartFixtures.operations))
        #expect(svg["class"] == "timing-chart")
        #expect(svg["role"] == "img")
        #expect(svg.all("title").first?.text == "Time of each operation relative to Direct")
        #expect(svg.all("g", class: "operation").map { $0["data-operation"] } == ["show-1000", "clear"])
        #expect(svg.all("text", class: "operation-name").map(\.text) == ["show-1000", "clear"])
    }

    @Test func eachRankedArchitectureHasOneWhiskerInItsColourAndDirectHasNone() throws {
        let svg = try SVGTree.parse(TimingChart.svg(ChartFixtures.operations))
        let whiskers = svg.all("g", class: "operation")[0].all("g", class: "whisker")
        #expect(whiskers.map { $0["data-architecture"] } == ["mvc", "mvvm"])
        #expect(whiskers.map { $0["stroke"] } == [ChartPalette.color(for: "mvc"), ChartPalette.color(for: "mvvm")])
        #expect(whiskers.map { $0.all("path", class: "marker").count } == [1, 1])
        #expect(whiskers.first?.all("title").first?.text == "MVC, show-1000: ×2.00 (95% interval ×1.50 to ×3.00)")
    }

    @Test func anOperationThatWasNotTimedSaysSoAndHasNoWhisker() throws {
        let svg = try SVGTree.parse(TimingChart.svg(ChartFixtures.operations))
        let clear = svg.all("g", class: "operation")[1]
        #expect(clear.all("g", class: "whisker").isEmpty)
        #expect(clear.all("text", class: "not-timed").map(\.text) == ["not timed: MVVM ended a timed run on another screen than its checked run"])
    }

    @Test func theAxisTicksOnPowersOfTwoAcrossTheDataAndTheMediansSitOnIt() throws {
        // Ratios from ×0.8 to ×3: the axis runs from ×0.5 to ×4.
        let svg = try SVGTree.parse(TimingChart.svg(ChartFixtures.operations))
        let labels = svg.all("g", class: "axis")[0].all("text").dropLast()
        #expect(labels.map(\.text) == ["×0.5", "×1", "×2", "×4"])
        let tickX = Dictionary(uniqueKeysWithValues: labels.map { ($0.text, $0["x"]!) })
        let medians = svg.all("g", class: "whisker").map { $0.all("path", class: "marker")[0].translation!.x }
        #expect(SVGMarkup.n(medians[0]) == tickX["×2"])
        // MVVM's median ×0.9 lies just left of ×1.
        #expect(medians[1] < Double(tickX["×1"]!)!)
        #expect(medians[1] > Double(tickX["×0.5"]!)!)
    }

    @Test func theBaselineLineIsDrawnAtTimesOne() throws {
        let svg = try SVGTree.parse(TimingChart.svg(ChartFixtures.operations))
        let axis = svg.all("g", class: "axis")[0]
        let dashed = axis.all("line").filter { $0["stroke-dasharray"] != nil }
        let one = try #require(axis.all("text").first { $0.text == "×1" })
        #expect(dashed.count == 1)
        #expect(dashed.first?["x1"] == one["x"])
    }

    @Test func textIsEscapedAndRendersTheSameBytesEveryTime() throws {
        let operations = [OperationResult(file: "Scenarios/bench/a&b<c>.scenario", name: "a", problem: nil, timings: [
            ChartFixtures.timing("x\"y", "X & Y", ms: [1, 1, 1], ratios: [1, 1, 1]),
            ChartFixtures.timing("direct", "Direct", baseline: true, ms: [1, 1, 1]),
        ])]
        let text = TimingChart.svg(operations)
        let svg = try SVGTree.parse(text)
        #expect(svg.all("text", class: "operation-name").map(\.text) == ["a&b<c>"])
        #expect(svg.all("g", class: "legend")[0].all("text").map(\.text).first == "X & Y")
        #expect(svg.all("g", class: "whisker").first?["stroke"] == ChartPalette.fallback)
        #expect(text == TimingChart.svg(operations))
    }
}
