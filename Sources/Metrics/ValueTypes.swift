import CompilerIndex
import SourceFacts

/// Whether the types a role declares are values all through, judged on what the compiler
/// resolved: a struct or an enum is a value only when every stored property and every enum
/// case's payload holds values, transitively, with typealiases resolved and inferred types
/// read from the declaration the compiler wrote. A class, an actor or a closure is not one.
struct ValueTypes {
    /// What the checks read of every type of the package: the same for every architecture.
    struct Members {
        /// Each value type's stored properties and enum cases, by the type's USR.
        var members: [String: [IndexSymbol]] = [:]
        /// The library classes named in each member's declaration, by the member's USR.
        var namedClasses: [String: [String]] = [:]
    }

    private let code: CompiledCode
    /// The package's types by module-qualified name.
    private let types: [String: (symbol: IndexSymbol, type: ResolvedType)]
    private let members: [String: [IndexSymbol]]
    private let namedClasses: [String: [String]]

    init(code: CompiledCode) {
        self.code = code
        types = code.typesByName
        let found = code.index.valueTypeMembers.value { Self.members(of: code) }
        members = found.members
        namedClasses = found.namedClasses
    }

    private static func members(of code: CompiledCode) -> Members {
        var found = Members()
        for (_, file) in code.index.files.sorted(by: { $0.key < $1.key }) {
            // A stored property's accessors are written by the compiler, a computed one's by hand.
            let stored = Set(file.occurrences.filter { $0.roles.contains(.definition) && $0.roles.contains(.implicit) && $0.symbol.subkind == .accessorGetter }
                .flatMap { $0.related(by: .accessorOf) }.map(\.usr))
            for occurrence in file.occurrences where occurrence.roles.contains(.definition) && !occurrence.roles.contains(.implicit) {
                let symbol = occurrence.symbol
                guard (symbol.kind == .instanceProperty && stored.contains(symbol.usr)) || symbol.kind == .enumConstant,
                      let owner = occurrence.related(by: .childOf).first else { continue }
                found.members[owner.usr, default: []].append(symbol)
            }
            for occurrence in file.occurrences where occurrence.roles.contains(.reference) && occurrence.symbol.kind == .class
                && code.isLibrary(occurrence.symbol) {
                for member in occurrence.related(by: .containedBy) { found.namedClasses[member.usr, default: []].append(occurrence.symbol.name) }
            }
        }
        return found
    }

    /// The breaks of "only values" among the types `files` declare.
    func breaks(in files: [SourceFile]) -> [(file: SourceFile, line: Int, finding: RuleFinding)] {
        var found: [(file: SourceFile, line: Int, finding: RuleFinding)] = []
        for file in files {
            for occurrence in code.occurrences(in: file) where occurrence.roles.contains(.definition) && occurrence.symbol.isType {
                let symbol = occurrence.symbol
                let name = code.type(symbol)?.qualifiedName ?? symbol.name
                if symbol.kind == .typealias {
                    for target in code.index.symbols.resolvingAliases(symbol) where target.usr != symbol.usr {
                        if let holding = reference(target) { found.append((file, occurrence.line, .holdsReference(type: name, member: "", holding: holding))) }
                    }
                    continue
                }
                guard symbol.kind == .struct || symbol.kind == .enum else { continue }
                for member in members[symbol.usr] ?? [] {
                    var seen: Set<String> = [symbol.usr]
                    guard let holding = nonValue(in: member, seen: &seen), let line = code.definition(of: member)?.line else { continue }
                    found.append((file, line, .holdsReference(type: name, member: member.name, holding: holding)))
                }
            }
        }
        return found
    }

    /// What a member holds that is not a value, named, or nil when it holds only values.
    private func nonValue(in member: IndexSymbol, seen: inout Set<String>) -> String? {
        if let named = namedClasses[member.usr]?.first { return named }
        guard let declaration = Demangled.declaration(ofUSR: member.usr) else { return nil }
        let held = member.kind == .enumConstant ? declaration : (Demangled.propertyType(of: declaration) ?? "")
        if member.kind != .enumConstant, held.contains("->") { return "a closure" }
        for name in Demangled.typeNames(in: held) {
            guard let (symbol, type) = types[name], seen.insert(symbol.usr).inserted else { continue }
            if reference(symbol, seen: &seen) != nil { return type.qualifiedName }
        }
        return nil
    }

    /// What a type is or holds that is not a value: itself when it is a class or an actor.
    private func reference(_ symbol: IndexSymbol) -> String? {
        var seen: Set<String> = [symbol.usr]
        return reference(symbol, seen: &seen)
    }

    private func reference(_ symbol: IndexSymbol, seen: inout Set<String>) -> String? {
        switch symbol.kind {
        case .class: return code.type(symbol)?.qualifiedName ?? symbol.name
        case .typealias:
            for target in code.index.symbols.resolvingAliases(symbol) where target.usr != symbol.usr {
                if let holding = reference(target, seen: &seen) { return holding }
            }
            return nil
        case .struct, .enum:
            for member in members[symbol.usr] ?? [] {
                if let holding = nonValue(in: member, seen: &seen) { return holding }
            }
            return nil
        default: return nil
        }
    }
}
