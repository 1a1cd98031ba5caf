import ArchitectureKit
import SourceFacts

/// What a rule is checked against: one architecture's files with their resolved references
/// and the extensions each places outside their type's role, file by file.
struct RuleContext {
    let module: String
    let files: [SourceFile]
    let references: [[ResolvedReference]]
    let extensionSites: [[ExtensionSite]]
    let otherArchitectures: [String]
    /// The architecture's support libraries, whose objects are counted apart.
    var supportModules: [String] = []
    /// The superclasses of the classes of the architecture and of the modules it sees.
    var lineage = ClassLineage(files: [], resolver: TypeResolver(files: []))
    /// Each concern's marked code, by marker (``ConcernExcerpts``).
    var concernSpans: [String: [Excerpt]] = [:]
    /// The compiler's facts, when the references came from its index: what the checks that
    /// judge symbols rather than names read (``CompiledCode``).
    var compiled: CompiledCode?
    /// The types each file reaches without naming them (``Reach``), file by file; none without the index.
    var reaches: [[Reach]] = []
    /// The symbols each file uses from other modules, file by file; none without the index.
    var symbolUses: [[SymbolUse]] = []
}

/// The rules for every architecture (SPEC §1).
enum CommonRules {
    /// The code patterns that read time other than from the injected main queue.
    static let clockPatterns = ["Date()", "Date.now", "DispatchQueue", "Timer", "Task.sleep", "ContinuousClock", "SuspendingClock", "Thread.sleep"]

    /// The classes that count themselves among the objects alive, in their initialisers.
    static let countedClasses = ["HeadlessUI.View", "HeadlessUI.ViewController", "ArchitectureKit.CountedObject"]

    static func rules(otherArchitectures: [String]) -> [ArchitectureRule] {
        [
            ArchitectureRule(
                "No architecture imports another",
                because: "each architecture depends on the contract and the shared modules only, so each can be read, built and changed alone",
                checks: otherArchitectures.map { .mustNotImport(role: "*", module: $0) }
            ),
            ArchitectureRule(
                "Models import no UI",
                because: "a model that knows no widget can be tested, and reused, without any view",
                checks: [.mustNotImport(role: "Models", module: "HeadlessUI"), .mustNotImport(role: "Models", module: "ReactiveUI")]
            ),
            ArchitectureRule(
                "Time comes only from the injected main queue",
                because: "scenarios and tests run in virtual time; a clock, a timer or a sleep would make them slow and flaky",
                check: .readsNoClock(fallback: clockPatterns)
            ),
            ArchitectureRule(
                "Every class counts itself among the objects alive",
                because: "the objects alive are counted by the classes themselves: HeadlessUI's views and view controllers, and ArchitectureKit's "
                    + "CountedObject for any other class; a class that inherits from none of them would go uncounted, and the architecture would look lighter than it is",
                check: .everyClassInherits(fromAnyOf: countedClasses)
            ),
            ArchitectureRule(
                "A concern's markers hold all of its code",
                because: "a concern's size is the code under its markers; a helper only its code uses, left outside them, would make it look smaller than it is",
                check: .concernsMarkedWhole(markers: Concern.all.map(\.marker))
            ),
        ]
    }
}

/// Checks a rule's ``RuleCheck``s against the facts.
enum RuleChecker {
    static func check(_ rule: ArchitectureRule, origin: RuleResult.Origin, in context: RuleContext) -> RuleResult {
        // A common rule with no checks (no other architecture to import) holds trivially.
        guard !rule.checks.isEmpty || origin == .common else {
            return RuleResult(statement: rule.statement, reason: rule.reason, origin: origin, status: .unchecked, breaks: [])
        }
        var breaks: [RuleResult.Break] = []
        for check in rule.checks { breaks += self.breaks(of: check, in: context) }
        breaks += extensionBreaks(about: Set(rule.checks.flatMap(\.roles)), in: context)
        var seen = Set<RuleResult.Break>()
        breaks = breaks.filter { seen.insert($0).inserted }
        return RuleResult(statement: rule.statement, reason: rule.reason, origin: origin, status: breaks.isEmpty ? .held : .broken, breaks: breaks)
    }

