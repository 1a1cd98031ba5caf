import Bench
import Harness
import Metrics
import Reports

/// The words of the scaling plot: each line's name at its right end, and the key under the plot.
extension ScalingPlot {
    /// The least distance between two names' middles: the font's 12 pixels and a little air.
    static let labelGap = 14.0
    static let keyLineHeight = 20.0

    /// Each architecture's name right of the plot, in its colour, as near the height its line
    /// ends at (`end`, in pixels) as the other names leave room for.
    static func endLabels(_ ends: [(row: ScalingRow, end: Double)]) -> [String] {
        let left = plotRight + 8
        let middles = spread(ends.map(\.end), gap: labelGap, within: (plotTop + 6)...plotBottom)
        var lines = ["<g class=\"end-labels\" font-size=\"12\" font-weight=\"bold\">"]
        for (row, middle) in zip(ends.map(\.row), middles) {
            let name = SVGMarkup.fitted(row.displayName, width: width - 4 - left, fontSize: 12, bold: true)
            lines.append(SVGMarkup.text(name, x: left, y: middle + 4, "class=\"end-label\" data-architecture=\"\(SVGMarkup.escape(row.architectureID))\" "
                + "fill=\"\(ChartPalette.color(for: row.architectureID))\""))
        }
        lines.append("</g>")
        return lines
    }

    /// Heights for labels wanted at `wanted`, each at least `gap` from the next and kept inside
    /// `range` where there is room. Labels that would crowd are stacked `gap` apart, the stack
    /// centred on the mean of the heights they wanted, so that together they move as little as they can.
    static func spread(_ wanted: [Double], gap: Double, within range: ClosedRange<Double>) -> [Double] {
        // The top of a stack of the labels `members`, centred on their wishes, clamped to range.
        func top(_ members: [Int]) -> Double {
            let mean = members.map { wanted[$0] }.reduce(0, +) / Double(members.count)
            let height = Double(members.count - 1) * gap
            return max(range.lowerBound, min(mean - height / 2, range.upperBound - height))
        }
        // Top to bottom, each label starts a stack of its own and swallows the stacks above it
        // for as long as the two overlap.
        var stacks: [[Int]] = []
        for index in wanted.indices.sorted(by: { (wanted[$0], $0) < (wanted[$1], $1) }) {
            var stack = [index]
            while let above = stacks.last, top(above) + Double(above.count) * gap > top(stack) {
                stack = stacks.removeLast() + stack
            }
            stacks.append(stack)
        }
        var heights = wanted
        for stack in stacks {
            let first = top(stack)
            for (place, index) in stack.enumerated() {
                heights[index] = first + Double(place) * gap
            }
        }
        return heights
    }

    /// The key under the plot: each architecture's line and marker, its name, and its fit's
    /// a (ms per screen) and b (µs per result).
    static func key(_ rows: [ScalingRow], top: Double) -> [String] {
        let name = plotLeft + 40, fixed = plotLeft + 270, perResult = plotLeft + 400
        var lines = ["<g class=\"legend\" font-size=\"12\" fill=\"\(ChartPalette.ink)\">",
                     "<g font-size=\"11\" fill=\"\(ChartPalette.muted)\">",
                     SVGMarkup.text("fit: t = a + b·N", x: plotLeft, y: top + 4),
                     SVGMarkup.text("a, ms per screen", x: fixed, y: top + 4, "text-anchor=\"end\""),
                     SVGMarkup.text("b, µs per result", x: perResult, y: top + 4, "text-anchor=\"end\""),
                     "</g>"]
        for (index, row) in rows.enumerated() {
            let y = top + Double(index + 1) * keyLineHeight
            let id = row.architectureID
            lines.append("<g class=\"key\" data-architecture=\"\(SVGMarkup.escape(id))\">"
                + SVGMarkup.line(plotLeft, y, plotLeft + 32, y, ChartPalette.lineStroke(for: id, width: 2))
                + ChartPalette.marker(for: id).svg(x: plotLeft + 16, y: y, colour: ChartPalette.color(for: id))
                + "</g>")
            lines.append(SVGMarkup.text(SVGMarkup.fitted(row.displayName, width: 110, fontSize: 12), x: name, y: y + 4))
            lines.append(SVGMarkup.text(row.fit.map { SVGMarkup.fixed($0.fixedMilliseconds.value, 3) } ?? "—", x: fixed, y: y + 4,
                                        "class=\"fixed\" text-anchor=\"end\""))
            lines.append(SVGMarkup.text(row.fit.map { SVGMarkup.fixed($0.microsecondsPerResult.value, 4) } ?? "—", x: perResult, y: y + 4,
                                        "class=\"per-result\" text-anchor=\"end\""))
        }
        lines.append("</g>")
        return lines
    }
}
