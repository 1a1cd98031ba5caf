@testable import Bench
@testable import Harness
@testable import Metrics
@testable import ReportCharts
@testable import Reports
import Foundation
import Testing
import Workbench

/// Each architecture looks the same in every chart, each has a look of its own, and the first six
/// can be told apart in greyscale.
struct ChartPaletteTests {
    private static let ids = ChartFixtures.architectures.map(\.0)

    /// WCAG 2's relative luminance of `#RRGGBB`: sRGB's curve undone on each channel, then the
    /// channels weighted as the eye weighs them. It is the grey a colour prints as.
    private static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16)!
        let linear = [16, 8, 0].map { shift -> Double in
            let channel = Double((value >> shift) & 0xFF) / 255
            return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// WCAG's contrast ratio of two luminances: 1 for the same grey, 21 for black on white.
    private static func contrast(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    @Test func theSixColoursAreDifferentGreysAndEachStandsOutOnWhite() {
        let luminances = Self.ids.map { Self.luminance(ChartPalette.color(for: $0)) }
        // A mark a reader must see needs 3:1 against its background (WCAG 1.4.11). So the
        // lightest colour can be no lighter than luminance 0.30, and the six greys must share
        // the contrast between black and that one: 0.35 / 0.05 = 7:1. Spread evenly over five
        // steps, each would be 7^(1/5) ≈ 1.48:1 from the next; 1.4:1 leaves a little of that
        // to keep each hue near Okabe and Ito's. (Their orange and sky blue are 1.02:1.)
        for (index, first) in luminances.enumerated() {
            #expect(Self.contrast(first, 1) >= 3, "\(Self.ids[index]) on white")
            for (other, second) in luminances.enumerated() where other > index {
                #expect(Self.contrast(first, second) >= 1.4, "\(Self.ids[index]) and \(Self.ids[other])")
            }
        }
    }

    @Test func eachRegisteredArchitectureThePaletteKnowsHasItsOwnColourMarkerAndDash() throws {
        // One just added and not yet given a look is drawn in the fallback grey, as designed.
        let ids = ArchitectureRegistry.all.map(\.id).filter { ChartPalette.color(for: $0) != ChartPalette.fallback }
        #expect(ids.count > 1)
        #expect(Set(ids.map(ChartPalette.color(for:))).count == ids.count)
        #expect(Set(ids.map(ChartPalette.marker(for:))).count == ids.count)
        let dashes = try ids.map { id in
            try SVGTree.parse("<line \(ChartPalette.lineStroke(for: id, width: 2))/>")["stroke-dasharray"] ?? "solid"
        }
        #expect(Set(dashes).count == ids.count)
        for id in ids {
            #expect(Self.contrast(Self.luminance(ChartPalette.color(for: id)), 1) >= 3, "\(id) on white")
        }
        #expect(ChartPalette.marker(for: "MVC") == ChartPalette.marker(for: "mvc"))
    }

    @Test func everyChartDrawsAnArchitectureWithTheSameColourAndMarker() throws {
        let charts = try [
            "timing chart": SVGTree.parse(TimingChart.svg(ChartFixtures.everyArchitecture)),
            "scaling plot": SVGTree.parse(ScalingPlot.svg(sizes: [10, 100, 1_000, 10_000, 100_000], rows: ChartFixtures.everyScalingRow)),
        ]
        for (name, chart) in charts {
            // Every marker and every line of architecture X, key included, as (colour, shape).
            var looks: [String: Set<String>] = [:]
            for marker in chart.all("path", class: "marker") {
                looks[marker.architecture ?? "none", default: []].insert("\(marker["stroke"]!) \(marker["d"]!)")
            }
            for id in Self.ids where !(name == "timing chart" && id == "direct") {
                let expected = "\(ChartPalette.color(for: id)) \(ChartPalette.marker(for: id).path)"
                #expect(looks[id] == [expected], "\(id) in the \(name)")
            }
            for element in chart.all where element.name == "line" || element.name == "polyline" {
                guard let id = element.architecture, let stroke = element["stroke"] ?? element.ancestry.lazy.compactMap({ $0["stroke"] }).first else { continue }
                #expect(stroke == ChartPalette.color(for: id), "a line of \(id) in the \(name)")
            }
        }
        // In the scaling plot, a fit's line and its key's line share the dash; its name its colour.
        let plot = try #require(charts["scaling plot"])
        for id in Self.ids {
            let fit = plot.all("polyline", class: "fit").first { $0.architecture == id }
            let key = plot.all("g", class: "key").first { $0.architecture == id }?.all("line").first
            #expect(fit?["stroke-dasharray"] == key?["stroke-dasharray"], "\(id)")
            #expect(plot.all("text", class: "end-label").first { $0.architecture == id }?["fill"] == ChartPalette.color(for: id))
        }
    }
}
