import CompilerIndex
import Foundation
import SourceFacts

/// The references of a package's sources as the compiler resolved them, read from an index
/// store, with the files it cannot be trusted for (``IndexFreshness``): an architecture that
/// reads one of those is judged by the lexer instead.
///
/// The store looked for first is the one of the configuration that was built: the folder that
/// holds the running executable, when it lies inside the package. Then `.build/debug`,
/// `.build/release`, and the built configuration's siblings. The first fresh for every file read
/// is read; when none is, the first, for the architectures whose files it can be trusted for.
public final class IndexedReferences: Sendable {
    let symbols: SymbolIndex
    /// The indexed files, by path relative to the package root.
    let files: [String: IndexedFile]
    /// Why the store cannot be trusted for a file read, by path relative to the package root.
    private let untrusted: [String: String]
    /// Where each indexed file stands, by the absolute path definitions name it by: worked out
    /// once per file, as every reference asks where its types stand.
    let places: [String: Place]
    /// The package's types by module-qualified name (``CompiledCode/typesByName``), worked out
    /// once for every architecture.
    let typesByName = WorkedOutOnce<[String: (symbol: IndexSymbol, type: ResolvedType)]>()
    /// What the value-type checks read of the whole package (``ValueTypes``), worked out once.
    let valueTypeMembers = WorkedOutOnce<ValueTypes.Members>()

    struct Place: Sendable {
        /// The path relative to the package root.
        let path: String
        let role: String
    }

    private init(symbols: SymbolIndex, files: [String: IndexedFile], untrusted: [String: String]) {
        self.symbols = symbols
        self.files = files
        self.untrusted = untrusted
        places = Dictionary(files.map { ($0.value.path, Place(path: $0.key, role: Self.role(ofPath: $0.key))) },
                            uniquingKeysWith: { first, _ in first })
    }

    /// The references of the package at `root`, or why the index cannot give them.
    ///
    /// - Parameters:
    ///   - folders: The folders to read, relative to the root (`Sources/Domain`): the files
    ///     analysed and those that define what they use. The others' records are never opened.
    ///   - readingUnconfirmed: Whether a record no refresh confirmed is trusted (``SourceTree/readsUnconfirmedIndex``).
    static func load(root: String, folders: Set<String>, readingUnconfirmed: Bool = false,
                     executable: String? = Bundle.main.executablePath) -> Result<IndexedReferences, IndexUnavailable> {
        let rootURL = URL(fileURLWithPath: root).resolvingSymlinksInPath()
        let candidates = storeCandidates(root: rootURL, executable: executable)
        guard !candidates.isEmpty else { return .failure(IndexUnavailable("no index store; a debug build writes one")) }
        let library: IndexStoreLibrary
        do {
            library = try IndexStoreLibrary()
        } catch {
            return .failure(IndexUnavailable(error.description))
        }
        var firstProblem: String?
        var firstStale: IndexedReferences?
        let prefix = rootURL.path + "/"
        let read = folders.map { prefix + $0 + "/" }
        for configuration in candidates {
            do {
                // The units say both whether the store is fresh and where each file's record is: read once.
                let storePath = configuration.appendingPathComponent("index/store").path
                let store = try IndexStore(path: storePath, library: library)
                let units = try store.units()
                let problems = IndexFreshness.check(units: units, storePath: storePath, packageRoot: rootURL.path).problems
                    .filter { problem in read.contains { problem.path.hasPrefix($0) } }
                    .filter { problem in !(readingUnconfirmed && problem == .unconfirmed(path: problem.path)) }
                guard problems.isEmpty || firstStale == nil else { continue }
                let untrusted = Dictionary(problems.map { (relative($0.path, root: rootURL.path), describe($0, store: configuration, root: rootURL.path)) },
                                           uniquingKeysWith: { first, _ in first })
                let indexed = try store.files(of: units) { path in read.contains { path.hasPrefix($0) } }
                let files = Dictionary(indexed.map { (String($0.path.dropFirst(prefix.count)), $0) }, uniquingKeysWith: { first, _ in first })
                let references = IndexedReferences(symbols: SymbolIndex(files: indexed), files: files, untrusted: untrusted)
                guard problems.isEmpty else {
                    firstStale = references
                    continue
                }
                return .success(references)
            } catch {
                firstProblem = firstProblem ?? error.description
            }
        }
        if let firstStale { return .success(firstStale) }
        return .failure(IndexUnavailable(firstProblem ?? "no index store; a debug build writes one"))
    }

    /// The configuration folders (`…/debug`) that hold an index store, most wanted first, each once.
    public static func storeCandidates(root: URL, executable: String?) -> [URL] {
        var built: URL?
        if let executable {
            var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
            while folder.pathComponents.count > 1, built == nil {
                folder.deleteLastPathComponent()
                if hasStore(folder) { built = folder }
            }
        }
        // An executable built from another package says nothing of this one's sources.
        if let found = built, !found.path.hasPrefix(root.path + "/") { built = nil }
        var candidates = [built].compactMap { $0 }
        candidates += ["debug", "release"].map { root.appendingPathComponent(".build/" + $0).resolvingSymlinksInPath() }
        if let built {
            let siblings = (try? FileManager.default.contentsOfDirectory(atPath: built.deletingLastPathComponent().path)) ?? []
            candidates += siblings.sorted().map { built.deletingLastPathComponent().appendingPathComponent($0) }
        }
        var seen: Set<String> = []
        return candidates.filter { hasStore($0) && seen.insert($0.path).inserted }
    }

    private static func hasStore(_ configuration: URL) -> Bool {
        FileManager.default.fileExists(atPath: configuration.appendingPathComponent("index/store").path)
    }

