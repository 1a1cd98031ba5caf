/// The coupling metrics and rules of the architectures (SPEC §6), ready to render.
public struct CouplingReport: Sendable, Codable, Equatable {
    /// One entry per architecture, in the order they were asked for.
    public var architectures: [ArchitectureCoupling]

    /// Whether any rule is broken.
    public var hasBrokenRule: Bool {
        architectures.contains { $0.rules.contains { $0.status == .broken } }
    }

    /// The report without its per-function lists, which `metrics --format json` gives and a
    /// page that shows each role's totals does not need.
    public var withoutFunctionLists: CouplingReport {
        var copy = self
        for index in copy.architectures.indices {
            copy.architectures[index].functions = []
            copy.architectures[index].operatorFunctions = []
        }
        return copy
    }

    /// The report without where its references came from, nor the edges the index alone sees, for
    /// a committed page that must read the same whichever reader served the run (a test holds the
    /// two to the same edges and rules).
    public var withoutReferenceSources: CouplingReport {
        var copy = self
        for index in copy.architectures.indices {
            copy.architectures[index].referencesFrom = nil
            copy.architectures[index].extensionMemberEdges = []
        }
        return copy
    }
}

/// One architecture's roles, edges and rules.
public struct ArchitectureCoupling: Sendable, Codable, Equatable {
    /// The architecture's id (`mvb`).
    public let id: String
    /// Its display name (`MVB`).
    public let name: String
    /// Its sources, relative to the package root.
    public let sourceFolder: String
    /// Nil when the sources were found; otherwise why they were not.
    public var missing: String?
    /// Where the edges' and rules' references came from: the compiler's index, or the lexer and
    /// why; nil when the sources were missing.
    public var referencesFrom: ReferenceSource?
    /// One row per role, sorted by name, the composition root last.
    public var roles: [RoleMetrics] = []
    /// The architecture's app code, all roles together.
    public var app: RoleMetrics?
    /// One row per support module, named by the module (`Reactive`, `Bind`), counted apart from the app code.
    public var support: [RoleMetrics] = []
    /// Role → role and role → module edges, with the type names that make each.
    public var edges: [Edge] = []
    /// The edges made by using members that extensions declare away from their type
    /// (`closeButton.rx.tap` → module ReactiveUI: `Reactive.tap`), named `Type.member`; from the
    /// compiler's index only, so empty when the lexer served, and apart from ``edges`` and Ca/Ce.
    public var extensionMemberEdges: [Edge] = []
    /// The architecture's own rules, then the rules for all.
    public var rules: [RuleResult] = []
    /// The groups of roles that depend on each other round a loop (each group sorted by name,
    /// the groups by their first role); empty when the role graph has no cycle. Edges that are
    /// only nesting (``Edge/isNestingOnly``) make no loop.
    public var cycles: [[String]] = []
    /// The groups of roles that would be a loop but for edges that are only nesting: one role's
    /// types nested in extensions of another's, which a reader of the inner types needs by name
    /// only. Sorted as ``cycles``.
    public var nestingCycles: [[String]] = []
    /// Every function of the app and of its support modules, file by file, as Lizard counts them.
    public var functions: [FunctionCount] = []
    /// The operator functions (`static func <~`), which Lizard does not parse as functions: not in
    /// `functions` nor in any role's function count or CCN, listed here counted the same way.
    public var operatorFunctions: [FunctionCount] = []
}

/// One function's size and complexity: `SearchViewController.swift:49 show, 12 NLOC, CCN 4`.
public struct FunctionCount: Sendable, Codable, Equatable {
    /// The file, relative to the package root.
    public let file: String
    /// The line of the function's first token, from 1.
    public let line: Int
    /// The name as Lizard gives it: `show`, `init`, `get`.
    public let name: String
    public let nloc: Int
    public let ccn: Int
    /// Whether it is a `get`, `set`, `willSet` or `didSet` block, counted among the accessors.
    public let isAccessor: Bool

    init(file: String, _ function: LizardCounter.Function) {
        self.file = file
        line = function.line
        name = function.name
        nloc = function.nloc
        ccn = function.ccn
        isAccessor = function.isAccessor
    }
}

