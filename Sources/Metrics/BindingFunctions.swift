import SourceFacts

/// The breaks of "one static function per type" in a role's files: each top-level type's
/// functions are counted wherever they are declared, in the type, its nested types or its
/// extensions in any file of the role, and a function outside any type breaks the rule alone.
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
                guard declaration.kind == .function else { continue }
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

    /// `SearchBinding` for `SearchBinding.Helpers` and for `MVB.SearchBinding`.
    private static func topLevelType(of parent: String, module: String) -> String {
        var parts = parent.split(separator: ".").map(String.init)
        if parts.count > 1, parts[0] == module { parts.removeFirst() }
        return parts[0]
    }
}
