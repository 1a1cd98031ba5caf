import CompilerIndex
import SourceFacts

/// A symbol the code uses, with the module that declares it: what depending on a module is,
/// whatever the file imports and whatever name it spells the symbol by.
struct SymbolUse: Hashable {
    let line: Int
    /// The role the code counts for, as a ``ResolvedReference``'s.
    let role: String
    let module: String
    /// The symbol's name with its type's: `Relay`, `Relay.accept()`.
    let name: String
}

extension IndexedReferences {
    /// The symbols `file` uses from other modules: each type it names and the types its aliases
    /// stand for (a typealias of another module that names `PublishRelay` uses `Reactive`), and
    /// each member it uses, by the module that declares it; a symbol no indexed file defines, by
    /// the module its USR spells.
    func symbolUses(of file: SourceFile, module: String) -> [SymbolUse] {
        guard let indexed = files[file.path] else { return [] }
        var uses: [SymbolUse] = []
        for occurrence in indexed.occurrences where occurrence.roles.contains(.reference) && !occurrence.roles.contains(.implicit) {
            let symbol = occurrence.symbol
            guard symbol.isType || symbol.kind.isMember || symbol.kind == .function || symbol.kind == .variable else { continue }
            let counted = occurrence.related(by: .containedBy).first.flatMap { role(containing: $0, module: module) } ?? file.role
            for used in symbol.isType ? symbols.resolvingAliases(symbol) + [symbol] : [symbol] {
                guard let declaring = symbols.definition(of: used.usr)?.moduleName ?? SymbolUSR.module(used.usr), declaring != module else { continue }
                uses.append(SymbolUse(line: occurrence.line, role: counted, module: declaring, name: name(of: used)))
            }
        }
        return uses
    }
}
