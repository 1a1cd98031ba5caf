import CompilerIndex
import SourceFacts

/// The properties of a role that let other types reach a subview: any property, stored or
/// computed, whose getter is not private (`private(set)` restricts only the setter) and whose
/// type is one of the target's, as written or, with the compiler's index, as inferred.
enum SubviewAccess {
    /// Each such property of `files`, with its getter's access.
    static func exposed(
        in files: [SourceFile], references: [[ResolvedReference]], code: CompiledCode?, isTarget: (ResolvedType) -> Bool
    ) -> [(file: SourceFile, property: Declaration, access: String)] {
        let types = code?.typesByName ?? [:]
        var found: [(file: SourceFile, property: Declaration, access: String)] = []
        for (file, references) in zip(files, references) {
            let definitions = code?.occurrences(in: file).filter { $0.roles.contains(.definition) && $0.symbol.kind == .instanceProperty } ?? []
            for property in file.facts.declarations where property.kind == .property && !property.isStatic {
                let access = getterAccess(of: property, tokens: file.facts.tokens)
                guard !["private", "fileprivate"].contains(access) else { continue }
                let named = references.contains { $0.propertyLine == property.line && $0.types.contains(where: isTarget) }
                let inferred = definitions.contains { definition in
                    guard definition.line == property.line, definition.symbol.name == property.name,
                          let declaration = Demangled.declaration(ofUSR: definition.symbol.usr),
                          let type = Demangled.propertyType(of: declaration) else { return false }
                    return Demangled.typeNames(in: type).contains { types[$0].map { isTarget($0.type) } ?? false }
                }
                if named || inferred { found.append((file, property, access)) }
            }
        }
        return found
    }

    /// The access of a property's getter, as its line writes it: the access word not followed by
    /// `(set)`, else `internal`.
    static func getterAccess(of property: Declaration, tokens: [Token]) -> String {
        let line = tokens.indices.filter { tokens[$0].line == property.line }
        for index in line {
            let text = tokens[index].text
            if text == "var" || text == "let" { break }
            guard accessWords.contains(text), tokens[index].kind == .identifier else { continue }
            if index + 1 < tokens.count, tokens[index + 1].text == "(" { continue }
            return text
        }
        return "internal"
    }

    private static let accessWords: Set<String> = ["public", "private", "fileprivate", "internal", "open", "package"]
}
