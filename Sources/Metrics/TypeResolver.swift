import SourceFacts

/// A type a reference resolved to.
struct ResolvedType: Hashable {
    let module: String
    let qualifiedName: String
    /// The file that declares it.
    let path: String
    let role: String
    let kind: Declaration.Kind
}

/// Resolves capitalised names to declared types by scope: the enclosing types (nested
/// types first), then the same file, the same role, the same module, then the modules the
/// file imports. Two types that share a short name in different places are told apart.
struct TypeResolver {
    private struct Site {
        let type: ResolvedType
        let isFilePrivate: Bool
    }

    /// module → qualified name → declarations (several only for file-private types).
    private var index: [String: [String: [Site]]] = [:]

    init(files: [SourceFile]) {
        for file in files {
            for declaration in file.facts.declarations where declaration.kind.isType {
                let type = ResolvedType(module: file.module, qualifiedName: declaration.qualifiedName, path: file.path, role: file.role, kind: declaration.kind)
                let site = Site(type: type, isFilePrivate: declaration.access == "private" || declaration.access == "fileprivate")
                index[file.module, default: [:]][declaration.qualifiedName, default: []].append(site)
            }
        }
    }

    /// The types named by `reference` in `file`: one for each name of its chain that resolves.
    func resolve(_ reference: Reference, in file: SourceFile) -> [ResolvedType] {
        resolve(chain: reference.chain, scope: reference.scope, in: file)
    }

    /// The type a qualified name as written in `file` names (`SearchView`, `FlightCardView.ViewModel`).
    func resolve(qualifiedName: String, in file: SourceFile) -> ResolvedType? {
        let chain = qualifiedName.split(separator: ".").map(String.init)
        let resolved = resolve(chain: chain, scope: [], in: file)
        return resolved.count == chain.count ? resolved.last : nil
    }

    /// The types the names of `chain` resolve to, each nested in the one before, up to the first
    /// that does not resolve.
    private func resolve(chain: [String], scope: [String], in file: SourceFile) -> [ResolvedType] {
        guard let first = resolveFirst(chain[0], scope: scope, in: file) else { return [] }
        var resolved = [first]
        for name in chain.dropFirst() {
            let qualified = resolved[resolved.count - 1].qualifiedName + "." + name
            guard let next = lookup(qualified, module: resolved[resolved.count - 1].module, from: file) else { break }
            resolved.append(next)
        }
        return resolved
    }

    private func resolveFirst(_ name: String, scope: [String], in file: SourceFile) -> ResolvedType? {
        let modules = [file.module] + file.facts.imports.map(\.module)
        // The enclosing types, innermost first, and the types they are nested in.
        for enclosing in scope.reversed() {
            var parts = enclosing.split(separator: ".").map(String.init)
            while !parts.isEmpty {
                let qualified = parts.joined(separator: ".") + "." + name
                for module in modules {
                    if let found = lookup(qualified, module: module, from: file) { return found }
                }
                parts.removeLast()
            }
        }
        guard let sites = index[file.module]?[name] else {
            for module in file.facts.imports.map(\.module) {
                if let found = lookup(name, module: module, from: file) { return found }
            }
            return nil
        }
        return sites.first(where: { $0.type.path == file.path })?.type
            ?? sites.first(where: { !$0.isFilePrivate && $0.type.role == file.role })?.type
            ?? sites.first(where: { !$0.isFilePrivate })?.type
            ?? file.facts.imports.lazy.compactMap { lookup(name, module: $0.module, from: file) }.first
    }

    private func lookup(_ qualified: String, module: String, from file: SourceFile) -> ResolvedType? {
        guard let sites = index[module]?[qualified] else { return nil }
        return sites.first(where: { $0.type.path == file.path })?.type ?? sites.first(where: { !$0.isFilePrivate })?.type
    }
}
