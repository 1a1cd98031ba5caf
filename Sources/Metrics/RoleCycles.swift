/// The cycles between roles (SPEC §6): groups of roles each of which reaches every other
/// through role → role edges, as JDepend reports package cycles.
enum RoleCycles {
    /// The strongly connected groups of two or more roles, each sorted by name, the groups by
    /// their first role.
    static func find(in edges: [Edge]) -> [[String]] {
        var next: [String: Set<String>] = [:]
        for edge in edges {
            guard case let .role(to) = edge.to else { continue }
            next[edge.from, default: []].insert(to)
        }
        let roles = Set(next.keys).union(next.values.flatMap { $0 })
        let reach = Dictionary(uniqueKeysWithValues: roles.map { ($0, reachable(from: $0, next)) })
        var seen: Set<String> = []
        var groups: [[String]] = []
        for role in roles.sorted() where !seen.contains(role) {
            let group = roles.filter { $0 == role || (reach[role]!.contains($0) && reach[$0]!.contains(role)) }
            seen.formUnion(group)
            if group.count > 1 { groups.append(group.sorted()) }
        }
        return groups
    }

    private static func reachable(from start: String, _ next: [String: Set<String>]) -> Set<String> {
        var found: Set<String> = []
        var queue = Array(next[start] ?? [])
        while let role = queue.popLast() {
            guard found.insert(role).inserted else { continue }
            queue += next[role] ?? []
        }
        return found
    }
}
