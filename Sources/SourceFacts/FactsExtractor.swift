/// Reads declarations, imports and references from tokens, keeping a stack of the braces
/// it is inside so it knows which type each declaration and reference belongs to.
struct FactsExtractor {
    private enum Scope {
        case type(String, Declaration.Kind)
        case function
        case property
        case block
    }

    private let tokens: [Token]
    private var scopes: [Scope] = []
    /// What the next `{` opens, when a declaration was just read.
    private var pending: Scope?
    private var modifiers: [String] = []
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
            if token.text == "{" {
                scopes.append(pending ?? .block)
                pending = nil
            } else if token.text == "}" {
                if !scopes.isEmpty { scopes.removeLast() }
                pending = nil
            } else if token.text == ";" {
                pending = nil
            }
            return index + 1
        case .attribute, .string, .number, .directive:
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
            declare(kind, name: name, qualified: qualified, line: token.line)
            pending = .type(qualified, kind)
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
            declare(.extension, name: qualified, qualified: qualified, line: token.line)
            // Only the full chain is the extended type; drop the prefix references but the first.
            if names.count > 1 { references.removeLast(names.count - 1); references[references.count - 1] = Reference(chain: names, line: token.line, scope: scopeNames, isCreation: false) }
            pending = .type(qualified, .extension)
            return next
        case "func":
            guard let name = text(index + 1) else { break }
            declare(.function, name: name, qualified: name, line: token.line)
            pending = .function
            return index + 2
        case "init", "deinit", "subscript":
            declare(.function, name: word, qualified: word, line: token.line)
            pending = .function
            return index + 1
        case "typealias":
            guard let name = text(index + 1) else { break }
            let qualified = (enclosingType.map { $0 + "." } ?? "") + name
            declare(.typealias, name: name, qualified: qualified, line: token.line)
            return index + 2
        case "var" where inTypeBody || scopes.isEmpty, "let" where inTypeBody || scopes.isEmpty:
            guard let name = text(index + 1), tokens[index + 1].kind == .identifier else { break }
            declare(.property, name: name, qualified: name, line: token.line, isMutable: word == "var", isStored: isStoredProperty(after: index + 1))
            pending = .property
            return index + 2
        case "case" where enclosingKind == .enum && isTopOfTypeBody:
            return enumCases(after: index)
        default:
            break
        }
        modifiers = []
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
        let creation = (text(next) == "(" && !tokens[next].spaceBefore) || (text(next) == "." && text(next + 1) == "init" && text(next + 2) == "(")
        references.append(Reference(chain: chain, line: tokens[index].line, scope: scopeNames, isCreation: creation))
        return next
    }

    // MARK: - Declarations

    private mutating func declare(_ kind: Declaration.Kind, name: String, qualified: String, line: Int, isMutable: Bool = false, isStored: Bool = false) {
        let access = modifiers.first(where: Self.accessWords.contains) ?? "internal"
        let parent = enclosingTypeScope
        declarations.append(Declaration(
            kind: kind, name: name, qualifiedName: qualified, parent: parent?.0, parentKind: parent?.1, line: line, access: access,
            isStatic: modifiers.contains("static"), isMutable: isMutable, isStored: isStored,
            isWeak: modifiers.contains("weak") || modifiers.contains("unowned")))
        modifiers = []
    }

    /// A property is computed when a `{` follows its name before any `=` or the end of the
    /// line, unless the block is only `willSet`/`didSet` observers.
    private func isStoredProperty(after nameIndex: Int) -> Bool {
        let line = tokens[nameIndex].line
        var depth = 0
        var next = nameIndex + 1
        while next < tokens.count {
            let token = tokens[next]
            if depth == 0, token.line > line, token.text != "{" { return true }
            switch token.text {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "=" where depth == 0: return true
            case "{" where depth == 0:
                return ["willSet", "didSet"].contains(text(next + 1) ?? "")
            default: break
            }
            next += 1
        }
        return true
    }

    // MARK: - Scope

    private var enclosingTypeScope: (String, Declaration.Kind)? {
        for scope in scopes.reversed() {
            if case let .type(name, kind) = scope { return (name, kind) }
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
        scopes.compactMap { if case let .type(name, _) = $0 { name } else { nil } }
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
