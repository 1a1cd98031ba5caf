@testable import Bench
@testable import Harness
@testable import Metrics
@testable import ReportCharts
@testable import Reports
import Testing

/// What every chart is written with: escaping, numbers, scales, and no reference outside the SVG.
struct SVGMarkupTests {
    @Test func escapingCoversTheFiveXMLCharactersAndDropsForbiddenControls() {
        #expect(SVGMarkup.escape("a&b<c>\"d\"'e'") == "a&amp;b&lt;c&gt;&quot;d&quot;&#39;e&#39;")
        #expect(SVGMarkup.escape("x\u{0}\u{8}y\tz") == "xy\tz")
    }

    @Test func escapingDropsTheTwoNoncharactersAndKeepsEveryOtherScalar() {
        #expect(SVGMarkup.escape("a\u{FFFE}b\u{FFFF}c") == "abc")
        #expect(SVGMarkup.escape("é\u{FFFD}\u{EFFF}🎵\u{85}\r\n") == "é\u{FFFD}\u{EFFF}🎵\u{85}\r\n")
    }

    @Test func numbersHaveFixedDecimalsAPointAndNoNegativeZero() {
        #expect(SVGMarkup.fixed(1234.5, 2) == "1234.50")
        #expect(SVGMarkup.fixed(-0.04, 1) == "0.0")
        // Half away from zero, as every number the reports write (Figures.fixed).
        #expect(SVGMarkup.fixed(-1.25, 1) == "-1.3")
        #expect(SVGMarkup.n(.nan) == "0")
        #expect([0.125, 0.5, 1, 4, 1_000, 0.01].map(SVGMarkup.tick) == ["0.125", "0.5", "1", "4", "1,000", "0.01"])
    }

    @Test func aLogScaleWidensToWholePowersAndTicksOnThem() {
        let decades = LogScale(base: 10, covering: [10, 100_000], start: 0, end: 400)
        #expect(decades.ticks(maximum: 8) == [10, 100, 1_000, 10_000, 100_000])
        #expect(abs(decades.position(1_000) - 200) < 1e-9)
        let ratios = LogScale(base: 2, covering: [1.1, 1.3], including: [1], start: 0, end: 100)
        #expect(ratios.ticks(maximum: 9) == [1, 2])
        #expect(LogScale(base: 10, covering: [5], start: 0, end: 100).ticks(maximum: 8) == [1, 10])
        // A value on a power is given a power either side, so the axis has a length.
        #expect(LogScale(base: 10, covering: [10], start: 0, end: 100).ticks(maximum: 8) == [1, 10, 100])
        let wide = LogScale(base: 2, covering: [1.0 / 1024, 1024], start: 0, end: 100)
        #expect(wide.ticks(maximum: 9).count <= 9)
    }

    @Test(arguments: ["role-diagram", "timing-chart", "scaling-plot"])
    func aChartReferencesNothingOutsideItself(chart: String) {
        let text = switch chart {
        case "role-diagram": RoleDiagram.svg(ChartFixtures.toy())
        case "timing-chart": TimingChart.svg(ChartFixtures.operations)
        default: ScalingPlot.svg(sizes: [10, 100], rows: [ChartFixtures.scaling("mvc", "MVC", ms: [1, 2], fit: (0.9, 11))])
        }
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(chart)\""), "\(chart)")
        let withoutNamespace = text.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        for forbidden in ["href", "http", "<script", "<image", "<foreignObject", "@import", "<style", "url(\"", "url('"] {
            #expect(!withoutNamespace.contains(forbidden), "\(chart) contains \(forbidden)")
        }
        let urls = withoutNamespace.components(separatedBy: "url(").dropFirst()
        #expect(urls.allSatisfy { $0.hasPrefix("#") }, "\(chart)")
        #expect(text.contains("font-family=\"system-ui"), "\(chart)")
    }
}
