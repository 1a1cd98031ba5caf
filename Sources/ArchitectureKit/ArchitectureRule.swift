/// A rule an architecture declares about its own code, with the seed's reason for it:
/// "Views do not reference Models — so a view can be reused with any model".
///
/// A rule's ``checks`` say how the workbench verifies it against the sources (SPEC §6); a rule
/// with no checks is reported as declared but not checked.
public struct ArchitectureRule: Sendable, Equatable {
    /// The rule, as a sentence.
    public let statement: String
    /// Why the seed holds to it.
    public let reason: String
    /// How the rule is checked against the sources; empty when it is not (yet) checkable.
    public let checks: [RuleCheck]

    /// - Parameters:
    ///   - statement: The rule, as a sentence.
    ///   - reason: Why the seed holds to it.
    ///   - checks: How the workbench checks it; a rule holds when every check holds.
    public init(_ statement: String, because reason: String, checks: [RuleCheck] = []) {
        self.statement = statement
        self.reason = reason
        self.checks = checks
    }

    /// A rule checked one way.
    public init(_ statement: String, because reason: String, check: RuleCheck) {
        self.init(statement, because: reason, checks: [check])
    }
}

/// The vocabulary of checkable rules, ArchUnit-style. Roles are the first folder level of an
/// architecture (`Views`, `Models`, ...); ``RuleCheck/compositionRoot`` names the files at its root.
public enum RuleCheck: Sendable, Equatable {
    /// No type declared in `from` refers to anything in `to`.
    case mustNotReference(from: String, to: RuleTarget)
    /// Only the roles in `roles` (and the composition root) refer to anything in `target`.
    case onlyReferencedFrom(RuleTarget, roles: [String])
    /// Every type declared in `role` is a struct or an enum, and, judged on the compiler's index,
    /// a value all through: no stored property or enum case of it holds a class, an actor or a
    /// closure, or a type that holds one, typealiases resolved; no typealias in it stands for one.
    case onlyValueTypes(in: String)
    /// No file in `role` imports `module`, nor (judged on the compiler's index) uses a member an
    /// extension in `module` declares, which another file's import makes visible.
    case mustNotImport(role: String, module: String)
    /// Types whose name contains `typesMatching` are created (`Name(`, `Name.init(`, and with the
    /// compiler's index `.init(` and `Name.init`) only in `role`.
    case onlyCreatedIn(typesMatching: String, role: String)
    /// No property, function or enum case declared in `role` is named for a widget's event: its
    /// name ends with `suffix`, or has a tap, press or click among its words (`didTapCloseButton`,
    /// `closeButtonPressed`).
    case eventNames(in: String, mustNotEndWith: String)
    /// No file in the architecture contains any of these code patterns (`Date()`, `Task.sleep`),
    /// matched token by token, so comments and strings never match.
    case mustNotContain(code: [String])
    /// No file reads a clock, waits on a timer or sleeps: judged on the symbols the compiler
    /// resolved (`Date`'s initialisers that read the clock, `Date.now`, `ProcessInfo`'s uptime,
    /// `DispatchTime.now()`, `clock_gettime`, `Timer`, `DispatchQueue`, `Task.sleep`, …); without
    /// the compiler's index, by the code patterns of `fallback`, matched token by token.
    case readsNoClock(fallback: [String])
    /// Every button's taps a file of `role` binds (`button.bindTaps()`) go, on the same line, to
    /// a command (Bind's `command <~! button.bindTaps()`): none is observed or bound to anything else.
    case tapsBoundToCommands(in: String)
    /// Every property declared in `role` (stored or computed) whose type is in `target` has a
    /// `private` or `fileprivate` getter (`private(set)` leaves the getter visible): a view's
    /// subviews are its own. With the compiler's index its type is the one the compiler inferred.
    case privateStoredProperties(in: String, ofType: RuleTarget)
    /// Every stored property declared in `role` whose type is in `target` is `weak` (or
    /// `unowned`): a view does not keep its view model alive.
    case weakStoredProperties(in: String, ofType: RuleTarget)
    /// No file in these roles makes text from values. Judged on the compiler's index: no use of
    /// a library API that makes a String (its initialisers, interpolation, `+`, `+=`, `append`,
    /// any function or property giving a String made from values: `joined`, `appending`,
    /// `formatted`, `description`…), however spelled, and no call of an app function that does,
    /// unless a type of a role the rule does not name declares it. Without the index, by tokens:
    /// an interpolated literal, `+` next to a literal, `String(…)`, `.description`.
    case noStringInterpolation(in: [String])
    /// Every type declared at the top level of `role` has exactly one function-like member, and
    /// it is static: functions, computed properties and stored closures count alike; its
    /// extensions' members, in any file of the role, and its nested types' count as its own, and
    /// no function is declared outside a type.
    case singleStaticFunction(in: String)
    /// Every class the architecture declares, and every class of the package's other modules
    /// (its support libraries apart) that its code creates, inherits, directly or not, from one
    /// of `classes`, written `Module.Type`: the classes that count themselves among the objects
    /// alive.
    case everyClassInherits(fromAnyOf: [String])
    /// No function of the architecture that only one concern's code uses lies outside that
    /// concern's markers (`// MARK: - Latest wins`, one of `markers`): a concern's size is all of
    /// its code.
    case concernsMarkedWhole(markers: [String])

    /// The role name for files at the architecture's root.
    public static let compositionRoot = "(root)"
}

/// What a rule points at: a role of the same architecture, or a shared module, optionally one
/// folder of it (`Domain/Services`).
public enum RuleTarget: Sendable, Hashable, CustomStringConvertible {
    case role(String)
    case module(String)
    /// The classes and actors of a shared module or folder: `classes(in: "Domain/Services")`
    /// are the model controllers, without the values they return.
    case classes(in: String)
    /// Named types, wherever they are declared: `types(["ScheduledWork", "ServiceRequest"])`.
    case types([String])

    /// The target as a rule's break names it: `role Models`, `module Domain`, `classes of Domain/Services`.
    public var description: String {
        switch self {
        case let .role(name): "role \(name)"
        case let .module(name): "module \(name)"
        case let .classes(name): "classes of \(name)"
        case let .types(names): names.joined(separator: ", ")
        }
    }
}

extension RuleCheck {
    /// The roles whose own code the check is about (`Views` for "Views do not reference
    /// Models"); empty for a check about the whole architecture or about who may use a target.
    public var roles: [String] {
        switch self {
        case let .mustNotReference(from, _): [from]
        case let .onlyValueTypes(role), let .eventNames(role, _), let .privateStoredProperties(role, _),
             let .weakStoredProperties(role, _), let .singleStaticFunction(role), let .tapsBoundToCommands(role): [role]
        case let .mustNotImport(role, _): role == "*" ? [] : [role]
        case let .noStringInterpolation(roles): roles
        case .onlyReferencedFrom, .onlyCreatedIn, .mustNotContain, .readsNoClock, .everyClassInherits, .concernsMarkedWhole: []
        }
    }
}
