import Bench
import Harness
import Metrics
import Reports

/// The operations suite as a chart: one row per operation, and in it one ``Whisker`` per ranked
/// architecture, its ratio to Direct in the same round: the architecture's marker at the
/// median, a capped line across the 95% interval, on one logarithmic axis shared by all rows,
/// with Direct's ×1 as a line in Direct's dash.
///
/// A ratio axis is logarithmic so that ×2 and ×0.5 lie equally far from ×1; ticks fall on
/// powers of two (×0.5, ×1, ×2, ×4 …), as many as the data spans. Whiskers take their colour
/// and marker from ``ChartPalette`` and are stacked in the order the architectures first appear.
public enum TimingChart {
    static let width = 720.0
    /// Far enough apart that the caps of one whisker do not touch the next one's.
    static let lineSpacing = 2 * Whisker.capReach + 1

    /// An inline `<svg class="timing-chart">`.
    ///
    /// - Parameter operations: The timed operations; one that was not timed (`problem != nil`)
    ///   gets a row that says so.
    /// - Returns: The SVG text, the same bytes for the same input.
    public static func svg(_ operations: [OperationResult]) -> String {
        let ranked = rankedArchitectures(operations)
        let labelWidth = min(200, max(90, operations.map { SVGMarkup.estimatedWidth($0.shortName, fontSize: 12) }.max() ?? 90))
        let plotLeft = 16 + labelWidth + 14, plotRight = width - 28
        let ratios = operations.filter { $0.problem == nil }.flatMap { $0.timings.compactMap(\.ratioToBaseline) }
        let scale = LogScale(base: 2, covering: ratios.flatMap { [$0.low, $0.median, $0.high] }, including: [1], start: plotLeft, end: plotRight)
        let rowHeight = max(30, Double(ranked.count) * lineSpacing + 14)
        let rowsTop = 48.0, rowsBottom = rowsTop + Double(operations.count) * rowHeight
        let height = rowsBottom + 52

        var lines = [SVGMarkup.open(className: "timing-chart", width: width, height: height,
                                    title: "Time of each operation relative to Direct",
                                    description: description(operations, ranked))]
        lines += legend(ranked, y: 22)
        // Bands, then the grid over them, then the whiskers over both.
        lines.append("<g class=\"rows\">")
        for (index, operation) in operations.enumerated() {
            let top = rowsTop + Double(index) * rowHeight
            if index % 2 == 0 {
                lines.append(SVGMarkup.rect(x: 16, y: top, width: width - 32, height: rowHeight, "fill=\"\(ChartPalette.band)\""))
            }
            let label = SVGMarkup.fitted(operation.shortName, width: labelWidth, fontSize: 12)
            lines.append(SVGMarkup.text(label, x: 22, y: top + rowHeight / 2 + 4, "class=\"operation-name\" fill=\"\(ChartPalette.ink)\""))
        }
        lines.append("</g>")
        lines += axis(scale, top: rowsTop, bottom: rowsBottom)
        for (index, operation) in operations.enumerated() {
            lines += row(operation, ranked: ranked, scale: scale, top: rowsTop + Double(index) * rowHeight, height: rowHeight)
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The architectures with a ratio (every one but the baseline), in the order they first appear.
    static func rankedArchitectures(_ operations: [OperationResult]) -> [(id: String, name: String)] {
        var seen: [(id: String, name: String)] = []
        for timing in operations.flatMap(\.timings) where !timing.isBaseline && !seen.contains(where: { $0.id == timing.architectureID }) {
            seen.append((timing.architectureID, timing.displayName))
        }
        return seen
    }

    // MARK: - Parts

    private static func description(_ operations: [OperationResult], _ ranked: [(id: String, name: String)]) -> String {
        let rows = operations.map { operation -> String in
            guard operation.problem == nil else { return "\(operation.shortName): not timed" }
            let values = operation.timings.compactMap { timing in
                timing.ratioToBaseline.map { "\(timing.displayName) ×\(SVGMarkup.fixed($0.median, 2))" }
            }
            return "\(operation.shortName): \(values.joined(separator: ", "))"
        }
        return "Median ratio to Direct in the same round, with 95% intervals, on a log scale. " + rows.joined(separator: "; ") + "."
    }

    private static func legend(_ ranked: [(id: String, name: String)], y: Double) -> [String] {
        var lines = ["<g class=\"legend\" font-size=\"12\" fill=\"\(ChartPalette.ink)\">"]
        var x = 16.0
        for architecture in ranked {
            // A whisker in small, so the key teaches the marks as well as the colours.
            lines.append("<g class=\"key\" data-architecture=\"\(SVGMarkup.escape(architecture.id))\" stroke=\"\(ChartPalette.color(for: architecture.id))\">"
                + Whisker.svg(.horizontal, low: x + 2, median: x + 11, high: x + 20, across: y, architecture: architecture.id) + "</g>")
            lines.append(SVGMarkup.text(architecture.name, x: x + 28, y: y + 4))
            x += 28 + SVGMarkup.estimatedWidth(architecture.name, fontSize: 12) + 18
        }
        lines.append(SVGMarkup.line(x, y - 7, x, y + 7, baselineStroke))
        lines.append(SVGMarkup.text("×1 = Direct", x: x + 6, y: y + 4))
        lines.append("</g>")
        return lines
    }

    /// Direct's ×1, drawn in Direct's colour and dash.
    private static let baselineStroke = ChartPalette.lineStroke(for: "direct", width: 1.2)

    private static func axis(_ scale: LogScale, top: Double, bottom: Double) -> [String] {
        var lines = ["<g class=\"axis\" font-size=\"11\" fill=\"\(ChartPalette.muted)\" text-anchor=\"middle\">"]
        for tick in scale.ticks(maximum: 9) {
            let x = scale.position(tick)
            let isOne = abs(tick - 1) < 1e-12
            lines.append(SVGMarkup.line(x, top, x, bottom + 4, isOne ? baselineStroke : "stroke=\"\(ChartPalette.grid)\" stroke-width=\"1\""))
            lines.append(SVGMarkup.text("×" + SVGMarkup.tick(tick), x: x, y: bottom + 17, isOne ? "font-weight=\"bold\" fill=\"#000000\"" : ""))
        }
        lines.append(SVGMarkup.text("ratio to Direct in the same round (log scale): marker = median, capped line = 95% interval",
                                    x: (scale.start + scale.end) / 2, y: bottom + 38))
        lines.append("</g>")
        return lines
    }

    private static func row(_ operation: OperationResult, ranked: [(id: String, name: String)], scale: LogScale, top: Double, height: Double) -> [String] {
        var lines = ["<g class=\"operation\" data-operation=\"\(SVGMarkup.escape(operation.shortName))\">"]
        if let problem = operation.problem {
            let text = SVGMarkup.fitted("not timed: " + PlainWording.operationProblem(problem, file: operation.file), width: scale.end - scale.start, fontSize: 12)
            lines.append(SVGMarkup.text(text, x: scale.start + 6, y: top + height / 2 + 4,
                                        "class=\"not-timed\" font-style=\"italic\" fill=\"\(ChartPalette.muted)\" stroke=\"#ffffff\" stroke-width=\"4\" paint-order=\"stroke\""))
            return lines + ["</g>"]
        }
        let firstY = top + (height - Double(ranked.count - 1) * lineSpacing) / 2
        for (rank, architecture) in ranked.enumerated() {
            guard let timing = operation.timings.first(where: { $0.architectureID == architecture.id && !$0.isBaseline }),
                  let ratio = timing.ratioToBaseline, ratio.median > 0, ratio.low > 0, ratio.high > 0 else { continue }
            let y = firstY + Double(rank) * lineSpacing
            let tip = "\(timing.displayName), \(operation.shortName): ×\(SVGMarkup.fixed(ratio.median, 2)) "
                + "(95% interval ×\(SVGMarkup.fixed(ratio.low, 2)) to ×\(SVGMarkup.fixed(ratio.high, 2)))"
            lines.append("<g class=\"whisker\" data-architecture=\"\(SVGMarkup.escape(architecture.id))\" stroke=\"\(ChartPalette.color(for: architecture.id))\">"
                + "<title>\(SVGMarkup.escape(tip))</title>"
                + Whisker.svg(.horizontal, low: scale.position(ratio.low), median: scale.position(ratio.median), high: scale.position(ratio.high),
                              across: y, architecture: architecture.id)
                + "</g>")
        }
        return lines + ["</g>"]
    }
}