    static func breaks(of check: RuleCheck, in context: RuleContext) -> [RuleResult.Break] {
        var breaks: [RuleResult.Break] = []
        func at(_ file: SourceFile, _ line: Int, _ finding: RuleFinding) {
            breaks.append(.init(file: file.path, line: line, role: file.role, finding: finding))
        }
        func matches(_ type: ResolvedType, _ target: RuleTarget) -> Bool {
            switch target {
            case let .role(role): return type.module == context.module && type.role == role
            case let .classes(name):
                return type.kind.isReferenceType && matches(type, .module(name))
            case let .module(name):
                let parts = name.split(separator: "/", maxSplits: 1)
                guard type.module == String(parts[0]) else { return false }
                return parts.count == 1 || type.path.hasPrefix("Sources/\(name)/")
            case let .types(names):
                return names.contains(type.qualifiedName)
            }
        }
        func references(from roles: (String) -> Bool, to target: RuleTarget) {
            for (file, references) in zip(context.files, context.references) {
                for reference in references where roles(reference.role) {
                    for type in reference.types where matches(type, target) {
                        at(file, reference.line, .references(type: type.qualifiedName, module: type.module, role: type.role, through: target))
                    }
                }
            }
            for (file, reaches) in zip(context.files, context.reaches) {
                for reach in reaches where roles(reach.role) && matches(reach.type, target) {
                    let type = reach.type
                    let named = RuleFinding.references(type: type.qualifiedName, module: type.module, role: type.role, through: target)
                    // A line that names the type breaks the rule once.
                    guard !breaks.contains(.init(file: file.path, line: reach.line, role: reach.role, finding: named)) else { continue }
                    at(file, reach.line, .reaches(type: type.qualifiedName, module: type.module, role: type.role, through: target, via: reach.via))
                }
            }
        }
        switch check {
        case let .mustNotReference(from, to):
            references(from: { $0 == from }, to: to)
        case let .onlyReferencedFrom(target, roles):
            references(from: { !roles.contains($0) && $0 != RuleCheck.compositionRoot }, to: target)
        case let .onlyValueTypes(role):
            for file in context.files where file.role == role {
                for declaration in file.facts.declarations where declaration.kind.isReferenceType {
                    at(file, declaration.line, .referenceType(kind: declaration.kind == .actor ? .actor : .class, name: declaration.qualifiedName))
                }
            }
            if let compiled = context.compiled {
                for (file, line, finding) in ValueTypes(code: compiled).breaks(in: context.files.filter { $0.role == role }) { at(file, line, finding) }
            }
        case let .mustNotImport(role, module):
            for file in context.files where role == "*" || file.role == role {
                for found in file.facts.imports where found.module == module {
                    at(file, found.line, .imports(module: module))
                }
            }
            // Using a symbol the module declares depends on it, whatever the imports: another file's
            // import makes an extension's members visible, another module's typealias names its types.
            for (file, uses) in zip(context.files, context.symbolUses) {
                for use in uses where (role == "*" || use.role == role) && use.module == module {
                    at(file, use.line, .uses(symbol: use.name, module: module))
                }
            }
        case let .onlyCreatedIn(pattern, role):
            for (file, references) in zip(context.files, context.references) {
                for reference in references where reference.isCreation && reference.role != role {
                    guard let type = reference.types.last, type.module == context.module, type.qualifiedName.contains(pattern) else { continue }
                    at(file, reference.line, .creates(type: type.qualifiedName))
                }
            }
        case let .eventNames(role, suffix):
            for file in context.files where file.role == role {
                for declaration in file.facts.declarations
                where [.property, .function, .enumCase].contains(declaration.kind) && WidgetEventName.matches(declaration.name, suffix: suffix) {
                    at(file, declaration.line, .namedForWidget(name: declaration.name, suffix: suffix))
                }
            }
        case let .privateStoredProperties(role, target):
            let inRole = zip(context.files, context.references).filter { $0.0.role == role }
            for (file, property, access) in SubviewAccess.exposed(in: inRole.map(\.0), references: inRole.map(\.1), code: context.compiled,
                                                                  isTarget: { matches($0, target) }) {
                at(file, property.line, .notPrivate(property: property.name, access: access))
            }
        case let .weakStoredProperties(role, target):
            for (file, property) in storedProperties(in: role, ofType: target, context: context, matches: matches) where !property.isWeak {
                at(file, property.line, .heldStrongly(property: property.name))
            }
        case let .noStringInterpolation(roles):
            if let compiled = context.compiled {
                for (file, line, finding) in ResolvedTextComposition.find(in: context.files, roles: roles, code: compiled) { at(file, line, finding) }
            } else {
                for file in context.files where roles.contains(file.role) {
                    for (line, finding) in StringCompositions.find(in: file.facts.tokens) { at(file, line, finding) }
                }
            }
        case let .readsNoClock(fallback):
            guard let compiled = context.compiled else { return self.breaks(of: .mustNotContain(code: fallback), in: context) }
            for file in context.files {
                for (line, api) in ClockReads.find(in: file, code: compiled) { at(file, line, .usesCode(pattern: api)) }
            }
        case let .tapsBoundToCommands(role):
            for (file, line) in TapBindings.unbound(in: context.files.filter { $0.role == role }, code: context.compiled) {
                at(file, line, .tapNotBoundToCommand)
            }
        case let .singleStaticFunction(role):
            for (file, line, finding) in BindingFunctions.breaks(in: context.files.filter { $0.role == role }, module: context.module) {
                at(file, line, finding)
            }
        case let .everyClassInherits(classes):
            let counted = Set(classes)
            for file in context.files {
                for declaration in file.facts.declarations where declaration.kind == .class
                    && !context.lineage.inherits(file.module + "." + declaration.qualifiedName, fromAnyOf: counted) {
                    at(file, declaration.line, .uncountedClass(name: declaration.qualifiedName))
                }
            }
            // The classes of the other modules the code creates; its own are checked where they are declared.
            for (file, references) in zip(context.files, context.references) {
                for reference in references where reference.isCreation {
                    guard let type = reference.types.last, type.kind == .class, type.module != context.module,
                          !context.supportModules.contains(type.module),
                          !context.lineage.inherits(ClassLineage.name(of: type), fromAnyOf: counted) else { continue }
                    at(file, reference.line, .uncountedClass(name: type.qualifiedName))
                }
            }
        case let .concernsMarkedWhole(markers):
            let byPath = Dictionary(context.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            for found in ConcernCompleteness.find(in: context.files, spans: context.concernSpans.filter { markers.contains($0.key) }) {
                guard let file = byPath[found.file] else { continue }
                at(file, found.line, .outsideConcern(function: found.function, concern: found.concern))
            }
        case let .mustNotContain(patterns):
            let sequences = patterns.map { pattern in (pattern, SwiftLexer.tokens(of: pattern).map(\.text)) }
            // One look-up a token: most tokens start no pattern, and there are tens of thousands.
            let firstTexts = Set(sequences.map { $0.1[0] })
            for file in context.files {
                let tokens = file.facts.tokens
                for index in tokens.indices where firstTexts.contains(tokens[index].text) && tokens[index].kind != .string {
                    for (pattern, sequence) in sequences where tokens[index].text == sequence[0] {
                        guard index + sequence.count <= tokens.count,
                              zip(tokens[index..<(index + sequence.count)], sequence).allSatisfy({ $0.text == $1 && $0.kind != .string })
                        else { continue }
                        at(file, tokens[index].line, .usesCode(pattern: pattern))
                    }
                }
            }
        }
        return breaks
    }

    /// An extension of a type of `roles` written in another role's folder: its members belong
    /// to the type's role, so a rule about that role is broken by where they are.
    private static func extensionBreaks(about roles: Set<String>, in context: RuleContext) -> [RuleResult.Break] {
        zip(context.files, context.extensionSites).flatMap { file, sites in
            sites.filter { roles.contains($0.extended.role) }.map { site in
                RuleResult.Break(file: file.path, line: site.line, role: file.role,
                                 finding: .extendsElsewhere(type: site.extended.qualifiedName, role: site.extended.role))
            }
        }
    }

    /// The stored properties of `role` whose declaration (its type, its initial value) names a type in `target`.
    private static func storedProperties(
        in role: String, ofType target: RuleTarget, context: RuleContext, matches: (ResolvedType, RuleTarget) -> Bool
    ) -> [(SourceFile, Declaration)] {
        var found: [(SourceFile, Declaration)] = []
        for (file, references) in zip(context.files, context.references) where file.role == role {
            for property in file.facts.declarations where property.kind == .property && property.isStored && !property.isStatic {
                let typed = references.contains { reference in
                    reference.propertyLine == property.line && reference.types.contains { matches($0, target) }
                }
                if typed { found.append((file, property)) }
            }
        }
        return found
    }
}
