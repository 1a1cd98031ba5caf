import Bench
import Harness
import Metrics
import Reports

/// Where a role diagram's boxes, arrows and weight labels go: a small layered layout after
/// Sugiyama, deterministic, readable for up to about eight roles and six modules.
///
/// - Roles stand in layers by their dependency order (``RoleGraph/roleLayers()``), the shared
///   modules in one row below them all.
/// - An arrow that skips layers passes each layer it crosses through a point of its own, in the
///   gap between that layer's boxes, so no arrow runs through a box.
/// - Within a layer, boxes and pass-through points are ordered by the mean position of their
///   neighbours (down, up, down again), which uncrosses most arrows; ties keep the node order.
/// - Arrows leave a box's bottom and enter a box's top at ports spread along its width, in the
///   order of where they go, and are drawn as vertical-tangent cubic curves between layers.
/// - A weight label sits at the middle of the arrow's middle gap between layers, moved along
///   the arrow if it would cover a box or another label.
struct RoleLayout {
    struct Box {
        let x: Double
        let y: Double
        let width: Double
        let height: Double
        var midX: Double { x + width / 2 }
    }

    struct Route {
        let link: Int
        /// The SVG path data, from the link's source to its target (the arrowhead's end).
        let path: String
        let labelX: Double
        let labelY: Double
    }

    static let width = 720.0
    static let margin = 16.0
    static let roleHeight = 40.0
    static let moduleHeight = 34.0
    static let layerGap = 58.0

    /// One per node of the graph, in its order.
    private(set) var boxes: [Box] = []
    private(set) var routes: [Route] = []
    /// The lowest y of the drawing.
    private(set) var bottom = margin

    private enum Item: Hashable {
        case node(Int)
        case pass(link: Int, layer: Int)
    }

    init(_ graph: RoleGraph) {
        let roleLayers = graph.roleLayers()
        let roleLayerCount = (roleLayers.values.max() ?? -1) + 1
        let hasModules = !graph.moduleIndices.isEmpty
        let layerCount = roleLayerCount + (hasModules ? 1 : 0)
        guard layerCount > 0 else { return }
        let layerOf = graph.nodes.indices.map { graph.nodes[$0].isModule ? roleLayerCount : roleLayers[$0] ?? 0 }

        // Layers of items: boxes, and the points where longer arrows cross a layer.
        var layers = [[Item]](repeating: [], count: layerCount)
        for node in graph.nodes.indices { layers[layerOf[node]].append(.node(node)) }
        var chains: [[Item]] = []
        for (index, link) in graph.links.enumerated() {
            let (top, low) = layerOf[link.from] <= layerOf[link.to] ? (link.from, link.to) : (link.to, link.from)
            var chain = [Item.node(top)]
            for layer in stride(from: layerOf[top] + 1, to: layerOf[low], by: 1) {
                layers[layer].append(.pass(link: index, layer: layer))
                chain.append(.pass(link: index, layer: layer))
            }
            chains.append(chain + [.node(low)])
        }
        var above: [Item: [Item]] = [:]
        var below: [Item: [Item]] = [:]
        for chain in chains {
            for (upper, lower) in zip(chain, chain.dropFirst()) {
                below[upper, default: []].append(lower)
                above[lower, default: []].append(upper)
            }
        }
        Self.order(&layers, from: Array(1..<layerCount), neighbours: above, offset: -1)
        Self.order(&layers, from: Array((0..<max(layerCount - 1, 0)).reversed()), neighbours: below, offset: 1)
        Self.order(&layers, from: Array(1..<layerCount), neighbours: above, offset: -1)

        // Sizes: one width for all roles, one for all modules, narrowed only when a layer is full.
        let roleWidth = min(150, max(100, graph.nodes.filter { !$0.isModule }.map { node in
            max(SVGMarkup.estimatedWidth(node.name, fontSize: 12, bold: true), SVGMarkup.estimatedWidth("nloc 00000", fontSize: 11)) + 20
        }.max() ?? 100))
        let moduleWidth = min(130, max(84, graph.nodes.filter(\.isModule).map { node in
            max(SVGMarkup.estimatedWidth(node.name, fontSize: 11, bold: true), node.nloc == nil ? 0 : SVGMarkup.estimatedWidth("support, nloc 0000", fontSize: 10)) + 16
        }.max() ?? 84))
        func layerTop(_ layer: Int) -> Double { Self.margin + Double(layer) * (Self.roleHeight + Self.layerGap) }

        var boxes = [Box](repeating: Box(x: 0, y: 0, width: 0, height: 0), count: graph.nodes.count)
        var passX: [Item: Double] = [:]
        for (layer, items) in layers.enumerated() {
            let widths = items.map { item -> Double in
                guard case let .node(node) = item else { return 8 }
                return graph.nodes[node].isModule ? moduleWidth : roleWidth
            }
            let gaps = zip(items, items.dropFirst()).map { left, right -> Double in
                if case .node = left, case .node = right { return 24 }
                return 6
            }
            let total = widths.reduce(0, +) + gaps.reduce(0, +)
            let scale = min(1, (Self.width - 2 * Self.margin) / max(total, 1))
            var x = (Self.width - total * scale) / 2
            for (position, item) in items.enumerated() {
                let width = widths[position] * scale
                switch item {
                case let .node(node):
                    let height = graph.nodes[node].isModule ? Self.moduleHeight : Self.roleHeight
                    boxes[node] = Box(x: x, y: layerTop(layer), width: width, height: height)
                case .pass:
                    passX[item] = x + width / 2
                }
                x += width + (position < gaps.count ? gaps[position] * scale : 0)
            }
        }
        self.boxes = boxes
        bottom = layerTop(layerCount - 1) + (hasModules ? Self.moduleHeight : Self.roleHeight)

        // Ports: arrows spread along a box's bottom (leaving) and top (arriving), in the order of where they go.
        func midX(_ item: Item) -> Double {
            if case let .node(node) = item { return boxes[node].midX }
            return passX[item] ?? 0
        }
        var bottomPort: [Int: Double] = [:]
        var topPort: [Int: Double] = [:]
        for node in graph.nodes.indices {
            let leaving = chains.indices.filter { chains[$0].first == .node(node) }
                .sorted { (midX(chains[$0][1]), $0) < (midX(chains[$1][1]), $1) }
            for (rank, chain) in leaving.enumerated() {
                bottomPort[chain] = boxes[node].x + boxes[node].width * Double(rank + 1) / Double(leaving.count + 1)
            }
            let arriving = chains.indices.filter { chains[$0].last == .node(node) }
                .sorted { (midX(chains[$0][chains[$0].count - 2]), $0) < (midX(chains[$1][chains[$1].count - 2]), $1) }
            for (rank, chain) in arriving.enumerated() {
                topPort[chain] = boxes[node].x + boxes[node].width * Double(rank + 1) / Double(arriving.count + 1)
            }
        }

        // Routes, top to bottom; reversed for an arrow that points up.
        var placed: [(x: Double, y: Double, width: Double)] = []
        for (index, chain) in chains.enumerated() {
            guard case let .node(top) = chain.first!, case let .node(low) = chain.last! else { continue }
            var points = [(x: bottomPort[index]!, y: boxes[top].y + boxes[top].height)]
            for item in chain.dropFirst().dropLast() {
                guard case let .pass(_, layer) = item else { continue }
                points += [(passX[item]!, layerTop(layer)), (passX[item]!, layerTop(layer) + Self.roleHeight)]
            }
            points.append((topPort[index]!, boxes[low].y))
            let label = Self.labelPoint(points, text: String(graph.links[index].weight), boxes: boxes, placed: &placed)
            let drawn = graph.links[index].from == top ? points : points.reversed()
            routes.append(Route(link: index, path: Self.path(drawn), labelX: label.x, labelY: label.y))
        }
    }

