/// A symbol as the compiler resolved it.
public struct IndexSymbol: Sendable, Hashable {
    /// The unified symbol resolution: the same for every occurrence of one declaration in every
    /// file and module (`s:6Domain4SongV` is `Domain.Song`).
    public let usr: String
    /// The declared name, without its enclosing types (`ViewModel`, `init(title:)`).
    public let name: String
    public let kind: IndexSymbolKind
    public let subkind: IndexSymbolSubkind

    public init(usr: String, name: String, kind: IndexSymbolKind, subkind: IndexSymbolSubkind = .none) {
        self.usr = usr
        self.name = name
        self.kind = kind
        self.subkind = subkind
    }

    /// Whether the symbol names a type: an enum, struct, class, protocol or typealias, but not a
    /// generic parameter, which the index files as a typealias.
    public var isType: Bool {
        kind.isType && subkind != .swiftGenericTypeParameter
    }
}

/// What an occurrence's symbol is to another symbol (`childOf` its type, `calledBy` a function,
/// `extendedBy` an extension…).
public struct IndexRelation: Sendable, Hashable {
    public let roles: IndexSymbolRoles
    public let symbol: IndexSymbol

    public init(roles: IndexSymbolRoles, symbol: IndexSymbol) {
        self.roles = roles
        self.symbol = symbol
    }
}

/// One place in a source file where the compiler saw a symbol.
public struct IndexOccurrence: Sendable, Hashable {
    public let symbol: IndexSymbol
    public let roles: IndexSymbolRoles
    /// 1-based, as the compiler counts.
    public let line: Int
    /// 1-based, in UTF-8 bytes from the start of the line.
    public let column: Int
    public let relations: [IndexRelation]

    public init(symbol: IndexSymbol, roles: IndexSymbolRoles, line: Int, column: Int, relations: [IndexRelation] = []) {
        self.symbol = symbol
        self.roles = roles
        self.line = line
        self.column = column
        self.relations = relations
    }

    /// The symbols related to this occurrence by any of `roles`.
    public func related(by roles: IndexSymbolRoles) -> [IndexSymbol] {
        // Asked of every occurrence, most of which relate to nothing: an unoptimised build would
        // spend more on a filter's and a map's arrays than on the relations themselves.
        guard !relations.isEmpty else { return [] }
        var related: [IndexSymbol] = []
        for relation in relations where !relation.roles.isDisjoint(with: roles) {
            related.append(relation.symbol)
        }
        return related
    }
}
