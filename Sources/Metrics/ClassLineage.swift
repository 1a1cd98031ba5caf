import SourceFacts

/// The superclass of each class some sources declare, as the resolver finds it: enough to tell
/// whether a class inherits, directly or not, from another (``RuleCheck/everyClassInherits(fromAnyOf:)``).
struct ClassLineage {
    /// The superclass of each class, by `Module.QualifiedName`.
    private var superclasses: [String: String] = [:]

    init(files: [SourceFile], resolver: TypeResolver) {
        for file in files {
            for declaration in file.facts.declarations where declaration.kind == .class {
                // A class's superclass, when it has one, is the first name after its colon.
                guard let first = declaration.inherited.first,
                      let type = resolver.resolve(qualifiedName: first, in: file), type.kind == .class else { continue }
                superclasses[file.module + "." + declaration.qualifiedName] = Self.name(of: type)
            }
        }
    }

    /// `HeadlessUI.View`: how the lineage, and a rule's classes, name a type.
    static func name(of type: ResolvedType) -> String {
        type.module + "." + type.qualifiedName
    }

    /// Whether the class named `name` is one of `classes` or inherits from one.
    func inherits(_ name: String, fromAnyOf classes: Set<String>) -> Bool {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if classes.contains(current) { return true }
            guard let next = superclasses[current] else { return false }
            current = next
        }
        return false
    }
}
