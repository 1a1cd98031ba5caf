import Bench
import Harness
import Metrics
import Reports

extension RoleDiagram {
    /// The same graph as ``svg(_:idPrefix:)``, as the body of a Mermaid block (without the
    /// fences): `flowchart TB`, a node per role with its nloc, the shared modules in a subgraph,
    /// an edge per dependency labelled with its weight (`Views -->|4| module_HeadlessUI`), module
    /// edges grey, and what breaks a rule red (`classDef broken`, `linkStyle N`).
    ///
    /// Node ids are the names with anything but letters, digits and `_` replaced by `_` and
    /// trimmed: `(root)` → `root`, `module Domain` → `module_Domain`; a clash gets `_2`.
    ///
    /// - Parameter coupling: One architecture's roles, edges and rules.
    /// - Returns: The Mermaid text, ending with a newline.
    public static func mermaid(_ coupling: ArchitectureCoupling) -> String {
        let graph = RoleGraph(coupling)
        var ids = MermaidIDs()
        let id = graph.nodes.map { ids.make($0.key) }
        var lines = ["flowchart TB"]
        if let missing = coupling.missing {
            return (lines + ["    missing[\"\(label(missing))\"]"]).joined(separator: "\n") + "\n"
        }
        for index in graph.roleIndices {
            let node = graph.nodes[index]
            lines.append("    \(id[index])[\"\(label(node.name))\(node.nloc.map { "<br/>nloc \($0)" } ?? "")\"]")
        }
        if !graph.moduleIndices.isEmpty {
            lines.append("    subgraph \(ids.make("shared modules")) [Shared modules]")
            for index in graph.moduleIndices {
                let node = graph.nodes[index]
                lines.append("        \(id[index])[\"\(label(node.name))\(node.nloc.map { "<br/>support, nloc \($0)" } ?? "")\"]")
            }
            lines.append("    end")
        }
        for link in graph.links {
            lines.append("    \(id[link.from]) \(link.isNesting ? "-.->|\(link.weight) nested in|" : "-->|\(link.weight)|") \(id[link.to])")
        }
        lines.append("    classDef module fill:\(ChartPalette.moduleFill),stroke:\(ChartPalette.moduleEdge),color:\(ChartPalette.ink)")
        lines.append("    classDef broken stroke:\(ChartPalette.broken),stroke-width:2px,color:\(ChartPalette.broken)")
        if !graph.moduleIndices.isEmpty {
            lines.append("    class \(graph.moduleIndices.map { id[$0] }.joined(separator: ",")) module")
        }
        let brokenNodes = graph.nodes.indices.filter { graph.nodes[$0].isBroken }
        if !brokenNodes.isEmpty {
            lines.append("    class \(brokenNodes.map { id[$0] }.joined(separator: ",")) broken")
        }
        let brokenLinks = graph.links.indices.filter { graph.links[$0].isBroken }
        if !brokenLinks.isEmpty {
            lines.append("    linkStyle \(brokenLinks.map(String.init).joined(separator: ",")) stroke:\(ChartPalette.broken),stroke-width:2px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text inside a quoted Mermaid label, with Mermaid's entity codes for what it would read as markup.
    static func label(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "#": out += "#35;"
            case "\"": out += "#quot;"
            case "&": out += "#amp;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
