import ArchitectureKit
import CompilerIndex
import SourceFacts

/// Where a role's code makes text from values, judged on what the compiler resolved: every use
/// of a library API that makes a String (its initialisers, interpolation, `+` and `+=`,
/// `append`, and any function or property whose result is a String made from values:
/// `joined`, `appending`, `formatted`, `description`…), however it is spelled (a typealias of
/// String, `.init(n)`, `reduce("", +)`), and every call of an app function that composes text,
/// declared where the rule does not allow text to be composed: at the composition root, in an
/// extension of a library type, outside any type, or in a role the rule names.
enum ResolvedTextComposition {
    static func find(in files: [SourceFile], roles: [String], code: CompiledCode) -> [(file: SourceFile, line: Int, finding: RuleFinding)] {
        let composers = hiddenComposers(in: files, roles: roles, code: code)
        var found: [(file: SourceFile, line: Int, finding: RuleFinding)] = []
        for file in files where roles.contains(file.role) {
            for use in code.uses(in: file) {
                if code.isLibrary(use.symbol) {
                    if let finding = libraryComposition(use.symbol) { found.append((file, use.line, finding)) }
                } else if composers.contains(use.symbol.usr) {
                    found.append((file, use.line, .callsTextComposer(function: memberName(use.symbol))))
                }
            }
        }
        return found
    }

    /// What a library symbol's use makes text with, or nil when it does not.
    static func libraryComposition(_ symbol: IndexSymbol) -> RuleFinding? {
        // An accessor is used with its property, which names the same API. A String in a
        // declaration is mangled `SS`: a symbol without it neither makes nor extends one.
        guard !symbol.isType, ![.accessorGetter, .accessorSetter].contains(symbol.subkind), symbol.usr.contains("SS"),
              let declaration = Demangled.declaration(ofUSR: symbol.usr) else { return nil }
        let owner = Demangled.owner(of: declaration) ?? ""
        let ownedByString = owner == "Swift.String"
        if symbol.kind == .constructor {
            guard ownedByString, !literalInitialisers.contains(symbol.name) else { return nil }
            return symbol.name == "init(stringInterpolation:)" ? .interpolatedString : .composedText(api: "String." + symbol.name)
        }
        if ownedByString, composingMutations.contains(where: symbol.name.hasPrefix) {
            return .composedText(api: "String." + symbol.name)
        }
        guard let result = Demangled.resultType(of: declaration), ["Swift.String", "Swift.String?"].contains(result) else { return nil }
        // A string's copy of itself changed (`lowercased()`, `uppercased()`) words no value.
        if stringLike.contains(owner), symbol.name.hasSuffix("()") { return nil }
        let shortOwner = owner.split(separator: ".").last.map { String($0) + "." } ?? ""
        return .composedText(api: shortOwner + symbol.name)
    }

    /// The initialisers of a literal as written, and the empty string: no value turned into text.
    private static let literalInitialisers: Set<String> = [
        "init()", "init(stringLiteral:)", "init(unicodeScalarLiteral:)", "init(extendedGraphemeClusterLiteral:)",
        "init(_builtinStringLiteral:utf8CodeUnitCount:isASCII:)",
    ]
    /// A String's members that add to it.
    private static let composingMutations = ["+=", "append", "insert", "write"]
    private static let stringLike: Set<String> = ["Swift.String", "Swift.Substring", "Swift.StringProtocol", "Swift.Character"]

    /// The app's functions, accessors and properties that make text where the rule cannot see
    /// it: declared outside its roles, and not the API of a type of a role allowed to compose
    /// text, in that role's folder; whose code makes text directly or through another of them.
    private static func hiddenComposers(in files: [SourceFile], roles: [String], code: CompiledCode) -> Set<String> {
        var hidden: [String: Bool] = [:]
        func isHidden(_ usr: String) -> Bool {
            if let known = hidden[usr] { return known }
            var answer = false
            if let definition = code.definition(of: IndexSymbol(usr: usr, name: "", kind: .unknown)), definition.moduleName == code.module,
               let role = code.role(of: definition), !roles.contains(role) {
                let owner = code.owner(of: definition.symbol)
                let isOwnAPI = owner.map { $0.module == code.module && $0.role == role && role != RuleCheck.compositionRoot } ?? false
                answer = !isOwnAPI
            }
            hidden[usr] = answer
            return answer
        }
        var composers: Set<String> = []
        var callers: [String: Set<String>] = [:]
        for file in files where !roles.contains(file.role) {
            for use in code.uses(in: file) {
                guard let container = use.related(by: .containedBy).first, isHidden(container.usr) else { continue }
                if code.isLibrary(use.symbol) {
                    if libraryComposition(use.symbol) != nil { composers.insert(container.usr) }
                } else {
                    callers[use.symbol.usr, default: []].insert(container.usr)
                }
            }
        }
        var pending = composers.sorted()
        while let next = pending.popLast() {
            for caller in callers[next] ?? [] where composers.insert(caller).inserted { pending.append(caller) }
            // A getter's callers name its property too.
            if let definition = code.definition(of: IndexSymbol(usr: next, name: "", kind: .unknown)),
               definition.symbol.subkind == .accessorGetter, let property = definition.parent, composers.insert(property.usr).inserted {
                pending.append(property.usr)
            }
        }
        return composers
    }

    /// `label` for `getter:label`, the function's name otherwise.
    private static func memberName(_ symbol: IndexSymbol) -> String {
        symbol.name.hasPrefix("getter:") ? String(symbol.name.dropFirst("getter:".count)) : symbol.name
    }
}
