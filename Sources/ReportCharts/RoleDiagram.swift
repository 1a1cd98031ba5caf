import Bench
import Harness
import Metrics
import Reports

/// One architecture's roles as a diagram: a box per role (name and nloc, the composition root
/// included), an arrow per edge between roles labelled with its weight (the number of type
/// names on it), and whatever breaks a rule in red, with a lighter box for a shared module only
/// when a dependency on it breaks a rule (the report tabulates the others). ``svg(_:idPrefix:)`` for the HTML report, ``mermaid(_:)`` for the Markdown one.
///
/// What counts as broken, and the layout, are documented on `RoleGraph` and `RoleLayout`.
public enum RoleDiagram {
    /// An inline `<svg class="role-diagram">`, 720 wide, as tall as its layers need.
    ///
    /// - Parameters:
    ///   - coupling: One architecture's roles, edges and rules.
    ///   - idPrefix: Starts every id inside the SVG (its arrowhead markers), so several diagrams
    ///     can share a page; by default `roles-` and the architecture's id.
    /// - Returns: The SVG text, the same bytes for the same input.
    public static func svg(_ coupling: ArchitectureCoupling, idPrefix: String? = nil) -> String {
        let graph = RoleGraph(coupling)
        let prefix = SVGMarkup.identifier(idPrefix ?? "roles-" + coupling.id)
        let title = "\(coupling.name): roles and their dependencies"
        guard coupling.missing == nil, !graph.nodes.isEmpty else {
            let reason = coupling.missing ?? "no roles were found"
            return [
                SVGMarkup.open(className: "role-diagram", width: RoleLayout.width, height: 48, title: title, description: reason),
                SVGMarkup.text("No diagram: " + reason, x: 16, y: 28, "fill=\"\(ChartPalette.muted)\""),
                "</svg>",
            ].joined(separator: "\n") + "\n"
        }
        let layout = RoleLayout(graph)
        let legend = self.legend(graph, top: layout.bottom + 26)
        var lines = [SVGMarkup.open(className: "role-diagram", width: RoleLayout.width, height: legend.bottom + 12,
                                    title: title, description: description(graph))]
        lines += markers(prefix, broken: graph.links.contains(where: \.isBroken))
        lines += edges(graph, layout, prefix: prefix)
        lines += graph.nodes.indices.map { box(graph.nodes[$0], layout.boxes[$0]) }
        lines += weights(graph, layout)
        lines += legend.lines
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Parts

    private static func description(_ graph: RoleGraph) -> String {
        let roles = graph.roleIndices.map { index in
            graph.nodes[index].name + (graph.nodes[index].nloc.map { " (nloc \($0))" } ?? "")
        }
        let modules = graph.moduleIndices.map { graph.nodes[$0].name }
        let edges = graph.links.map { link in
            "\(graph.nodes[link.from].name) → \(graph.nodes[link.to].name) (\(link.weight)\(link.isNesting ? ", nested in" : ""))" + (link.isBroken ? " breaks a rule" : "")
        }
        return "Roles: \(roles.joined(separator: ", ")). Shared modules: \(modules.isEmpty ? "none" : modules.joined(separator: ", ")). "
            + "Edges with the number of type names on each: \(edges.isEmpty ? "none" : edges.joined(separator: ", ")). "
            + "Broken rules: \(graph.brokenRules.isEmpty ? "none" : graph.brokenRules.joined(separator: "; "))."
    }

    /// The arrowheads; the red one only when an arrow needs it, so red appears only where a rule is broken.
    private static func markers(_ prefix: String, broken: Bool) -> [String] {
        let kinds = [("arrow", ChartPalette.edge)] + (broken ? [("arrow-broken", ChartPalette.broken)] : [])
        return ["<defs>"] + kinds.map { name, colour in
            "<marker id=\"\(prefix)-\(name)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" "
                + "markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"\(colour)\"/></marker>"
        } + ["</defs>"]
    }

    /// Broken arrows last: what matters is drawn on top.
    private static func edges(_ graph: RoleGraph, _ layout: RoleLayout, prefix: String) -> [String] {
        func rank(_ route: RoleLayout.Route) -> Int { graph.links[route.link].isBroken ? 1 : 0 }
        let ordered = layout.routes.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        return ["<g class=\"edges\" fill=\"none\">"] + ordered.map { route in
            let link = graph.links[route.link]
            let from = graph.nodes[link.from], to = graph.nodes[link.to]
            let (colour, width, marker) = link.isBroken ? (ChartPalette.broken, "2", "arrow-broken") : (ChartPalette.edge, "1.4", "arrow")
            return "<path class=\"edge\(link.isBroken ? " broken" : "")\(link.isNesting ? " nesting" : "")\" data-from=\"\(SVGMarkup.escape(from.key))\" data-to=\"\(SVGMarkup.escape(to.key))\" "
                + "d=\"\(route.path)\" stroke=\"\(colour)\" stroke-width=\"\(width)\"\(link.isNesting ? " stroke-dasharray=\"5 3\"" : "") marker-end=\"url(#\(prefix)-\(marker))\">"
                + "<title>\(SVGMarkup.escape("\(from.name) → \(to.name)\(link.isNesting ? ", nested in" : ""): \(link.names.joined(separator: ", "))"))</title></path>"
        } + ["</g>"]
    }

