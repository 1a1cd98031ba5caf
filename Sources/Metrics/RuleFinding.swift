import ArchitectureKit

/// What was found where a rule is broken: one case per kind of ``RuleCheck``, holding the
/// names and counts it found, never a sentence. Each renderer words a finding in its own
/// single place (`CouplingText.words(_:)` for text and Markdown).
public enum RuleFinding: Sendable, Hashable, Codable {
    /// A reference to a type the rule forbids here (``RuleCheck/mustNotReference(from:to:)``,
    /// ``RuleCheck/onlyReferencedFrom(_:roles:)``).
    ///
    /// - Parameters:
    ///   - type: The qualified name the reference resolved to: `SearchModel`, `FlightCardView.ViewModel`.
    ///   - module: The module that declares it.
    ///   - role: The folder of `module` that declares it.
    ///   - through: The rule's target that the type belongs to.
    case references(type: String, module: String, role: String, through: RuleTarget)
    /// A type the rule forbids here, reached without naming it (``Reach``): through a protocol
    /// it conforms to, a property of its type, or a static value set to use it.
    ///
    /// - Parameters:
    ///   - via: The symbol the path goes through: `Searching.search(_:)`, `AppEnvironment.songSearch`, `Hooks.search`.
    case reaches(type: String, module: String, role: String, through: RuleTarget, via: String)
    /// A symbol declared in a module the role must not depend on, whatever its imports
    /// (``RuleCheck/mustNotImport(role:module:)``): `Relay.accept()` of `Reactive`.
    case uses(symbol: String, module: String)
    /// A class or actor declared in a role whose types must be values (``RuleCheck/onlyValueTypes(in:)``).
    case referenceType(kind: ReferenceKind, name: String)
    /// An `import` of a module the role must not import (``RuleCheck/mustNotImport(role:module:)``).
    case imports(module: String)
    /// An extension of a type of `role` written in another role's folder: its members are the
    /// type's role's code, hidden where a reader of that role does not look.
    case extendsElsewhere(type: String, role: String)
    /// A type created outside the one role allowed to (``RuleCheck/onlyCreatedIn(typesMatching:role:)``).
    case creates(type: String)
    /// A property, function or enum case named after a widget (`closeButtonTapped`), not the
    /// intent (``RuleCheck/eventNames(in:mustNotEndWith:)``).
    case namedForWidget(name: String, suffix: String)
    /// A stored property that other types can reach (``RuleCheck/privateStoredProperties(in:ofType:)``).
    ///
    /// - Parameters:
    ///   - property: The property's name.
    ///   - access: Its access level as written or implied: `internal`, `public`.
    case notPrivate(property: String, access: String)
    /// A stored property that keeps its value alive (``RuleCheck/weakStoredProperties(in:ofType:)``).
    case heldStrongly(property: String)
    /// A string literal with an interpolation (``RuleCheck/noStringInterpolation(in:)``).
    case interpolatedString
    /// Text made another way than interpolation (``RuleCheck/noStringInterpolation(in:)``):
    /// the same composition, written so that no `\(` shows.
    case composedString(by: StringComposition)
    /// A library API that makes a String from values, as the compiler resolved it
    /// (``RuleCheck/noStringInterpolation(in:)``): `joined(separator:)`, `String.init(_:)`, `+(_:_:)`.
    case composedText(api: String)
    /// A call to a function of the app that composes text, declared where the rule does not
    /// allow it to (``RuleCheck/noStringInterpolation(in:)``): an extension at the composition root.
    case callsTextComposer(function: String)
    /// A value type, or a typealias, that holds something other than a value (``RuleCheck/onlyValueTypes(in:)``).
    ///
    /// - Parameters:
    ///   - type: The type declared in the role.
    ///   - member: The stored property or enum case that holds it; empty for a typealias.
    ///   - holding: What it holds: a class, an actor, a closure, or a type that holds one.
    case holdsReference(type: String, member: String, holding: String)
    /// A button's taps bound to something other than a command (``RuleCheck/tapsBoundToCommands(in:)``).
    case tapNotBoundToCommand
    /// A type with other than one function, or one that is not static (``RuleCheck/singleStaticFunction(in:)``).
    /// The functions of its extensions, in any file of the role, and of its nested types count as its own.
    case functionCount(type: String, functions: Int, staticFunctions: Int)
    /// A function declared outside any type, in a role whose code lives in one static function
    /// a type (``RuleCheck/singleStaticFunction(in:)``).
    case fileScopeFunction(name: String)
    /// A forbidden code pattern, matched token by token (``RuleCheck/mustNotContain(code:)``).
    case usesCode(pattern: String)
    /// A class declared, or created, that inherits from none of the classes that count
    /// themselves among the objects alive (``RuleCheck/everyClassInherits(fromAnyOf:)``).
    case uncountedClass(name: String)
    /// A function that only one concern's code uses, declared outside that concern's markers
    /// (``RuleCheck/concernsMarkedWhole(markers:)``).
    ///
    /// - Parameters:
    ///   - function: The function's name.
    ///   - concern: The marker of the concern that uses it: `Latest wins`.
    case outsideConcern(function: String, concern: String)

    /// The ways of making text from values other than interpolation.
    public enum StringComposition: String, Sendable, Hashable, Codable {
        /// `"Gate " + gate`, `text += "…"`.
        case concatenation
        /// `String(count)`, `String(describing:)`, `String(format:)`.
        case stringInitializer
        /// `count.description`.
        case description
    }

    /// The kinds of reference type a declaration can be.
    public enum ReferenceKind: String, Sendable, Hashable, Codable {
        case `class`, actor
    }
}
