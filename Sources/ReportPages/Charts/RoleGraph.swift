import Bench
import Foundation
import Harness
import Metrics
import Reports

/// One architecture's roles and the shared modules they use, as a graph to draw: what
/// ``RoleDiagram`` renders as SVG and as Mermaid, so the two show the same thing.
///
/// **What is red.** A rule break's `location` is a file (`Sources/Architectures/MVB/Views/SearchView.swift:12`);
/// the folder under the architecture's `sourceFolder` names the role (a file at the root is the
/// composition root, `(root)`), and that role is drawn red, whatever the rule. When the break's
/// `detail` names a type the role references or creates (`references SearchModel (role Models)`,
/// `creates SongCellViewModel`, the wording of the `mustNotReference`, `onlyReferencedFrom` and
/// `onlyCreatedIn` checks), the edge from that role carrying that type name is red too: the arrow
/// the rule forbids. The referenced role stays black: it did nothing wrong.
struct RoleGraph {
    struct Node: Equatable {
        /// The role's name (`Views`, `(root)`), or a module's edge target (`module Domain`).
        let key: String
        /// What the box says: the role's or the module's name.
        let name: String
        let nloc: Int?
        let isModule: Bool
        var isBroken = false
    }

    struct Link: Equatable {
        let from: Int
        let to: Int
        /// The type names that make the edge.
        let names: [String]
        /// The number of type names on the edge.
        var weight: Int { names.count }
        var isBroken = false
    }

    /// Roles first, in the report's order (the composition root last), then modules by name.
    private(set) var nodes: [Node] = []
    /// In the order of `ArchitectureCoupling.edges`.
    private(set) var links: [Link] = []
    /// The statements of the broken rules.
    private(set) var brokenRules: [String] = []

    static let modulePrefix = "module "

    init(_ coupling: ArchitectureCoupling) {
        for role in coupling.roles {
            nodes.append(Node(key: role.name, name: role.name, nloc: role.nloc, isModule: false))
        }
        // A role an edge names but the metrics do not (should not happen) still gets a box.
        let targets = coupling.edges.flatMap { [$0.from, $0.to] }
        for key in targets where !key.hasPrefix(Self.modulePrefix) && !nodes.contains(where: { $0.key == key }) {
            nodes.append(Node(key: key, name: key, nloc: nil, isModule: false))
        }
        let supportNloc = Dictionary(coupling.support.map { ($0.name.replacingOccurrences(of: " (support)", with: ""), $0.nloc) },
                                     uniquingKeysWith: { first, _ in first })
        for key in Set(targets.filter { $0.hasPrefix(Self.modulePrefix) }).sorted() {
            let name = String(key.dropFirst(Self.modulePrefix.count))
            nodes.append(Node(key: key, name: name, nloc: supportNloc[name], isModule: true))
        }
        for edge in coupling.edges {
            guard let from = index(of: edge.from), let to = index(of: edge.to), from != to else { continue }
            links.append(Link(from: from, to: to, names: edge.names))
        }
        markBroken(coupling)
    }

    func index(of key: String) -> Int? {
        nodes.firstIndex { $0.key == key }
    }

    var roleIndices: [Int] { nodes.indices.filter { !nodes[$0].isModule } }
    var moduleIndices: [Int] { nodes.indices.filter { nodes[$0].isModule } }

    // MARK: - Broken rules

    private mutating func markBroken(_ coupling: ArchitectureCoupling) {
        for rule in coupling.rules where rule.status == .broken {
            brokenRules.append(rule.statement)
            for rupture in rule.breaks {
                guard let role = Self.role(of: rupture.location, in: coupling.sourceFolder), let from = index(of: role) else { continue }
                nodes[from].isBroken = true
                guard let name = Self.typeName(in: rupture.detail) else { continue }
                for (position, link) in links.enumerated() where link.from == from && link.names.contains(name) {
                    links[position].isBroken = true
                }
            }
        }
    }

    /// The role of the file at `location` (`path:line`): its first folder under `sourceFolder`.
    static func role(of location: String, in sourceFolder: String) -> String? {
        let prefix = sourceFolder.hasSuffix("/") ? sourceFolder : sourceFolder + "/"
        guard location.hasPrefix(prefix) else { return nil }
        let path = location.dropFirst(prefix.count)
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count > 1 ? String(parts[0]) : ArchitectureRuleNames.root
    }

    /// The type a break's detail names: `references Name (…)` or `creates Name`.
    static func typeName(in detail: String) -> String? {
        for verb in ["references ", "creates "] where detail.hasPrefix(verb) {
            let rest = detail.dropFirst(verb.count)
            let name = rest.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
            return name.isEmpty ? nil : name
        }
        return nil
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
