import SourceFacts

/// The breaks of "one static function per type" in a role's files: each top-level type's
/// function-like members (functions, computed properties, stored closures) are counted wherever
/// they are declared, in the type, its nested types or its extensions in any file of the role,
/// and one outside any type breaks the rule alone.
enum BindingFunctions {
    static func breaks(in files: [SourceFile], module: String) -> [(file: SourceFile, line: Int, finding: RuleFinding)] {
        var types: [String: (file: SourceFile, declaration: Declaration)] = [:]
        var functions: [String: [(file: SourceFile, declaration: Declaration)]] = [:]
        var breaks: [(file: SourceFile, line: Int, finding: RuleFinding)] = []
        for file in files {
            for declaration in file.facts.declarations {
                if declaration.parent == nil, declaration.kind.isType {
                    types[declaration.qualifiedName] = (file, declaration)
                }
                guard declaration.kind == .function || isFunctionLike(declaration, tokens: file.facts.tokens) else { continue }
                guard let parent = declaration.parent else {
                    breaks.append((file, declaration.line, .fileScopeFunction(name: declaration.name)))
                    continue
                }
                functions[topLevelType(of: parent, module: module), default: []].append((file, declaration))
            }
        }
        for name in Set(types.keys).union(functions.keys).sorted() {
            let own = functions[name] ?? []
            guard own.count != 1 || !own.allSatisfy(\.declaration.isStatic) else { continue }
            let finding = RuleFinding.functionCount(type: name, functions: own.count, staticFunctions: own.filter(\.declaration.isStatic).count)
            if let type = types[name] { breaks.append((type.file, type.declaration.line, finding)) }
            // A function declared away from the type's own body is shown where it is.
            for function in own where function.declaration.parent != name || function.declaration.parentKind == .extension {
                breaks.append((function.file, function.declaration.line, finding))
            }
        }
        return breaks
    }

    /// Whether a property is a function in all but name: computed, or holding a closure, typed
    /// as a function (`static let wire: () -> Void`) or initialised with one (`static var wire = { … }`).
    static func isFunctionLike(_ property: Declaration, tokens: [Token]) -> Bool {
        guard property.kind == .property else { return false }
        guard property.isStored else { return true }
        guard let name = tokens.firstIndex(where: { $0.line == property.line && $0.text == property.name }) else { return false }
        var depth = 0
        for index in tokens.indices.dropFirst(name + 1) {
            let token = tokens[index]
            if token.line > property.line, depth == 0 { return false }
            switch token.text {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "->" where token.kind == .punctuation: return true
            case "=" where depth == 0: return tokens.indices.contains(index + 1) && tokens[index + 1].text == "{"
            default: break
            }
        }
        return false
    }

    /// `SearchBinding` for `SearchBinding.Helpers` and for `MVB.SearchBinding`.
    private static func topLevelType(of parent: String, module: String) -> String {
        var parts = parent.split(separator: ".").map(String.init)
        if parts.count > 1, parts[0] == module { parts.removeFirst() }
        return parts[0]
    }
}
