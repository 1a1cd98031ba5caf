import Bench
import Harness
import Metrics
import Reports

extension RoleDiagram {
    struct Legend {
        let lines: [String]
        let bottom: Double
    }

    /// A row of samples (role, module, arrow with its weight, and red only when a rule is
    /// broken), wrapped where it would run off the edge, then one line per broken rule.
    static func legend(_ graph: RoleGraph, top: Double) -> Legend {
        var lines = ["<g class=\"legend\" font-size=\"11\" fill=\"\(ChartPalette.muted)\">"]
        var x = RoleLayout.margin
        var top = top
        // An item that would run off the right edge starts a new row.
        func makeRoom(for text: String, sample: Double) {
            if x + sample + SVGMarkup.estimatedWidth(text, fontSize: 11) > RoleLayout.width - RoleLayout.margin {
                x = RoleLayout.margin
                top += 20
            }
        }
        func caption(_ text: String) {
            lines.append(SVGMarkup.text(text, x: x, y: top + 4))
            x += SVGMarkup.estimatedWidth(text, fontSize: 11) + 22
        }
        func arrow(_ colour: String, width: String, dashed: Bool = false) {
            lines.append(SVGMarkup.line(x, top, x + 28, top, "stroke=\"\(colour)\" stroke-width=\"\(width)\"" + (dashed ? " stroke-dasharray=\"5 3\"" : "")))
            lines.append("<path d=\"M\(SVGMarkup.n(x + 36)) \(SVGMarkup.n(top)) L\(SVGMarkup.n(x + 28)) \(SVGMarkup.n(top - 4)) "
                + "L\(SVGMarkup.n(x + 28)) \(SVGMarkup.n(top + 4)) z\" fill=\"\(colour)\"/>")
            x += 42
        }
        lines.append(SVGMarkup.rect(x: x, y: top - 7, width: 22, height: 14, "rx=\"3\" fill=\"#ffffff\" stroke=\"\(ChartPalette.ink)\""))
        x += 28
        caption("role, with its nloc")
        if !graph.moduleIndices.isEmpty {
            lines.append(SVGMarkup.rect(x: x, y: top - 7, width: 22, height: 14,
                                        "rx=\"3\" fill=\"\(ChartPalette.moduleFill)\" stroke=\"\(ChartPalette.moduleEdge)\""))
            x += 28
            caption("shared module")
        }
        makeRoom(for: "its source uses 3 type names of its target", sample: 42)
        let sampleX = x
        arrow(ChartPalette.edge, width: "1.4")
        lines.append(SVGMarkup.text("3", x: sampleX + 14, y: top + 4,
                                    "font-weight=\"bold\" text-anchor=\"middle\" fill=\"\(ChartPalette.ink)\" stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\""))
        caption("its source uses 3 type names of its target")
        if graph.links.contains(where: \.isNesting) {
            makeRoom(for: "its source's types are nested in its target's: no loop", sample: 42)
            arrow(ChartPalette.edge, width: "1.4", dashed: true)
            caption("its source's types are nested in its target's: no loop")
        }
        if !graph.brokenRules.isEmpty {
            makeRoom(for: "breaks a rule", sample: 42)
            arrow(ChartPalette.broken, width: "2")
            caption("breaks a rule")
        }
        var bottom = top + 8
        for rule in graph.brokenRules {
            bottom += 16
            let text = SVGMarkup.fitted("Broken: " + rule, width: RoleLayout.width - 2 * RoleLayout.margin, fontSize: 11)
            lines.append(SVGMarkup.text(text, x: RoleLayout.margin, y: bottom, "class=\"broken-rule\" fill=\"\(ChartPalette.broken)\""))
        }
        lines.append("</g>")
        return Legend(lines: lines, bottom: bottom)
    }
}
