@testable import Bench
@testable import Harness
@testable import Metrics
@testable import ReportCharts
@testable import Reports
import Testing

/// Every whisker shows where its interval starts and ends, however narrow it is.
struct WhiskerTests {
    @Test func noMarkerReachesFurtherThanItsRadius() {
        for marker in ChartMarker.allCases {
            let numbers = marker.path.split { !"-.0123456789".contains($0) }.compactMap { Double($0) }
            #expect(!numbers.isEmpty && numbers.allSatisfy { abs($0) <= ChartMarker.radius }, "\(marker)")
        }
    }

    /// The timing chart's intervals are ±1%, far narrower than a marker; the plot's are wider.
    @Test(arguments: ["timing chart", "scaling plot"])
    func eachCapStandsAtAnEndOfItsIntervalAndReachesPastTheMarker(chart: String) throws {
        let svg = try SVGTree.parse(chart == "timing chart"
            ? TimingChart.svg(ChartFixtures.everyArchitecture)
            : ScalingPlot.svg(sizes: [10, 100, 1_000, 10_000, 100_000], rows: ChartFixtures.everyScalingRow))
        let whiskers = svg.all("g", class: chart == "timing chart" ? "whisker" : "point")
        #expect(whiskers.count == (chart == "timing chart" ? 10 : 30))
        // Past the marker's farthest point and half its 1.5-pixel outline.
        let markerReach = ChartMarker.radius + 0.75
        for whisker in whiskers {
            let interval = try #require(whisker.all("line", class: "interval").first)
            let centre = try #require(whisker.all("path", class: "marker").first?.translation)
            let number = { (line: SVGElement, attribute: String) in Double(line[attribute]!)! }
            // The axis the interval runs along, the one its caps stand across, and the marker's middle on that one.
            let isHorizontal = interval["y1"] == interval["y2"]
            let (along, across, middle) = isHorizontal ? ("x", "y", centre.y) : ("y", "x", centre.x)
            let caps = whisker.all("line", class: "cap")
            #expect(caps.map { number($0, along + "1") } == [number(interval, along + "1"), number(interval, along + "2")])
            for cap in caps {
                let ends = [number(cap, across + "1"), number(cap, across + "2")].sorted()
                #expect(ends[0] < middle - markerReach && ends[1] > middle + markerReach, "\(whisker.architecture ?? "?") in the \(chart)")
            }
        }
    }
}
