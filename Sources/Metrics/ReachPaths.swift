import CompilerIndex
import SourceFacts

/// A type the code at one line reaches without naming it, and what the path goes through.
struct Reach: Hashable {
    let line: Int
    /// The role the code counts for, as a ``ResolvedReference``'s.
    let role: String
    let type: ResolvedType
    /// The symbol the path goes through: `Searching.search(_:)`, `AppEnvironment.songSearch`, `Hooks.search`.
    let via: String
}

/// The paths by which a module's code reaches types without naming them, as the compiler
/// resolved the code (a reference rule counts them with the references):
/// - a member of a protocol (a requirement, a protocol extension's member, `T()` under a
///   constraint) reaches every type the module makes conform to the protocol, directly or
///   through a protocol that refines it;
/// - a member that implements a requirement or overrides a member reaches the protocol or the
///   class it answers for (a relay's own `subscribe` is `ObservableType`'s);
/// - a property or a variable reaches the types its declaration names (`environment.flights`
///   reaches `FlightService`);
/// - a static or global value (a static closure, a relay, a `shared` singleton,
///   `NotificationCenter.default`) reaches the types used by each statement of the module that
///   starts from it and sets it or hands it a closure (`Hooks.search = { … }`,
///   `NotificationCenter.default.addObserver(…) { … }`), and by its own declaration when that
///   holds a closure or a getter's body (a value it is merely initialised with is data, not a path).
extension IndexedReferences {
    /// The reaches of each of `sources`, the files of `module`, in their order.
    func reaches(of sources: [SourceFile], module: String) -> [[Reach]] {
        let indexed = sources.map { files[$0.path] }
        let conformers = Self.conformers(declaredIn: indexed.compactMap { $0 })

        // What one occurrence reaches by itself, before the static values' flows.
        func paths(_ occurrence: IndexOccurrence) -> [(type: IndexSymbol, via: String)] {
            let symbol = occurrence.symbol
            var found: [(IndexSymbol, String)] = []
            if symbol.kind.isMember, let owner = symbols.owningType(of: symbol.usr), owner.kind == .protocol {
                found += (conformers[owner.usr] ?? []).map { ($0, name(of: symbol)) }
            }
            for answered in symbols.overridden(by: symbol.usr) {
                if let owner = symbols.owningType(of: answered.usr) { found.append((owner, name(of: symbol))) }
            }
            if symbol.kind.isVariable {
                found += symbols.declaredTypes(of: symbol.usr).map { ($0, name(of: symbol)) }
            }
            return found
        }

        // The types each static or global value is handed, by the statements that set it.
        var flows: [String: Set<ResolvedType>] = [:]
        for (source, file) in zip(sources, indexed) {
            guard let file else { continue }
            for occurrence in file.occurrences where Self.isChannel(occurrence.symbol) && !occurrence.roles.contains(.implicit) {
                let lines: ClosedRange<Int>?
                if occurrence.roles.contains(.definition) {
                    lines = Statement.body(startingOn: occurrence.line, in: source.facts.tokens)
                } else {
                    lines = Statement.setting(occurrence.symbol.name, on: occurrence.line, in: source.facts.tokens)
                }
                guard let lines else { continue }
                for other in file.occurrences where lines.contains(other.line) && other.symbol.usr != occurrence.symbol.usr
                    && other.roles.contains(.reference) {
                    let types = symbols.referencedTypes(of: other) + paths(other).map(\.type)
                    flows[occurrence.symbol.usr, default: []].formUnion(types.compactMap(resolvedType))
                }
            }
        }

        return zip(sources, indexed).map { source, file in
            guard let file else { return [] }
            var reaches: [Reach] = []
            for occurrence in file.occurrences where occurrence.roles.contains(.reference) && !occurrence.roles.contains(.implicit) {
                let counted = occurrence.related(by: .containedBy).first.flatMap { role(containing: $0, module: module) } ?? source.role
                for path in paths(occurrence) {
                    guard let type = resolvedType(path.type) else { continue }
                    reaches.append(Reach(line: occurrence.line, role: counted, type: type, via: path.via))
                }
                for type in flows[occurrence.symbol.usr] ?? [] {
                    reaches.append(Reach(line: occurrence.line, role: counted, type: type, via: name(of: occurrence.symbol)))
                }
            }
            return reaches
        }
    }

    /// A symbol's name with its type's (`Hooks.search`), or as its USR spells it when no file
    /// defines it (`Foundation.NotificationCenter.default`).
    func name(of symbol: IndexSymbol) -> String {
        if let owner = symbols.owningType(of: symbol.usr) { return symbols.qualifiedName(of: owner) + "." + symbol.name }
        if symbols.definition(of: symbol.usr) != nil { return symbol.name }
        let spelled = SymbolUSR.names(symbol.usr)
        return spelled.isEmpty ? symbol.name : spelled.joined(separator: ".")
    }

    /// A value that any code can reach by its name, so whoever sets it hands its users what it
    /// holds: a static or class property, or a variable at the top level (the index holds no locals).
    private static func isChannel(_ symbol: IndexSymbol) -> Bool {
        [.staticProperty, .classProperty, .variable].contains(symbol.kind)
    }

    /// Protocol USR → the types the files make conform to it, through the protocols that refine it too.
    private static func conformers(declaredIn files: [IndexedFile]) -> [String: Set<IndexSymbol>] {
        var extended: [String: IndexSymbol] = [:]
        for file in files {
            for occurrence in file.occurrences {
                for site in occurrence.related(by: .extendedBy) { extended[site.usr] = occurrence.symbol }
            }
        }
        var direct: [String: Set<IndexSymbol>] = [:]
        for file in files {
            for occurrence in file.occurrences where occurrence.symbol.kind == .protocol {
                for derived in occurrence.related(by: .baseOf) {
                    guard let type = derived.kind == .extension ? extended[derived.usr] : derived else { continue }
                    direct[occurrence.symbol.usr, default: []].insert(type)
                }
            }
        }
        // A conformer of a refining protocol conforms to the refined one.
        var all = direct
        var changed = true
        while changed {
            changed = false
            for (base, types) in all {
                for refining in types where refining.kind == .protocol {
                    let added = (all[refining.usr] ?? []).subtracting(types)
                    if !added.isEmpty {
                        all[base, default: []].formUnion(added)
                        changed = true
                    }
                }
            }
        }
        return all.mapValues { $0.filter { $0.kind != .protocol } }
    }
}