    // MARK: - Helpers

    /// Sorts each layer in `layers` by the mean position of its items' neighbours in the layer at `offset`.
    private static func order(_ layers: inout [[Item]], from indices: [Int], neighbours: [Item: [Item]], offset: Int) {
        for layer in indices {
            let reference = layers[layer + offset]
            var position: [Item: Double] = [:]
            for (rank, item) in reference.enumerated() { position[item] = (Double(rank) + 0.5) / Double(reference.count) }
            let count = Double(layers[layer].count)
            layers[layer] = layers[layer].enumerated().map { rank, item in
                let known = (neighbours[item] ?? []).compactMap { position[$0] }
                let centre = known.isEmpty ? (Double(rank) + 0.5) / count : known.reduce(0, +) / Double(known.count)
                return (centre, rank, item)
            }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map(\.2)
        }
    }

    /// Straight down through a layer, a cubic with vertical tangents between layers.
    private static func path(_ points: [(x: Double, y: Double)]) -> String {
        var d = "M\(SVGMarkup.n(points[0].x)) \(SVGMarkup.n(points[0].y))"
        for (a, b) in zip(points, points.dropFirst()) {
            if abs(a.x - b.x) < 0.05 {
                d += " L\(SVGMarkup.n(b.x)) \(SVGMarkup.n(b.y))"
            } else {
                let middle = (a.y + b.y) / 2
                d += " C\(SVGMarkup.n(a.x)) \(SVGMarkup.n(middle)) \(SVGMarkup.n(b.x)) \(SVGMarkup.n(middle)) \(SVGMarkup.n(b.x)) \(SVGMarkup.n(b.y))"
            }
        }
        return d
    }

    /// Where a weight label goes on the arrow through `points` (top to bottom): the middle gap
    /// first, at its middle, then further along, clear of boxes and of labels already `placed`.
    private static func labelPoint(
        _ points: [(x: Double, y: Double)], text: String, boxes: [Box], placed: inout [(x: Double, y: Double, width: Double)]
    ) -> (x: Double, y: Double) {
        let gaps = points.count / 2
        let preferred = (gaps - 1) / 2
        let width = SVGMarkup.estimatedWidth(text, fontSize: 11, bold: true) + 6
        let height = 14.0
        func free(_ x: Double, _ y: Double) -> Bool {
            let clearOfBoxes = boxes.allSatisfy { box in
                x + width / 2 < box.x || x - width / 2 > box.x + box.width || y + height / 2 < box.y || y - height / 2 > box.y + box.height
            }
            let clearOfLabels = placed.allSatisfy { other in
                abs(other.x - x) >= (other.width + width) / 2 || abs(other.y - y) >= height
            }
            return clearOfBoxes && clearOfLabels
        }
        var first: (x: Double, y: Double)?
        for gap in (0..<gaps).sorted(by: { (abs($0 - preferred), $0) < (abs($1 - preferred), $1) }) {
            let a = points[2 * gap], b = points[2 * gap + 1]
            for t in [0.5, 0.35, 0.65, 0.22, 0.78] {
                // The cubic of `path(_:)`, its control points at the gap's middle height.
                let u = 1 - t
                let x = (u * u * u + 3 * u * u * t) * a.x + (3 * u * t * t + t * t * t) * b.x
                let y = u * u * u * a.y + 3 * u * t * (a.y + b.y) / 2 + t * t * t * b.y
                let point = (x: x, y: y)
                if first == nil { first = point }
                if free(x, y) {
                    placed.append((x, y, width))
                    return point
                }
            }
        }
        placed.append((first!.x, first!.y, width))
        return first!
    }
}