    private static func box(_ node: RoleGraph.Node, _ box: RoleLayout.Box) -> String {
        let stroke = node.isBroken ? ChartPalette.broken : node.isModule ? ChartPalette.moduleEdge : ChartPalette.ink
        let fill = node.isModule ? ChartPalette.moduleFill : "#ffffff"
        let text = node.isBroken ? ChartPalette.broken : ChartPalette.ink
        // A name too long for a narrowed box is set smaller first, and cut only if still too long.
        let nameSize = SVGMarkup.fittingFontSize(node.name, width: box.width - 8, fontSize: node.isModule ? 11 : 12, smallest: 9, bold: true)
        let name = SVGMarkup.fitted(node.name, width: box.width - 8, fontSize: nameSize, bold: true)
        let second = node.isModule ? node.nloc.map { "support, nloc \($0)" } : node.nloc.map { "nloc \($0)" }
        let nameY = second == nil ? box.y + box.height / 2 + 4 : box.y + box.height / 2 - 2
        var parts = [
            "<g class=\"\(node.isModule ? "module" : "role")\(node.isBroken ? " broken" : "")\" data-name=\"\(SVGMarkup.escape(node.key))\">",
            "<title>\(SVGMarkup.escape(node.name + (second.map { ": " + $0 } ?? "")))</title>",
            SVGMarkup.rect(x: box.x, y: box.y, width: box.width, height: box.height,
                           "rx=\"4\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(node.isBroken ? "2" : "1")\""),
            SVGMarkup.text(name, x: box.midX, y: nameY,
                           "text-anchor=\"middle\" font-weight=\"bold\" font-size=\"\(SVGMarkup.fixed(nameSize, 0))\" fill=\"\(text)\""),
        ]
        if let second {
            parts.append(SVGMarkup.text(second, x: box.midX, y: nameY + 14,
                                        "text-anchor=\"middle\" font-size=\"\(node.isModule ? "10" : "11")\" fill=\"\(node.isBroken ? text : ChartPalette.muted)\""))
        }
        return parts.joined() + "</g>"
    }

    /// The weights, on a white halo so they read over the arrows.
    private static func weights(_ graph: RoleGraph, _ layout: RoleLayout) -> [String] {
        ["<g class=\"weights\" font-size=\"11\" font-weight=\"bold\" text-anchor=\"middle\" stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">"]
            + layout.routes.map { route in
                let link = graph.links[route.link]
                let colour = link.isBroken ? ChartPalette.broken : ChartPalette.ink
                return SVGMarkup.text(String(link.weight), x: route.labelX, y: route.labelY + 4,
                                      "class=\"weight\" data-from=\"\(SVGMarkup.escape(graph.nodes[link.from].key))\" "
                                          + "data-to=\"\(SVGMarkup.escape(graph.nodes[link.to].key))\" fill=\"\(colour)\"")
            } + ["</g>"]
    }
}
