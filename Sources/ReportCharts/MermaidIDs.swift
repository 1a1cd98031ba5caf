import Bench
import Foundation
import Harness
import Metrics
import Reports

/// Mermaid node ids made from names: letters, digits and `_`, never a keyword, never twice.
struct MermaidIDs {
    private var used = Set<String>()
    private static let keywords: Set<String> = [
        "end", "graph", "flowchart", "subgraph", "style", "class", "classdef", "click", "linkstyle", "direction", "default",
    ]

    mutating func make(_ name: String) -> String {
        var base = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        while base.contains("__") { base = base.replacingOccurrences(of: "__", with: "_") }
        base = String(base.drop { $0 == "_" }.reversed().drop { $0 == "_" }.reversed())
        if base.isEmpty { base = "node" }
        if base.first!.isNumber || Self.keywords.contains(base.lowercased()) { base = "n_" + base }
        var candidate = base
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(base)_\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }
}
