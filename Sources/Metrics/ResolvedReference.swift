/// One place where a file uses types, as the rules and edges read it, whichever reader found it.
struct ResolvedReference {
    /// How the types are used there.
    enum Use {
        /// The type is named (`SearchModel`, `MVB.SearchModel`, a typealias and what it stands for).
        case named
        /// A member of the type is used (`environment.songSearch.search(…)` uses `SongSearchService`).
        case member
    }

    let line: Int
    /// The types used, outermost first (`FlightCardView`, `FlightCardView.ViewModel`).
    let types: [ResolvedType]
    let use: Use
    /// Whether the code creates a value of the last type: `Name(`, `Name.init(`, `.init(`, `Name.init`.
    let isCreation: Bool
    /// The role the code counts for: the file's, or for a member of an extension of another
    /// role's type, that type's role.
    let role: String
    /// The line declaring the stored property whose type or initial value this is, if any.
    let propertyLine: Int?
    /// For a member declared in an extension outside its type's module or role
    /// (`closeButton.rx.tap`: `tap` extends Reactive's `Reactive` in ReactiveUI), where it is.
    var extensionMember: ExtensionMember? = nil
}

/// A member used where an extension declares it, away from its type: what makes a role depend
/// on the module of `.rx.tap` or `.rx.loadImage`.
struct ExtensionMember: Hashable {
    let module: String
    let role: String
    /// The type and the member: `Reactive.tap`.
    let name: String
}

/// An extension of one role's type written in another role's folder: its members count as the
/// extended type's role, and the place is a break of its own for rules about that role.
struct ExtensionSite: Hashable {
    let line: Int
    let extended: ResolvedType
}

/// Where a coupling analysis took its references from, said in every output.
public enum ReferenceSource: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The compiler's index store, fresh for every source.
    case compilerIndex
    /// The workbench's own lexer, because the index could not be used.
    case lexer(reason: String)

    /// `compiler index`, `lexer (no index: …)`.
    public var description: String {
        switch self {
        case .compilerIndex: "compiler index"
        case let .lexer(reason): "lexer (no index: \(reason))"
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text == "compiler index" {
            self = .compilerIndex
        } else {
            self = .lexer(reason: String(text.dropFirst("lexer (no index: ".count).dropLast()))
        }
    }

    /// Written as its ``description``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
