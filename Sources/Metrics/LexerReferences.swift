import SourceFacts

/// The references the workbench's own lexer finds in a file, resolved by name and scope: what
/// the rules and edges read when no fresh index store is at hand.
enum LexerReferences {
    static func references(of file: SourceFile, resolver: TypeResolver) -> [ResolvedReference] {
        file.facts.references.map { reference in
            // Code inside a type of the module counts as the role that declares the type: the
            // file's, or for an extension of another role's type, that type's role.
            let enclosing = reference.scope.last
                .flatMap { resolver.resolve(qualifiedName: $0, in: file) }
                .flatMap { $0.module == file.module ? $0.role : nil }
            return ResolvedReference(
                line: reference.line, types: resolver.resolve(reference, in: file), use: .named,
                isCreation: reference.isCreation, role: enclosing ?? file.role,
                // The lexer knows no property's extent: a type on its declaring line is its type.
                propertyLine: reference.line
            )
        }
    }

    /// The extensions in `file` that add members (not only nested types) to its module's types
    /// declared in another role.
    static func extensionSites(of file: SourceFile, resolver: TypeResolver) -> [ExtensionSite] {
        let declarations = file.facts.declarations
        return declarations.compactMap { declaration in
            guard declaration.kind == .extension, declaration.parent == nil,
                  declarations.contains(where: { $0.parent == declaration.qualifiedName && $0.parentKind == .extension && !$0.kind.isType }),
                  let type = resolver.resolve(qualifiedName: declaration.qualifiedName, in: file),
                  type.module == file.module, type.role != file.role else { return nil }
            return ExtensionSite(line: declaration.line, extended: type)
        }
    }
}
