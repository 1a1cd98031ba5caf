/// What one Swift file contains, as read from its tokens: no metrics, only facts, so another
/// source of facts (the compiler's index store) can be compared with this one.
public struct FileFacts: Sendable {
    /// The file's path, relative to the package root.
    public let path: String
    public let tokens: [Token]
    public let imports: [Import]
    public let declarations: [Declaration]
    /// Every mention of a capitalised name that may be a type, not yet resolved.
    public let references: [Reference]

    public init(path: String, source: String) {
        self.path = path
        tokens = SwiftLexer.tokens(of: source)
        var extractor = FactsExtractor(tokens: tokens)
        extractor.run()
        imports = extractor.imports
        declarations = extractor.declarations
        references = extractor.references
    }
}

/// `import HeadlessUI` on line 3.
public struct Import: Sendable, Equatable {
    public let module: String
    public let line: Int

    public init(module: String, line: Int) {
        self.module = module
        self.line = line
    }
}

/// A declaration: a type, an extension, a function or a property.
public struct Declaration: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`, function, property, enumCase, `typealias`

        /// Types that are values: structs and enums.
        public var isValueType: Bool { self == .struct || self == .enum }
        /// Types that are references: classes and actors.
        public var isReferenceType: Bool { self == .class || self == .actor }
        /// Whether the kind declares a type (protocols and type aliases included).
        public var isType: Bool { isValueType || isReferenceType || self == .protocol || self == .typealias }
    }

    public let kind: Kind
    /// The name as written: `ViewModel`, `init`, `searchTerm`.
    public let name: String
    /// For types and extensions, the name with its enclosing types: `FlightCardView.ViewModel`.
    public let qualifiedName: String
    /// The qualified name of the enclosing type or extension, nil at the top level.
    public let parent: String?
    /// The kind of the enclosing type (an extension's parent kind is `.extension`).
    public let parentKind: Kind?
    public let line: Int
    /// `public`, `private`, ... or `internal` when none is written.
    public let access: String
    /// `static` or `class` members.
    public let isStatic: Bool
    /// For properties: `var` rather than `let`.
    public let isMutable: Bool
    /// For properties: stored rather than computed.
    public let isStored: Bool
    /// For properties: `weak` or `unowned`, so the property does not keep its value alive.
    public let isWeak: Bool
    /// For properties: computed, with its getter's body right inside the braces
    /// (`var title: String { song.trackName }`), no `get` written.
    public let hasImplicitGetter: Bool
    /// The attributes written before the declaration, in order: `["@MainActor", "@Observable"]`.
    public let attributes: [String]
    /// For types and extensions: the names after the colon, as written (`["TableViewCell",
    /// "KeyPathBindable"]`); the first of a class's is its superclass when it has one.
    public let inherited: [String]
    /// For functions: the argument labels, `_` where there is none (`["_", "to"]` for
    /// `func bind(_ value: Int, to end: End)`).
    public let labels: [String]
    /// For functions: whether a result type other than `Void` or `()` follows `->`.
    public let returnsValue: Bool
    /// The line of the closing brace of the body, for types, extensions and functions; the
    /// declaration's own line for anything without a body.
    public internal(set) var endLine: Int
}

/// A capitalised name in code, with where it is: `FlightCardView.ViewModel` inside
/// `FlightsViewController`.
public struct Reference: Sendable, Equatable {
    /// The names of a qualified chain: `["FlightCardView", "ViewModel"]`.
    public let chain: [String]
    public let line: Int
    /// The qualified names of the enclosing types and extensions, outermost first.
    public let scope: [String]
    /// Whether the code creates a value of the type: `Name(` or `Name.init(`.
    public let isCreation: Bool
}
