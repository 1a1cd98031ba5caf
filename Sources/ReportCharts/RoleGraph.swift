import Bench
import Foundation
import Harness
import Metrics
import Reports

/// One architecture's roles and the dependencies between them, as a graph to draw: what
/// ``RoleDiagram`` renders as SVG and as Mermaid, so the two show the same thing. Shared
/// modules appear only where a dependency on one breaks a rule.
///
/// **What is red.** The role a rule break is in (a file at the architecture's root is in the
/// composition root, `(root)`) is drawn red, whatever the rule. When the break's finding is a
/// type the role references or creates (what the `mustNotReference`, `onlyReferencedFrom` and
/// `onlyCreatedIn` checks find), the edge from that role carrying that type name is red too:
/// the arrow the rule forbids. The referenced role stays black: it did nothing wrong.
struct RoleGraph {
    struct Node: Equatable {
        /// The role (`Views`, `(root)`) or the shared module the box stands for.
        let target: EdgeTarget
        let nloc: Int?
        var isBroken = false

        /// What the box says: the role's or the module's name.
        var name: String { target.name }
        var isModule: Bool { target.isModule }
        /// What the markup names the node by (`data-name`, Mermaid ids): the reports' words
        /// for its target, so a role and a module of one name stay apart.
        var key: String { CouplingText.words(target) }
    }

    struct Link: Equatable {
        let from: Int
        let to: Int
        /// The type names that make the edge.
        let names: [String]
        /// The number of type names on the edge.
        var weight: Int { names.count }
        var isBroken = false
        /// Whether the edge is only nesting (``Metrics/Edge/isNestingOnly``): drawn dashed, as no dependency.
        var isNesting = false
    }

    /// Roles first, in the report's order (the composition root last), then modules by name.
    private(set) var nodes: [Node] = []
    /// In the order of `ArchitectureCoupling.edges`.
    private(set) var links: [Link] = []
    /// The statements of the broken rules.
    private(set) var brokenRules: [String] = []

    init(_ coupling: ArchitectureCoupling) {
        for role in coupling.roles {
            nodes.append(Node(target: .role(role.name), nloc: role.nloc))
        }
        // A role an edge names but the metrics do not (should not happen) still gets a box.
        let targets = coupling.edges.flatMap { [EdgeTarget.role($0.from), $0.to] }
        for target in targets where !target.isModule && !nodes.contains(where: { $0.target == target }) {
            nodes.append(Node(target: target, nloc: nil))
        }
        let supportNloc = Dictionary(coupling.support.map { ($0.name, $0.nloc) }, uniquingKeysWith: { first, _ in first })
        for target in Set(targets.filter(\.isModule)).sorted() {
            nodes.append(Node(target: target, nloc: supportNloc[target.name]))
        }
        for edge in coupling.edges {
            guard let from = index(of: .role(edge.from)), let to = index(of: edge.to), from != to else { continue }
            links.append(Link(from: from, to: to, names: edge.names, isNesting: edge.isNestingOnly))
        }
        markBroken(coupling)
        dropModuleEdges()
    }

    /// Leaves out the arrows to shared modules, and the modules no arrow is left to: every role
    /// uses a few, and their arrows would tangle the roles'. The report tabulates them beside the
    /// diagram instead (``ReportProse/moduleUseTable(_:)``). An arrow that breaks a rule stays,
    /// with its module: a forbidden dependency must be seen where it is.
    private mutating func dropModuleEdges() {
        let brokenModules = Set(links.filter { $0.isBroken && nodes[$0.to].isModule }.map(\.to))
        let kept = nodes.indices.filter { !nodes[$0].isModule || brokenModules.contains($0) }
        let position = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1, $0) })
        links = links.compactMap { link in
            guard !nodes[link.to].isModule || link.isBroken else { return nil }
            return Link(from: position[link.from]!, to: position[link.to]!, names: link.names, isBroken: link.isBroken, isNesting: link.isNesting)
        }
        nodes = kept.map { nodes[$0] }
    }

    func index(of target: EdgeTarget) -> Int? {
        nodes.firstIndex { $0.target == target }
    }

    var roleIndices: [Int] { nodes.indices.filter { !nodes[$0].isModule } }
    var moduleIndices: [Int] { nodes.indices.filter { nodes[$0].isModule } }

    // MARK: - Broken rules

    private mutating func markBroken(_ coupling: ArchitectureCoupling) {
        for rule in coupling.rules where rule.status == .broken {
            brokenRules.append(rule.statement)
            for rupture in rule.breaks {
                guard let from = index(of: .role(rupture.role)) else { continue }
                nodes[from].isBroken = true
                guard let name = Self.typeUsed(by: rupture.finding) else { continue }
                for (position, link) in links.enumerated() where link.from == from && link.names.contains(name) {
                    links[position].isBroken = true
                }
            }
        }
    }

    /// The type a finding says the role uses, which an edge of the role carries; nil for the
    /// findings about the role's own code (its imports, names, properties, strings).
    static func typeUsed(by finding: RuleFinding) -> String? {
        switch finding {
        case let .references(type, _, _, _), let .creates(type), let .extendsElsewhere(type, _): type
        case .reaches, .uses, .referenceType, .imports, .namedForWidget, .notPrivate, .heldStrongly, .interpolatedString, .composedString,
             .functionCount, .composedText, .callsTextComposer, .holdsReference, .tapNotBoundToCommand, .fileScopeFunction, .usesCode,
             .uncountedClass, .outsideConcern: nil
        }
    }

    // MARK: - Layers

    /// Each role's layer, 0 at the top: the longest path to it from a role nothing depends on,
    /// so every arrow between roles points down. A cycle (`Views ⇄ ViewModels`) is broken where
    /// a depth-first walk from the top meets it again; that arrow points up. Modules are not
    /// layered here: they are the row below all roles.
    func roleLayers() -> [Int: Int] {
        let roles = roleIndices
        let roleLinks = links.filter { !nodes[$0.to].isModule }
        var successors: [Int: [Int]] = [:]
        var hasPredecessor = Set<Int>()
        for link in roleLinks {
            successors[link.from, default: []].append(link.to)
            hasPredecessor.insert(link.to)
        }
        // Depth-first from the tops, in node order, keeping the links that do not close a cycle.
        var state: [Int: Int] = [:]  // 1 on the walk's path, 2 done
        var forward: [(Int, Int)] = []
        func visit(_ node: Int) {
            state[node] = 1
            for next in successors[node] ?? [] {
                switch state[next] {
                case 1: continue  // closes a cycle: drawn upward
                case 2: forward.append((node, next))
                default:
                    forward.append((node, next))
                    visit(next)
                }
            }
            state[node] = 2
        }
        for node in roles.filter({ !hasPredecessor.contains($0) }) + roles where state[node] == nil {
            visit(node)
        }
        var layer = Dictionary(uniqueKeysWithValues: roles.map { ($0, 0) })
        // Longest path by relaxation: the graph is small and acyclic, so roles.count rounds suffice.
        for _ in roles {
            for (from, to) in forward where layer[to]! < layer[from]! + 1 {
                layer[to] = layer[from]! + 1
            }
        }
        return layer
    }
}
