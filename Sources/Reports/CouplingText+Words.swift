import ArchitectureKit
import Metrics

/// The plain-text words for the typed coupling results, shared by the terminal and Markdown
/// (and escaped by HTML): the one place a finding, an edge's target or a break's place
/// becomes text.
extension CouplingText {
    /// What a rule's break found, as the end of a sentence about its line:
    /// `references SearchModel (role Models)`, `uses Date()`, `subtitle is internal, not private`.
    ///
    /// - Parameter finding: What the rule checker found.
    /// - Returns: The words, without a final full stop.
    public static func words(_ finding: RuleFinding) -> String {
        switch finding {
        case let .references(type, _, _, target): "references \(type) (\(target))"
        case let .reaches(type, _, _, target, via): "reaches \(type) (\(target)) through \(via)"
        case let .uses(symbol, module): "uses \(symbol) of \(module)"
        case let .referenceType(kind, name): "\(kind.rawValue) \(name) is a reference type"
        case let .imports(module): "imports \(module)"
        case let .creates(type): "creates \(type)"
        case let .extendsElsewhere(type, role): "extends \(type) (role \(role)) outside its role's folder"
        case let .namedForWidget(name, _): "\(name) is named for the widget, not the intent"
        case let .notPrivate(property, access): "\(property) is \(access), not private"
        case let .heldStrongly(property): "\(property) holds its value strongly"
        case .interpolatedString: "assembles text with an interpolated string"
        case .composedString(.concatenation): "assembles text by adding strings together"
        case .composedString(.stringInitializer): "turns a value into text with String(…)"
        case .composedString(.description): "turns a value into text with .description"
        case let .composedText(api): "makes text from values with \(api)"
        case let .callsTextComposer(function): "calls \(function), which makes text from values"
        case let .holdsReference(type, member, holding) where member.isEmpty: "\(type) stands for \(holding), not a value"
        case let .holdsReference(type, member, holding): "\(type).\(member) holds \(holding), not a value"
        case .tapNotBoundToCommand: "binds a button's taps to something other than a command"
        case let .fileScopeFunction(name): "declares \(name) outside any type"
        case let .functionCount(type, functions, staticFunctions): "\(type) has \(functions) functions, \(staticFunctions) of them static"
        case let .usesCode(pattern): "uses \(pattern)"
        case let .uncountedClass(name): "class \(name) does not count itself among the objects alive"
        case let .outsideConcern(function, concern): "\(function) is used only by the code marked \(concern), and lies outside every concern's markers"
        }
    }

    /// An edge's target as the reports name it: a role by its name (`Models`), a module with
    /// its kind (`module Domain`), so the two never read alike.
    ///
    /// - Parameter target: A role or a shared module.
    /// - Returns: The name, with `module ` before a module's.
    public static func words(_ target: EdgeTarget) -> String {
        switch target {
        case let .role(name): name
        case let .module(name): "module \(name)"
        }
    }

    /// One edge on a line: `Views → module Domain: Song, SongSearch`, with its type names as given.
    static func words(_ edge: Edge, names: [String]) -> String {
        "\(edge.from) → \(words(edge.to)): \(names.joined(separator: ", "))"
    }

    /// A kind of mutable state as a table's column names it: `var`, `@Observable`, `bound`, `relay`, `subject`.
    public static func words(_ kind: MutableState.Kind) -> String {
        switch kind {
        case .storedVar: "var"
        case .observableProperty: "@Observable"
        case .boundProperty: "bound"
        case .relay: "relay"
        case .subject: "subject"
        }
    }

    /// Where a break is: `Sources/Architectures/MVB/Views/SearchView.swift:12`.
    ///
    /// - Parameter rupture: One place that breaks a rule.
    /// - Returns: The file and the line, joined by a colon.
    public static func location(_ rupture: RuleResult.Break) -> String {
        "\(rupture.file):\(rupture.line)"
    }
}
