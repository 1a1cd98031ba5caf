import Bench
import Domain
import Harness
import Metrics
import Reports

/// The scaling sweep as a log-log plot: time per operation against the number of results, one
/// line with points per architecture (Direct dashed), a whisker at each point across its 95%
/// interval, and each architecture's fitted cost per result in the legend. Both axes tick at
/// powers of ten.
public enum ScalingPlot {
    static let width = 720.0
    static let plotLeft = 64.0
    static let plotRight = 540.0
    static let plotTop = 20.0
    static let plotBottom = 340.0
    static let inset = 12.0

    /// An inline `<svg class="scaling-plot">`.
    ///
    /// - Parameters:
    ///   - sizes: The result counts of the sweep, in the order of each row's summaries.
    ///   - rows: One per architecture: its time per operation at each size, in milliseconds.
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
        let summaries = points.flatMap { $0.map(\.1) }
        // The decades at the ends stand a little inside the frame, so no point sits on it.
        let x = LogScale(base: 10, covering: points.flatMap { $0.map { Double($0.0) } }, start: plotLeft + inset, end: plotRight - inset)
        let y = LogScale(base: 10, covering: summaries.flatMap { [$0.low, $0.median, $0.high] }, start: plotBottom - inset, end: plotTop + inset)
        let height = max(plotBottom + 56, 20 + Double(rows.count + 1) * 20 + 20)

        var lines = [SVGMarkup.open(className: "scaling-plot", width: width, height: height, title: title, description: description(rows))]
        lines += axes(x: x, y: y)
        // The baseline first, under the others.
        let order = rows.indices.sorted { (rows[$0].isBaseline ? 0 : 1, $0) < (rows[$1].isBaseline ? 0 : 1, $1) }
        for index in order {
            lines += series(rows[index], points: points[index], x: x, y: y)
        }
        lines += legend(rows)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Parts

    private static func description(_ rows: [ScalingRow]) -> String {
        let fits = rows.map { row in
            "\(row.displayName) \(row.fit.map { SVGMarkup.fixed($0.microsecondsPerResult.value, 3) + " µs" } ?? "not fitted")"
        }
        return "Median milliseconds per operation with 95% intervals, against the number of results, both on log scales. "
            + "Fitted cost per result: \(fits.joined(separator: ", "))."
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

    private static func series(_ row: ScalingRow, points: [(Int, SampleSummary)], x: LogScale, y: LogScale) -> [String] {
        let colour = ChartPalette.color(for: row.architectureID)
        var lines = ["<g class=\"series\" data-architecture=\"\(SVGMarkup.escape(row.architectureID))\" stroke=\"\(colour)\" fill=\"\(colour)\">"]
        let coordinates = points.map { "\(SVGMarkup.n(x.position(Double($0.0)))),\(SVGMarkup.n(y.position($0.1.median)))" }
        lines.append("<polyline points=\"\(coordinates.joined(separator: " "))\" fill=\"none\" stroke-width=\"\(row.isBaseline ? "1.5" : "2")\""
            + (row.isBaseline ? " stroke-dasharray=\"6 4\"" : "") + "/>")
        for (size, summary) in points {
            let px = x.position(Double(size))
            let low = y.position(summary.low), high = y.position(summary.high)
            let tip = "\(row.displayName), \(Counting.grouped(size)) results: \(SVGMarkup.fixed(summary.median, 3)) ms "
                + "(95% interval \(SVGMarkup.fixed(summary.low, 3)) to \(SVGMarkup.fixed(summary.high, 3)))"
            lines.append("<g class=\"point\"><title>\(SVGMarkup.escape(tip))</title>"
                + SVGMarkup.line(px, low, px, high, "class=\"whisker\" stroke-width=\"1.2\"")
                + SVGMarkup.line(px - 3, low, px + 3, low, "stroke-width=\"1.2\"")
                + SVGMarkup.line(px - 3, high, px + 3, high, "stroke-width=\"1.2\"")
                + SVGMarkup.circle(x: px, y: y.position(summary.median), r: 3, "stroke=\"#ffffff\" stroke-width=\"1\"")
                + "</g>")
        }
        lines.append("</g>")
        return lines
    }

    private static func legend(_ rows: [ScalingRow]) -> [String] {
        let left = plotRight + 22
        var lines = ["<g class=\"legend\" font-size=\"12\" fill=\"\(ChartPalette.ink)\">",
                     SVGMarkup.text("µs per result", x: width - 16, y: plotTop + 10, "text-anchor=\"end\" font-size=\"11\" fill=\"\(ChartPalette.muted)\"")]
        for (index, row) in rows.enumerated() {
            let y = plotTop + 30 + Double(index) * 20
            let colour = ChartPalette.color(for: row.architectureID)
            lines.append(SVGMarkup.line(left, y, left + 22, y, "stroke=\"\(colour)\" stroke-width=\"2\"" + (row.isBaseline ? " stroke-dasharray=\"6 4\"" : "")))
            lines.append(SVGMarkup.circle(x: left + 11, y: y, r: 3, "fill=\"\(colour)\""))
            lines.append(SVGMarkup.text(SVGMarkup.fitted(row.displayName, width: 80, fontSize: 12), x: left + 30, y: y + 4))
            lines.append(SVGMarkup.text(row.fit.map { SVGMarkup.fixed($0.microsecondsPerResult.value, 3) } ?? "—", x: width - 16, y: y + 4,
                                        "class=\"per-result\" text-anchor=\"end\""))
        }
        lines.append("</g>")
        return lines
    }
}