    static func describe(_ problem: IndexFreshness.Problem, store: URL, root: String) -> String {
        let name = store.lastPathComponent
        let path = relative(problem.path, root: root)
        return switch problem {
        case .notIndexed: "the \(name) build did not index \(path)"
        case .unconfirmed: "no \(name) build seen to succeed confirmed the index of \(path)"
        case .changed: "\(path) changed since the \(name) build that indexed it succeeded"
        case .reindexed: "\(path) was indexed again by a \(name) build not seen to succeed"
        }
    }

    /// Why the index cannot be trusted for the first of `paths` (relative to the package root)
    /// it cannot be trusted for; nil when it can be for all.
    func untrustedReason(among paths: [String]) -> String? {
        paths.lazy.compactMap { self.untrusted[$0] }.first
    }

    static func relative(_ path: String, root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    // MARK: - One file's facts

    /// The references the compiler wrote for `file`; nil when it did not index the file.
    func references(of file: SourceFile) -> [ResolvedReference]? {
        guard let indexed = files[file.path] else { return nil }
        var references: [ResolvedReference] = []
        for occurrence in indexed.occurrences where occurrence.roles.contains(.reference) && !occurrence.roles.contains(.implicit) {
            let symbol = occurrence.symbol
            let used = symbols.referencedTypes(of: occurrence)
            let use: ResolvedReference.Use = symbol.isType ? .named : .member
            let types = used.compactMap(resolvedType)
            guard !types.isEmpty else { continue }
            let container = occurrence.related(by: .containedBy).first
            var reference = ResolvedReference(
                line: occurrence.line, types: types, use: use,
                isCreation: symbol.kind == .constructor && !isChainedInit(container, creating: used[0]),
                role: container.flatMap { role(containing: $0, module: file.module) } ?? file.role,
                propertyLine: container.flatMap(propertyLine)
            )
            if use == .member { reference.extensionMember = extensionMember(symbol, of: types[0], module: file.module) }
            references.append(reference)
        }
        return references
    }

    /// The extensions in `file` that add members (not only nested types) to its module's types
    /// declared in another role.
    func extensionSites(of file: SourceFile) -> [ExtensionSite] {
        guard let indexed = files[file.path] else { return [] }
        // The extensions that are the parent of a definition other than a type's.
        let withMembers = Set(indexed.occurrences.filter { $0.roles.contains(.definition) && !$0.symbol.isType }
            .flatMap { $0.related(by: .childOf) }.filter { $0.kind == .extension }.map(\.usr))
        return indexed.occurrences.compactMap { occurrence in
            guard let site = occurrence.related(by: .extendedBy).first, withMembers.contains(site.usr),
                  let type = resolvedType(occurrence.symbol),
                  type.module == file.module, type.role != file.role else { return nil }
            return ExtensionSite(line: occurrence.line, extended: type)
        }
    }

    /// Where `member` is declared, when an extension declares it in another module than its
    /// type's, or in another role of `module`, the analysed one.
    private func extensionMember(_ member: IndexSymbol, of owner: ResolvedType, module: String) -> ExtensionMember? {
        guard let definition = symbols.definition(of: member.usr), let role = places[definition.path]?.role else { return nil }
        guard definition.moduleName != owner.module || (definition.moduleName == module && role != owner.role) else { return nil }
        return ExtensionMember(module: definition.moduleName, role: role, name: owner.qualifiedName + "." + member.name)
    }

    /// The role of the type whose member contains the code, when that type is the module's own.
    func role(containing symbol: IndexSymbol, module: String) -> String? {
        guard let owner = symbol.isType ? symbol : symbols.owningType(of: symbol.usr),
              let type = resolvedType(owner), type.module == module else { return nil }
        return type.role
    }

    /// The line declaring `symbol` when it is a property.
    private func propertyLine(_ symbol: IndexSymbol) -> Int? {
        guard [.instanceProperty, .staticProperty, .classProperty].contains(symbol.kind) else { return nil }
        return symbols.definition(of: symbol.usr)?.line
    }

    /// Whether an `init` call is `self.init(…)` inside an initialiser of the same type: no new value.
    private func isChainedInit(_ container: IndexSymbol?, creating type: IndexSymbol) -> Bool {
        guard let container, container.kind == .constructor else { return false }
        return symbols.owningType(of: container.usr)?.usr == type.usr
    }

    func resolvedType(_ symbol: IndexSymbol) -> ResolvedType? {
        guard let definition = symbols.definition(of: symbol.usr), let place = places[definition.path],
              let kind = Self.kinds[symbol.kind] else { return nil }
        return ResolvedType(
            module: definition.moduleName, qualifiedName: symbols.qualifiedName(of: symbol),
            path: place.path, role: place.role, kind: kind
        )
    }

    private static let kinds: [IndexSymbolKind: Declaration.Kind] = [
        .class: .class, .struct: .struct, .enum: .enum, .protocol: .protocol, .typealias: .typealias,
    ]

    /// The first folder level inside the module's folder (`Sources/Domain/Services/…` → `Services`,
    /// `Sources/Architectures/MVB/Views/…` → `Views`), or the composition root.
    static func role(ofPath path: String) -> String {
        let parts = path.split(separator: "/")
        let moduleDepth = parts.count > 2 && parts[1] == "Architectures" ? 3 : 2
        return parts.count > moduleDepth + 1 ? String(parts[moduleDepth]) : ArchitectureRuleNames.root
    }
}

/// Why the compiler's index was not read: said in every output that falls back to the lexer.
struct IndexUnavailable: Error, Sendable, CustomStringConvertible {
    let reason: String

    var description: String { reason }

    init(_ reason: String) {
        self.reason = reason
    }
}
