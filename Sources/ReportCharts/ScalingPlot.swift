import Bench
import Domain
import Foundation
import Harness
import Metrics
import Reports

/// The scaling sweep as a log-log plot: time per operation against the number of results. Each
/// architecture's fit t = a + b·N is its line, named at its right end; its measured medians are
/// points on top, each a ``Whisker`` across its 95% interval. The key under the plot gives
/// each fit's a (ms per screen) and b (µs per result). Both axes tick at powers of ten.
///
/// A fixed cost a per screen flattens a line at the left, where N is small, and the cost per
/// result b sets its height at the right; on log axes the line bends from one to the other.
public enum ScalingPlot {
    static let width = 720.0
    static let plotLeft = 64.0
    /// Room on the right for the names at the lines' ends.
    static let plotRight = 610.0
    static let plotTop = 20.0
    static let plotBottom = 340.0
    static let inset = 12.0
    /// The fit is drawn through this many points per decade of N: smooth on a log axis.
    static let samplesPerDecade = 24.0

    /// An inline `<svg class="scaling-plot">`.
    ///
    /// - Parameters:
    ///   - sizes: The result counts of the sweep, in the order of each row's summaries.
    ///   - rows: One per architecture: its time per operation at each size, in milliseconds,
    ///     and its fit.
    /// - Returns: The SVG text, the same bytes for the same input.
    public static func svg(sizes: [Int], rows: [ScalingRow]) -> String {
        let title = "Time per operation by number of results (log-log)"
        let points = rows.map { row in
            zip(sizes, row.milliseconds).filter { size, summary in size > 0 && summary.median > 0 && summary.median.isFinite }
        }
        guard points.contains(where: { !$0.isEmpty }) else {
            return [
                SVGMarkup.open(className: "scaling-plot", width: width, height: 48, title: title, description: "No sizes were timed."),
                SVGMarkup.text("No scaling data.", x: 16, y: 28, "fill=\"\(ChartPalette.muted)\""),
                "</svg>",
            ].joined(separator: "\n") + "\n"
        }
        let curves = zip(rows, points).map { row, points in curve(row.fit, over: points.map { Double($0.0) }) }
        let times = points.flatMap { $0.flatMap { [$0.1.low, $0.1.median, $0.1.high] } } + curves.flatMap { $0.map(\.milliseconds) }
        // The decades at the ends stand a little inside the frame, so no point sits on it.
        let x = LogScale(base: 10, covering: points.flatMap { $0.map { Double($0.0) } }, start: plotLeft + inset, end: plotRight - inset)
        let y = LogScale(base: 10, covering: times, start: plotBottom - inset, end: plotTop + inset)
        let keyTop = plotBottom + 62
        let height = keyTop + Double(rows.count + 1) * keyLineHeight + 8

        var lines = [SVGMarkup.open(className: "scaling-plot", width: width, height: height, title: title, description: description(rows))]
        lines += axes(x: x, y: y)
        // The baseline first, under the others.
        let order = rows.indices.sorted { (rows[$0].isBaseline ? 0 : 1, $0) < (rows[$1].isBaseline ? 0 : 1, $1) }
        for index in order {
            lines += series(rows[index], points: points[index], curve: curves[index], x: x, y: y)
        }
        // Each name at the height its line ends: the fit's last point, or the last median unfitted.
        let ends = rows.indices.compactMap { index in
            (curves[index].last?.milliseconds ?? points[index].last?.1.median).map { (rows[index], y.position($0)) }
        }
        lines += endLabels(ends)
        lines += key(rows, top: keyTop)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The fit sampled evenly on the log axis from the smallest size to the largest; empty
    /// without a fit. A fit whose a is below zero (noise at small N) has no place on a log
    /// axis where it is not above zero, so those samples are left out.
    static func curve(_ fit: CostFit?, over sizes: [Double]) -> [(size: Double, milliseconds: Double)] {
        guard let fit, let smallest = sizes.min(), let largest = sizes.max() else { return [] }
        let steps = max(1, Int((log10(largest / smallest) * samplesPerDecade).rounded(.up)))
        return (0...steps).map { step in
            let size = smallest * pow(largest / smallest, Double(step) / Double(steps))
            return (size, fit.milliseconds(at: size))
        }.filter { $0.milliseconds > 0 }
    }

    // MARK: - Parts

    private static func description(_ rows: [ScalingRow]) -> String {
        let fits = rows.map { row in
            row.displayName + (row.fit.map { " a = \(SVGMarkup.fixed($0.fixedMilliseconds.value, 3)) ms per screen, b = \(SVGMarkup.fixed($0.microsecondsPerResult.value, 4)) µs per result" }
                ?? " not fitted")
        }
        return "Each architecture's time per operation fitted as t = a + b·N, a fixed cost per screen plus a cost per result, "
            + "drawn as a line, with its median milliseconds as points and their 95% intervals, against the number of results N, "
            + "both on log scales. Fits: \(fits.joined(separator: "; "))."
    }

    private static func axes(x: LogScale, y: LogScale) -> [String] {
        var lines = ["<g class=\"axes\" font-size=\"11\" fill=\"\(ChartPalette.muted)\">"]
        for tick in x.ticks(maximum: 8) {
            let position = x.position(tick)
            lines.append(SVGMarkup.line(position, plotTop, position, plotBottom + 4, "stroke=\"\(ChartPalette.grid)\""))
            lines.append(SVGMarkup.text(SVGMarkup.tick(tick), x: position, y: plotBottom + 17, "text-anchor=\"middle\""))
        }
        for tick in y.ticks(maximum: 8) {
            let position = y.position(tick)
            lines.append(SVGMarkup.line(plotLeft - 4, position, plotRight, position, "stroke=\"\(ChartPalette.grid)\""))
            lines.append(SVGMarkup.text(SVGMarkup.tick(tick), x: plotLeft - 7, y: position + 4, "text-anchor=\"end\""))
        }
        lines.append(SVGMarkup.rect(x: plotLeft, y: plotTop, width: plotRight - plotLeft, height: plotBottom - plotTop,
                                    "fill=\"none\" stroke=\"\(ChartPalette.muted)\""))
        lines.append(SVGMarkup.text("results (N, log scale)", x: (plotLeft + plotRight) / 2, y: plotBottom + 38, "text-anchor=\"middle\""))
        let middle = (plotTop + plotBottom) / 2
        lines.append(SVGMarkup.text("ms per operation (log scale)", x: 16, y: middle,
                                    "text-anchor=\"middle\" transform=\"rotate(-90 16 \(SVGMarkup.n(middle)))\""))
        lines.append("</g>")
        return lines
    }

    private static func series(_ row: ScalingRow, points: [(Int, SampleSummary)], curve: [(size: Double, milliseconds: Double)],
                               x: LogScale, y: LogScale) -> [String] {
        let id = row.architectureID
        var lines = ["<g class=\"series\" data-architecture=\"\(SVGMarkup.escape(id))\" stroke=\"\(ChartPalette.color(for: id))\">"]
        if !curve.isEmpty {
            let coordinates = curve.map { "\(SVGMarkup.n(x.position($0.size))),\(SVGMarkup.n(y.position($0.milliseconds)))" }
            lines.append("<polyline class=\"fit\" points=\"\(coordinates.joined(separator: " "))\" fill=\"none\" \(ChartPalette.lineStroke(for: id, width: 2))/>")
        }
        for (size, summary) in points {
            let tip = "\(row.displayName), \(Counting.grouped(size)) results: \(SVGMarkup.fixed(summary.median, 3)) ms "
                + "(95% interval \(SVGMarkup.fixed(summary.low, 3)) to \(SVGMarkup.fixed(summary.high, 3)))"
            lines.append("<g class=\"point\"><title>\(SVGMarkup.escape(tip))</title>"
                + Whisker.svg(.vertical, low: y.position(summary.low), median: y.position(summary.median), high: y.position(summary.high),
                              across: x.position(Double(size)), architecture: id)
                + "</g>")
        }
        lines.append("</g>")
        return lines
    }
}
