/// The coupling metrics and rules of the architectures (SPEC §6), ready to render.
public struct CouplingReport: Sendable, Codable, Equatable {
    public var architectures: [ArchitectureCoupling]

    /// Whether any rule is broken.
    public var hasBrokenRule: Bool {
        architectures.contains { $0.rules.contains { $0.status == .broken } }
    }
}

/// One architecture's roles, edges and rules.
public struct ArchitectureCoupling: Sendable, Codable, Equatable {
    public let id: String
    public let name: String
    public let sourceFolder: String
    /// Nil when the sources were found; otherwise why they were not.
    public var missing: String?
    /// One row per role, sorted by name, the composition root last.
    public var roles: [RoleMetrics] = []
    /// The architecture's app code, all roles together.
    public var app: RoleMetrics?
    /// One row per support module (Reactive, Bind, ...), counted apart from the app code.
    public var support: [RoleMetrics] = []
    /// Role → role and role → module edges, with the type names that make each.
    public var edges: [Edge] = []
    public var rules: [RuleResult] = []
}

/// The numbers of one role (or module, or total).
public struct RoleMetrics: Sendable, Codable, Equatable {
    public var name: String
    public var files = 0
    public var nloc = 0
    public var functions = 0
    public var ccnMax = 0
    /// The mean CCN per function, to two decimals (`"1.75"`), as text so output is byte-stable.
    public var ccnMean = "0.00"
    public var classes = 0
    public var structs = 0
    public var enums = 0
    public var protocols = 0
    public var actors = 0
    public var referenceTypes: Int { classes + actors }
    public var valueTypes: Int { structs + enums }
    /// Non-static `var` stored properties of classes and actors: the "behaving state".
    public var mutableReferenceState = 0
    /// Afferent coupling: how many other roles depend on this one.
    public var ca = 0
    /// Efferent coupling: how many other roles this one depends on.
    public var ce = 0
    /// Ce / (Ca + Ce), two decimals; "0.00" when Ca + Ce = 0 (see the README's convention).
    public var instability = "0.00"

    public init(name: String) {
        self.name = name
    }
}

/// `Views → Models: SearchModel, SongModel`.
public struct Edge: Sendable, Codable, Equatable {
    public let from: String
    /// A role of the same architecture, or `module Domain`.
    public let to: String
    public let names: [String]
}

/// A rule and whether it holds.
public struct RuleResult: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        case held, broken, unchecked
    }

    public struct Break: Sendable, Codable, Equatable {
        /// `Sources/Architectures/MVB/Views/SearchView.swift:12`
        public let location: String
        public let detail: String
    }

    public let statement: String
    public let reason: String
    /// `architecture` for its own rules, `common` for the workbench's rules for all.
    public let origin: String
    public let status: Status
    public let breaks: [Break]
}