/// The numbers of one role (or module, or total).
public struct RoleMetrics: Sendable, Codable, Equatable {
    /// The role (`Views`), `app total`, or the support module (`Reactive`).
    public var name: String
    /// Swift files.
    public var files = 0
    /// Lines with code, as Lizard counts them.
    public var nloc = 0
    /// Functions as Lizard counts them, but for accessors, which ``accessors`` counts.
    public var functions = 0
    /// Accessors: the `get`, `set`, `willSet` and `didSet` blocks Lizard reports as functions,
    /// and the getters of computed properties written without `get`, which Lizard does not.
    public var accessors = 0
    /// The highest cyclomatic complexity of a function (accessors apart).
    public var ccnMax = 0
    /// The mean CCN per function (accessors apart); 0 when there is no function.
    public var ccnMean = 0.0
    /// Declared classes.
    public var classes = 0
    /// Declared structs.
    public var structs = 0
    /// Declared enums.
    public var enums = 0
    /// Declared protocols.
    public var protocols = 0
    /// Declared actors.
    public var actors = 0
    /// Classes and actors.
    public var referenceTypes: Int { classes + actors }
    /// Structs and enums.
    public var valueTypes: Int { structs + enums }
    /// The mutable state kept, by how it is held (``MutableState``): the "behaving state".
    public var state = MutableState()
    /// Afferent coupling: how many other roles depend on this one.
    public var ca = 0
    /// Efferent coupling: how many other roles this one depends on.
    public var ce = 0
    /// Instability I = Ce / (Ca + Ce); 0 when Ca + Ce = 0 (the convention ``CouplingAnalysis`` documents).
    public var instability = 0.0
    /// Abstractness A = protocols / all declared types; 0 for a role that declares no type.
    public var abstractness = 0.0
    /// Distance from the main sequence D = |A + I − 1|: 0 on the line where abstraction balances
    /// instability, 1 at its far corners (concrete and stable, or abstract and unstable).
    public var distance = 0.0

    /// Zero counts under `name`, to be added up.
    public init(name: String) {
        self.name = name
    }
}

/// A dependency of one role on another role or a shared module, with the type names that make
/// it: `Views → Models: SearchModel, SongModel`.
public struct Edge: Sendable, Codable, Equatable {
    /// The role that depends.
    public let from: String
    /// What it depends on: a role of the same architecture, or a shared module.
    public let to: EdgeTarget
    /// The qualified names of the types `from` uses in `to`, sorted.
    public let names: [String]
    /// The names of ``names`` that `from` names only where it extends them to nest its own types
    /// in them (`extension FlightCardView { struct ViewModel }` in `ViewModels`), sorted.
    public var nestingNames: [String] = []

    /// Whether every name on the edge is only nesting: `from`'s types live in `to`'s namespace,
    /// and use nothing of it.
    public var isNestingOnly: Bool { !names.isEmpty && nestingNames == names }
}

/// A rule and whether it holds.
public struct RuleResult: Sendable, Codable, Equatable {
    /// Whether the sources keep the rule.
    public enum Status: String, Sendable, Codable {
        case held, broken, unchecked
    }

    /// Who declares the rule.
    public enum Origin: String, Sendable, Codable {
        /// The architecture declares it about itself.
        case architecture
        /// The workbench holds every architecture to it.
        case common
    }

    /// One place that breaks the rule, and what was found there.
    public struct Break: Sendable, Codable, Hashable {
        /// The file, relative to the package root: `Sources/Architectures/MVB/Views/SearchView.swift`.
        public let file: String
        /// The line in `file`, from 1.
        public let line: Int
        /// The role folder of `file`, or ``RuleCheck/compositionRoot`` for a file at the architecture's root.
        public let role: String
        /// What breaks the rule there.
        public let finding: RuleFinding
    }

    /// The rule, as a sentence.
    public let statement: String
    /// Why the seed holds to it.
    public let reason: String
    /// Whether the architecture declares the rule or the workbench holds all to it.
    public let origin: Origin
    /// Held, broken, or declared but not checkable.
    public let status: Status
    /// Every place that breaks the rule, in the order of the files; empty unless broken.
    public let breaks: [Break]
}
