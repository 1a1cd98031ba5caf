/// Reads declarations, imports and references from tokens, keeping a stack of the braces
/// it is inside so it knows which type each declaration and reference belongs to.
///
/// One file on purpose, over 300 lines: its sections (tokens, declarations, scope, enum cases)
/// are one pass over the tokens sharing a cursor and the scope stack, which are private so that
/// nothing else can move them; files of extensions would have to open them to the module.
struct FactsExtractor {
    private enum Scope {
        /// A type or extension's body, with the index of its declaration.
        case type(String, Declaration.Kind, declaration: Int)
        /// A function's body, with the index of its declaration.
        case function(declaration: Int)
        case property
        case block
    }

    private let tokens: [Token]
    private var scopes: [Scope] = []
    /// What the next `{` opens, when a declaration was just read.
    private var pending: Scope?
    private var modifiers: [String] = []
    /// The attributes read since the last declaration or statement: `@MainActor`, `@Observable`.
    private var attributes: [String] = []
    private(set) var imports: [Import] = []
    private(set) var declarations: [Declaration] = []
    private(set) var references: [Reference] = []

    private static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "lazy", "override",
        "weak", "unowned", "mutating", "nonmutating", "nonisolated", "convenience", "required", "dynamic", "indirect", "isolated",
    ]
    private static let accessWords: Set<String> = ["public", "private", "fileprivate", "internal", "open", "package"]

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    mutating func run() {
        var index = 0
        while index < tokens.count {
            index = step(index)
        }
    }

    // MARK: - Tokens

    private mutating func step(_ index: Int) -> Int {
        let token = tokens[index]
        switch token.kind {
        case .punctuation:
            modifiers = []
            attributes = []
            if token.text == "{" {
                scopes.append(pending ?? .block)
                pending = nil
            } else if token.text == "}" {
                if let closed = scopes.popLast() {
                    if case let .type(_, _, declaration) = closed { declarations[declaration].endLine = token.line }
                    if case let .function(declaration) = closed { declarations[declaration].endLine = token.line }
                }
                pending = nil
            } else if token.text == ";" {
                pending = nil
            }
            return index + 1
        case .attribute:
            attributes.append(token.text)
            // `@Dependency(\.mainQueue) var mainQueue`: a property wrapper, like a result builder or a
            // global actor, is a type the code names; `@escaping` and `@unchecked` are not.
            let name = token.text.dropFirst()
            if let first = name.unicodeScalars.first, first.properties.isUppercase {
                references.append(Reference(chain: [String(name)], line: token.line, scope: scopeNames, isCreation: false))
            }
            // `@available(iOS 13, *)`: the arguments belong to the attribute.
            if text(index + 1) == "(", !tokens[index + 1].spaceBefore { return closing(from: index + 1, open: "(", close: ")") + 1 }
            return index + 1
        case .string, .number, .directive:
            return index + 1
        case .identifier:
            return identifier(index)
        }
    }

    private mutating func identifier(_ index: Int) -> Int {
        let token = tokens[index]
        let word = token.text
        let afterDot = index > 0 && tokens[index - 1].text == "." && tokens[index - 1].kind == .punctuation
        if afterDot { return index + 1 }
        if Self.modifierWords.contains(word) {
            modifiers.append(word)
            // `private(set)`: the parenthesis belongs to the modifier.
            if text(index + 1) == "(", text(index + 3) == ")" { return index + 4 }
            return index + 1
        }
        switch word {
        case "import" where scopes.isEmpty:
            var next = index + 1
            if let kind = text(next), ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(kind) { next += 1 }
            if let module = text(next) { imports.append(Import(module: module, line: token.line)) }
            modifiers = []
            return next + 1
        case "class" where text(index + 1).map({ ["func", "var", "let", "subscript", "static", "final", "override"].contains($0) || Self.accessWords.contains($0) }) ?? false:
            modifiers.append("static")
            return index + 1
        case "class", "struct", "enum", "protocol", "actor":
            guard let name = text(index + 1), tokens[index + 1].kind == .identifier else { break }
            let kind = Declaration.Kind(rawValue: word)!
            let qualified = (enclosingType.map { $0 + "." } ?? "") + name
            let declared = declare(kind, name: name, qualified: qualified, line: token.line, inherited: inherited(after: index + 2))
            pending = .type(qualified, kind, declaration: declared)
            return index + 2
        case "extension":
            var names: [String] = []
            var next = index + 1
            while next < tokens.count, tokens[next].kind == .identifier {
                names.append(tokens[next].text)
                references.append(Reference(chain: names, line: tokens[next].line, scope: scopeNames, isCreation: false))
                next += 1
                guard text(next) == "." else { break }
                next += 1
            }
            let qualified = names.joined(separator: ".")
            let declared = declare(.extension, name: qualified, qualified: qualified, line: token.line, inherited: inherited(after: next))
            // Only the full chain is the extended type; drop the prefix references but the first.
            if names.count > 1 { references.removeLast(names.count - 1); references[references.count - 1] = Reference(chain: names, line: token.line, scope: scopeNames, isCreation: false) }
            pending = .type(qualified, .extension, declaration: declared)
            return next
        case "func":
            guard let name = text(index + 1) else { break }
            let declared = declare(.function, name: name, qualified: name, line: token.line, labels: labels(after: index + 2),
                                   returnsValue: returnsValue(after: index + 2))
            pending = .function(declaration: declared)
            return index + 2
        case "init", "deinit", "subscript":
            let declared = declare(.function, name: word, qualified: word, line: token.line, labels: labels(after: index + 1))
            pending = .function(declaration: declared)
            return index + 1
        case "typealias":
            guard let name = text(index + 1) else { break }
            let qualified = (enclosingType.map { $0 + "." } ?? "") + name
            declare(.typealias, name: name, qualified: qualified, line: token.line)
            return index + 2
        case "var" where inTypeBody || scopes.isEmpty, "let" where inTypeBody || scopes.isEmpty:
            guard let name = text(index + 1), tokens[index + 1].kind == .identifier else { break }
            let storage = storage(after: index + 1)
            declare(.property, name: name, qualified: name, line: token.line, isMutable: word == "var", isStored: storage == .stored,
                    hasImplicitGetter: storage == .implicitGetter)
            pending = .property
            return index + 2
        case "case" where enclosingKind == .enum && isTopOfTypeBody:
            return enumCases(after: index)
        default:
            break
        }
        modifiers = []
        attributes = []
        if let first = word.unicodeScalars.first, first.properties.isUppercase {
            return reference(startingAt: index)
        }
        return index + 1
    }

    /// Reads `A.B.C` (capitalised names only) as one reference, noting a creation.
    private mutating func reference(startingAt index: Int) -> Int {
        var chain = [tokens[index].text]
        var next = index + 1
        while text(next) == ".", next + 1 < tokens.count, tokens[next + 1].kind == .identifier,
              let first = tokens[next + 1].text.unicodeScalars.first, first.properties.isUppercase {
            chain.append(tokens[next + 1].text)
            next += 2
        }
        let creation = isCall(at: next) || (text(next) == "." && text(next + 1) == "init" && text(next + 2) == "(")
            || (text(next) == "<" && !tokens[next].spaceBefore && isCall(at: closing(from: next, open: "<", close: ">") + 1))
        references.append(Reference(chain: chain, line: tokens[index].line, scope: scopeNames, isCreation: creation))
        return next
    }

    // MARK: - Declarations

    /// Declares what was just read, with the modifiers and attributes before it, and returns its index.
    @discardableResult
    private mutating func declare(_ kind: Declaration.Kind, name: String, qualified: String, line: Int, isMutable: Bool = false, isStored: Bool = false,
                                  hasImplicitGetter: Bool = false, inherited: [String] = [], labels: [String] = [], returnsValue: Bool = false) -> Int {
        let access = modifiers.first(where: Self.accessWords.contains) ?? "internal"
        let parent = enclosingTypeScope
        declarations.append(Declaration(
            kind: kind, name: name, qualifiedName: qualified, parent: parent?.0, parentKind: parent?.1, line: line, access: access,
            isStatic: modifiers.contains("static"), isMutable: isMutable, isStored: isStored,
            isWeak: modifiers.contains("weak") || modifiers.contains("unowned"), hasImplicitGetter: hasImplicitGetter,
            attributes: attributes, inherited: inherited, labels: labels, returnsValue: returnsValue, endLine: line))
        modifiers = []
        attributes = []
        return declarations.count - 1
    }

    private enum Storage {
        case stored, implicitGetter, accessors
    }

    /// A property is computed when a `{` follows its name before any `=` or the end of the
    /// line, unless the block is only `willSet`/`didSet` observers; its getter is implicit
    /// unless the block starts with an accessor's keyword.
    private func storage(after nameIndex: Int) -> Storage {
        let line = tokens[nameIndex].line
        var depth = 0
        var next = nameIndex + 1
        while next < tokens.count {
            let token = tokens[next]
            if depth == 0, token.line > line, token.text != "{" { return .stored }
            switch token.text {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "=" where depth == 0: return .stored
            case "{" where depth == 0:
                let first = text(next + 1) ?? ""
                if ["willSet", "didSet"].contains(first) { return .stored }
                return ["get", "set", "_read", "_modify"].contains(first) ? .accessors : .implicitGetter
            default: break
            }
            next += 1
        }
        return .stored
    }

    /// Whether a call's parenthesis stands at `index`, glued to the name before it.
    private func isCall(at index: Int) -> Bool {
        text(index) == "(" && !tokens[index].spaceBefore
    }

    /// The index of the token that closes the `open` at `index` (`)` for `(`, `>` for `<`, where
    /// `>>` closes two), or the last token when none does.
    private func closing(from index: Int, open: String, close: String) -> Int {
        var depth = 0
        var next = index
        while next < tokens.count {
            let token = tokens[next]
            if token.kind == .punctuation {
                if token.text == open { depth += 1 }
                if token.text == close || (close == ">" && token.text.allSatisfy { $0 == ">" }) { depth -= token.text.count }
                // A type's generic arguments hold no brace nor statement: this `<` was a comparison.
                if open == "<", ["{", "}", ";", "="].contains(token.text) { return tokens.count - 1 }
                if depth <= 0 { return next }
            }
            next += 1
        }
        return tokens.count - 1
    }

    /// The names of an inheritance clause starting at `index` (after a type's name and any
    /// generic parameters), as written: `: TableViewCell, KeyPathBindable` → both names.
    private func inherited(after index: Int) -> [String] {
        var next = index
        if text(next) == "<" { next = closing(from: next, open: "<", close: ">") + 1 }
        guard text(next) == ":" else { return [] }
        var names: [String] = []
        var current: [String] = []
        next += 1
        while next < tokens.count, text(next) != "{", text(next) != "where" {
            let token = tokens[next]
            if token.kind == .identifier, current.isEmpty || text(next - 1) == "." {
                current.append(token.text)
            } else if token.text == "<" {
                next = closing(from: next, open: "<", close: ">")
            } else if token.text == "," {
                if !current.isEmpty { names.append(current.joined(separator: ".")) }
                current = []
            }
            next += 1
        }
        if !current.isEmpty { names.append(current.joined(separator: ".")) }
        return names
    }

    /// Whether the function whose generic parameters or parameter list start at `index` declares
    /// a result other than `Void` or `()`: an arrow after its parameters, before its body.
    private func returnsValue(after index: Int) -> Bool {
        var next = index
        if text(next) == "<" { next = closing(from: next, open: "<", close: ">") + 1 }
        guard text(next) == "(" else { return false }
        next = closing(from: next, open: "(", close: ")") + 1
        while let word = text(next), ["async", "throws", "rethrows"].contains(word) {
            next += 1
            // `throws(ServiceError)`: a typed throw.
            if word == "throws", text(next) == "(", !tokens[next].spaceBefore { next = closing(from: next, open: "(", close: ")") + 1 }
        }
        guard text(next) == "->" else { return false }
        return !(text(next + 1) == "Void" || (text(next + 1) == "(" && text(next + 2) == ")"))
    }

    /// The argument labels of a function whose generic parameters or parameter list start at
    /// `index`: `_` where none is written.
    private func labels(after index: Int) -> [String] {
        var next = index
        if ["?", "!"].contains(text(next)) { next += 1 }
        if text(next) == "<" { next = closing(from: next, open: "<", close: ">") + 1 }
        guard text(next) == "(" else { return [] }
        let end = closing(from: next, open: "(", close: ")")
        var labels: [String] = []
        var depth = 0
        var startsParameter = true
        while next < end {
            let token = tokens[next]
            switch token.text {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 1: startsParameter = true
            default:
                if startsParameter, depth == 1, token.kind == .identifier {
                    labels.append(token.text)
                    startsParameter = false
                }
            }
            next += 1
        }
        return labels
    }

    // MARK: - Scope

    private var enclosingTypeScope: (String, Declaration.Kind)? {
        for scope in scopes.reversed() {
            if case let .type(name, kind, _) = scope { return (name, kind) }
        }
        return nil
    }

    private var enclosingType: String? { enclosingTypeScope?.0 }
    private var enclosingKind: Declaration.Kind? { enclosingTypeScope?.1 }

    private var inTypeBody: Bool {
        if case .type = scopes.last { return true }
        return false
    }

    private var isTopOfTypeBody: Bool { inTypeBody }

    private var scopeNames: [String] {
        scopes.compactMap { if case let .type(name, _, _) = $0 { name } else { nil } }
    }

    private func text(_ index: Int) -> String? {
        index < tokens.count ? tokens[index].text : nil
    }

    // MARK: - Enum cases

    /// Reads `case a, b(Payload), c = 3` after the `case` keyword at `index`: declares each case,
    /// records the types its payload names, skips a raw value, and stops at the first token
    /// that is not part of the list, which the caller reads next (another `case`, a `}`).
    private mutating func enumCases(after index: Int) -> Int {
        var next = index + 1
        while next < tokens.count, tokens[next].kind == .identifier {
            let name = tokens[next]
            declare(.enumCase, name: name.text, qualified: name.text, line: name.line)
            next += 1
            if text(next) == "(" { next = payload(from: next) }
            if text(next) == "=" { next = rawValueEnd(from: next + 1, line: name.line) }
            guard text(next) == "," else { break }
            next += 1
        }
        modifiers = []
        return next
    }

    /// Reads a case's `( … )`, recording every capitalised name in it as a reference; returns
    /// the index after the closing parenthesis. A label (`count: Int`) is not a reference.
    private mutating func payload(from open: Int) -> Int {
        var next = open + 1
        var depth = 1
        while next < tokens.count, depth > 0 {
            let token = tokens[next]
            switch token.kind {
            case .punctuation where token.text == "(":
                depth += 1
            case .punctuation where token.text == ")":
                depth -= 1
            case .identifier where text(next + 1) != ":":
                if let first = token.text.unicodeScalars.first, first.properties.isUppercase, text(next - 1) != "." {
                    next = reference(startingAt: next)
                    continue
                }
            default:
                break
            }
            next += 1
        }
        return next
    }

    /// The index after a raw value: the tokens up to a `,` or the end of the case's line.
    private func rawValueEnd(from index: Int, line: Int) -> Int {
        var next = index
        while next < tokens.count, tokens[next].line == line, tokens[next].text != "," {
            next += 1
        }
        return next
    }
}
