import CompilerIndex
import SourceFacts

/// What the compiler resolved in an architecture's files, for the checks that judge what code
/// does rather than which of the app's types it names: the library APIs it calls (a clock, a
/// String initialiser), the type a property really has, the functions that call one another.
struct CompiledCode {
    let index: IndexedReferences
    /// The architecture's module.
    let module: String
    /// The package's types by qualified name with their module (`Reactive.Relay`), for the names
    /// a demangled type holds.
    let typesByName: [String: (symbol: IndexSymbol, type: ResolvedType)]

    init(index: IndexedReferences, module: String) {
        self.index = index
        self.module = module
        typesByName = index.typesByName.value {
            var found: [String: (symbol: IndexSymbol, type: ResolvedType)] = [:]
            for (_, file) in index.files.sorted(by: { $0.key < $1.key }) {
                for occurrence in file.occurrences where occurrence.roles.contains(.definition) && occurrence.symbol.isType {
                    guard let type = index.resolvedType(occurrence.symbol) else { continue }
                    let name = type.module + "." + type.qualifiedName
                    if found[name] == nil { found[name] = (occurrence.symbol, type) }
                }
            }
            return found
        }
    }

    /// The occurrences the compiler wrote for `file`, in source order; empty when it did not index it.
    func occurrences(in file: SourceFile) -> [IndexOccurrence] {
        index.files[file.path]?.occurrences ?? []
    }

    /// The references of `file` (calls, reads, names), the compiler's implicit ones included:
    /// `"\(n)"` calls `String.init(stringInterpolation:)` where nothing names it.
    func uses(in file: SourceFile) -> [IndexOccurrence] {
        occurrences(in: file).filter { $0.roles.contains(.reference) && !$0.roles.contains(.definition) }
    }

    /// Whether `symbol` is declared outside the package's indexed sources: the standard library,
    /// Foundation, Dispatch, the C library.
    func isLibrary(_ symbol: IndexSymbol) -> Bool {
        index.symbols.definition(of: symbol.usr) == nil
    }

    /// Where a symbol of the package is defined.
    func definition(of symbol: IndexSymbol) -> SymbolIndex.Definition? {
        index.symbols.definition(of: symbol.usr)
    }

    /// The role whose folder holds a definition, when it is in the indexed files.
    func role(of definition: SymbolIndex.Definition) -> String? {
        index.places[definition.path]?.role
    }

    /// The declaration or extension a symbol defined in the package belongs to, as a type (nil for
    /// a function outside any type).
    func owner(of symbol: IndexSymbol) -> ResolvedType? {
        index.symbols.owningType(of: symbol.usr).flatMap(index.resolvedType)
    }

    /// The type a symbol of the package is, when it is one.
    func type(_ symbol: IndexSymbol) -> ResolvedType? {
        index.resolvedType(symbol)
    }
}
