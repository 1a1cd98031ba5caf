/// What the occurrences of many files say about each symbol together: where it is defined,
/// which type it belongs to, what a typealias stands for. Built once from ``IndexedFile``s.
public struct SymbolIndex: Sendable {
    /// Where a symbol is defined, and what it is defined inside.
    public struct Definition: Sendable, Hashable {
        public let symbol: IndexSymbol
        public let path: String
        public let moduleName: String
        public let line: Int
        /// What the definition is a child of: a type, an extension, or for an accessor its property.
        public let parent: IndexSymbol?
    }

    private var definitions: [String: Definition] = [:]
    /// Extension USR → the type it extends.
    private var extended: [String: IndexSymbol] = [:]
    /// Typealias USR → the types named on the right of its `=`.
    private var aliased: [String: [IndexSymbol]] = [:]
    /// Member USR → the requirements or members it implements or overrides.
    private var overridden: [String: [IndexSymbol]] = [:]
    /// Property or variable USR → the types its declaration names (its type, its initial value).
    private var declared: [String: [IndexSymbol]] = [:]

    public init(files: [IndexedFile]) {
        for file in files {
            var openAlias: String?
            for occurrence in file.occurrences {
                let usr = occurrence.symbol.usr
                if occurrence.roles.contains(.definition), definitions[usr] == nil {
                    definitions[usr] = Definition(
                        symbol: occurrence.symbol, path: file.path, moduleName: file.moduleName, line: occurrence.line,
                        parent: occurrence.related(by: .childOf).first
                    )
                }
                if let extensionSymbol = occurrence.related(by: .extendedBy).first {
                    extended[extensionSymbol.usr] = occurrence.symbol
                }
                if occurrence.roles.contains(.definition) {
                    let overrides = occurrence.related(by: .overrideOf)
                    if !overrides.isEmpty { overridden[usr, default: []] += overrides }
                }
                if occurrence.roles.contains(.reference), occurrence.symbol.isType {
                    for container in occurrence.related(by: .containedBy) where container.kind.isVariable {
                        declared[container.usr, default: []].append(occurrence.symbol)
                    }
                }
                // The compiler relates the types on the right of a typealias's `=` to nothing: they are
                // the references after its definition, up to the next occurrence that is related or
                // defines, other than the alias's own generic parameters.
                if let alias = openAlias, occurrence.related(by: .childOf).contains(where: { $0.usr == alias }) { continue }
                if occurrence.roles.contains(.definition) || !occurrence.relations.isEmpty {
                    openAlias = occurrence.roles.contains(.definition) && occurrence.symbol.isType && occurrence.symbol.kind == .typealias ? usr : nil
                } else if let alias = openAlias, occurrence.roles.contains(.reference), occurrence.symbol.isType {
                    aliased[alias, default: []].append(occurrence.symbol)
                }
            }
        }
    }

    /// The requirements a member implements and the members it overrides (`Relay.subscribe`
    /// implements `ObservableType.subscribe`), as far as the files define it.
    public func overridden(by usr: String) -> [IndexSymbol] {
        overridden[usr] ?? []
    }

    /// The types a property's or a variable's declaration names, its type and its initial value
    /// (`let songSearch = SongSearchService()` names `SongSearchService`), aliases resolved.
    public func declaredTypes(of usr: String) -> [IndexSymbol] {
        (declared[usr] ?? []).flatMap(resolvingAliases)
    }

    /// Where the symbol with `usr` is defined, if in one of the files.
    public func definition(of usr: String) -> Definition? {
        definitions[usr]
    }

    /// The types `symbol` stands for: itself, or for a typealias the types it names, themselves
    /// resolved (an alias of an alias names the types at the end of the chain).
    public func resolvingAliases(_ symbol: IndexSymbol) -> [IndexSymbol] {
        var seen: Set<String> = []
        func resolve(_ symbol: IndexSymbol) -> [IndexSymbol] {
            guard symbol.kind == .typealias, let targets = aliased[symbol.usr], seen.insert(symbol.usr).inserted else { return [symbol] }
            return targets.flatMap(resolve)
        }
        return resolve(symbol)
    }

    /// The type a member (`init`, method, property, accessor, enum case, nested type) belongs to,
    /// through the extension it may be declared in; nil for a symbol at the top level or defined
    /// outside the files.
    public func owningType(of usr: String) -> IndexSymbol? {
        var parent = definitions[usr]?.parent
        // Declarations nest a few levels deep; the bound only guards against a store that loops.
        var steps = 0
        while let current = parent, steps < 16 {
            if current.kind == .extension { return extended[current.usr] }
            if current.kind.isType { return current }
            parent = definitions[current.usr]?.parent
            steps += 1
        }
        return nil
    }

    /// A type's name with the types it is nested in (`FlightCardView.ViewModel`), as far as the
    /// files define them.
    public func qualifiedName(of symbol: IndexSymbol) -> String {
        guard let owner = owningType(of: symbol.usr), owner.usr != symbol.usr else { return symbol.name }
        return qualifiedName(of: owner) + "." + symbol.name
    }

    /// The types an occurrence makes its file depend on: a type it names (a typealias, and the
    /// types it stands for), or the type whose member it uses (`.init()`, `Services.till`); none
    /// for anything else (a generic parameter, a function's parameter, a module).
    public func referencedTypes(of occurrence: IndexOccurrence) -> [IndexSymbol] {
        if occurrence.symbol.isType {
            let resolved = resolvingAliases(occurrence.symbol)
            return resolved == [occurrence.symbol] ? resolved : [occurrence.symbol] + resolved
        }
        guard occurrence.symbol.kind.isMember, let owner = owningType(of: occurrence.symbol.usr) else { return [] }
        return [owner]
    }
}
