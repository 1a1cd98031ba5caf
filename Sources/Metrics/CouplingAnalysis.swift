import ArchitectureKit
import SourceFacts

/// Measures architectures from their sources: metrics per role, edges, Martin's metrics, and
/// every declared rule checked (SPEC §6). References come from the compiler's index store where
/// it can be trusted for an architecture's files (``IndexFreshness``), else from the lexer; each
/// architecture says which, and why (``ReferenceSource``).
///
/// Instability I = Ce / (Ca + Ce) counts roles of the same architecture only (shared modules
/// are the stable ground every role stands on). When Ca + Ce = 0 a role is isolated: nothing
/// depends on it and it depends on nothing, so it is neither stable nor unstable in Martin's
/// sense; we report I = 0, as a role that nothing can force to change.
public enum CouplingAnalysis {
    /// Analyses `architectures` from the package at `root`.
    public static func analyse(_ architectures: [any Architecture], root: String) -> CouplingReport {
        analyse(architectures, tree: SourceTree(root: root))
    }

    /// Analyses `architectures` from the files of `tree`, which others may read too.
    public static func analyse(_ architectures: [any Architecture], tree: SourceTree) -> CouplingReport {
        let root = tree.root
        let architectureModules = Set(architectures.map { moduleName($0.sourceFolder) })
            .union(tree.exists("Sources/Architectures") ? folders(in: "Sources/Architectures", root: root) : [])
        // One reading of the index serves every architecture: their folders and the shared modules they see.
        var folders: Set<String> = []
        for architecture in architectures where tree.exists(architecture.sourceFolder) {
            let app = tree.files(module: moduleName(architecture.sourceFolder), folder: architecture.sourceFolder)
            folders.insert(architecture.sourceFolder)
            folders.formUnion(sharedFiles(of: architecture, app: app, tree: tree, architectureModules: architectureModules)
                .map { "Sources/" + $0.module })
        }
        // Counted while the index is read: the app's files and the support modules'.
        tree.startReadingIndex(folders)
        for architecture in architectures where tree.exists(architecture.sourceFolder) {
            let app = tree.files(module: moduleName(architecture.sourceFolder), folder: architecture.sourceFolder)
            let support = architecture.supportModules.filter { tree.exists("Sources/" + $0) }.flatMap { tree.files(module: $0, folder: "Sources/" + $0) }
            for file in app + support { _ = tree.lizardCounts(of: file) }
        }
        return CouplingReport(architectures: architectures.map {
            analyse($0, tree: tree, architectureModules: architectureModules, indexFolders: folders)
        })
    }

    /// The module a source folder builds: its last path component (`Sources/Architectures/MVB` → `MVB`).
    public static func moduleName(_ folder: String) -> String {
        String(folder.split(separator: "/").last ?? Substring(folder))
    }

    private static func folders(in folder: String, root: String) -> Set<String> {
        let path = root == "." || root.isEmpty ? folder : root + "/" + folder
        return Set(((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") })
    }

    /// The files of the modules `app` can see, other than architectures: those it imports, and
    /// theirs, once each, and the architecture's support modules.
    static func sharedFiles(of architecture: any Architecture, app: [SourceFile], tree: SourceTree, architectureModules: Set<String>) -> [SourceFile] {
        var shared: [SourceFile] = []
        var seen: Set<String> = [moduleName(architecture.sourceFolder)]
        var queue = app.flatMap { $0.facts.imports.map(\.module) } + architecture.supportModules
        while let next = queue.first {
            queue.removeFirst()
            guard !seen.contains(next) else { continue }
            seen.insert(next)
            guard !architectureModules.contains(next), tree.exists("Sources/" + next) else { continue }
            let files = tree.files(module: next, folder: "Sources/" + next)
            shared += files
            queue += files.flatMap { $0.facts.imports.map(\.module) }
        }
        return shared
    }

    static func analyse(_ architecture: any Architecture, tree: SourceTree, architectureModules: Set<String>, indexFolders: Set<String>) -> ArchitectureCoupling {
        var result = ArchitectureCoupling(id: architecture.id, name: architecture.displayName, sourceFolder: architecture.sourceFolder)
        guard tree.exists(architecture.sourceFolder) else {
            result.missing = "no sources at \(architecture.sourceFolder) (run from the package root or pass --package-path)"
            return result
        }
        let module = moduleName(architecture.sourceFolder)
        let app = tree.files(module: module, folder: architecture.sourceFolder)
        let shared = sharedFiles(of: architecture, app: app, tree: tree, architectureModules: architectureModules)
        let resolver = TypeResolver(files: app + shared)
        let index = tree.indexedReferences(reading: indexFolders)
        let facts = references(of: app, reading: shared, resolver: resolver, index: index)
        result.referencesFrom = facts.source

        // Edges: the types each role names (a member's use makes no edge, as the lexer cannot see it).
        // A name an extension that only nests types names is nesting; the same name named anywhere
        // else is a dependency too.
        var edgeNames: [String: [EdgeTarget: Set<String>]] = [:]
        var dependencyNames: [String: [EdgeTarget: Set<String>]] = [:]
        for (file, references) in zip(app, facts.references) {
            let nesting = nestingLines(in: file)
            for reference in references where reference.use == .named {
                for type in reference.types {
                    let target: EdgeTarget = type.module == module ? .role(type.role) : .module(type.module)
                    guard target != .role(reference.role) else { continue }
                    edgeNames[reference.role, default: [:]][target, default: []].insert(type.qualifiedName)
                    if !nesting.contains(reference.line) {
                        dependencyNames[reference.role, default: [:]][target, default: []].insert(type.qualifiedName)
                    }
                }
            }
        }
        result.edges = edges(edgeNames).map { edge in
            var edge = edge
            edge.nestingNames = edge.names.filter { !(dependencyNames[edge.from]?[edge.to]?.contains($0) ?? false) }
            return edge
        }
        // Edges through members that extensions declare away from their type: the index alone sees them.
        var memberNames: [String: [EdgeTarget: Set<String>]] = [:]
        for reference in facts.references.joined() {
            guard let member = reference.extensionMember else { continue }
            let target: EdgeTarget = member.module == module ? .role(member.role) : .module(member.module)
            guard target != .role(reference.role) else { continue }
            memberNames[reference.role, default: [:]][target, default: []].insert(member.name)
        }
        result.extensionMemberEdges = edges(memberNames)

        // Roles
        let roleNames = Set(app.map(\.role)).sorted { ($0 == ArchitectureRuleNames.root ? 1 : 0, $0) < ($1 == ArchitectureRuleNames.root ? 1 : 0, $1) }
        let conformances = StateCounting.extensionConformances(of: app + shared)
        let state = { (file: SourceFile) in StateCounting.count(in: file, conformances: conformances, resolver: resolver) }
        result.roles = roleNames.map { role in
            var metrics = measure(name: role, files: app.filter { $0.role == role }, counting: tree.lizardCounts, state: state)
            let outgoing = Set(result.edges.filter { $0.from == role && !$0.to.isModule }.map(\.to))
            let incoming = Set(result.edges.filter { $0.to == .role(role) }.map(\.from))
            metrics.ce = outgoing.count
            metrics.ca = incoming.count
            let total = metrics.ca + metrics.ce
            metrics.instability = total == 0 ? 0 : Double(metrics.ce) / Double(total)
            let types = metrics.classes + metrics.structs + metrics.enums + metrics.protocols + metrics.actors
            metrics.abstractness = types == 0 ? 0 : Double(metrics.protocols) / Double(types)
            metrics.distance = abs(metrics.abstractness + metrics.instability - 1)
            return metrics
        }
        let loops = RoleCycles.find(in: result.edges.filter { !$0.isNestingOnly })
        result.cycles = loops
        result.nestingCycles = RoleCycles.find(in: result.edges).filter { !loops.contains($0) }
        result.app = measure(name: "app total", files: app, counting: tree.lizardCounts, state: state)
        let supportFiles = architecture.supportModules.map { name in
            (name, tree.exists("Sources/" + name) ? tree.files(module: name, folder: "Sources/" + name) : [])
        }
        result.support = supportFiles.map { measure(name: $0.0, files: $0.1, counting: tree.lizardCounts, state: state) }
        let measured = app + supportFiles.flatMap(\.1)
        result.functions = measured.flatMap { file in
            tree.lizardCounts(of: file).functions.map { FunctionCount(file: file.path, $0) }
        }
        result.operatorFunctions = measured.flatMap { file in
            tree.lizardCounts(of: file).operators.map { FunctionCount(file: file.path, $0) }
        }

        // Rules
        var context = RuleContext(module: module, files: app, references: facts.references, extensionSites: facts.extensionSites, otherArchitectures: architectureModules.subtracting([module]).sorted())
        context.supportModules = architecture.supportModules
        context.lineage = ClassLineage(files: app + shared, resolver: resolver)
        context.concernSpans = ConcernExcerpts.find(Concern.all.map(\.marker), in: architecture.sourceFolder, tree: tree)
        if case let .success(index) = index, facts.source == .compilerIndex {
            context.compiled = CompiledCode(index: index, module: module)
            context.reaches = index.reaches(of: app, module: module)
            context.symbolUses = app.map { index.symbolUses(of: $0, module: module) }
        }
        result.rules = architecture.rules.map { RuleChecker.check($0, origin: .architecture, in: context) }
            + CommonRules.rules(otherArchitectures: context.otherArchitectures).map { RuleChecker.check($0, origin: .common, in: context) }
        return result
    }

    /// The lines of `file`'s extensions that only nest types in the type they extend
    /// (`extension FlightCardView { struct ViewModel { … } }`): the extended type's name there
    /// is a namespace, and the edge it makes, nesting.
    static func nestingLines(in file: SourceFile) -> Set<Int> {
        let declarations = file.facts.declarations
        return Set(declarations.filter { declaration in
            guard declaration.kind == .extension else { return false }
            let members = declarations.filter { $0.parent == declaration.qualifiedName && $0.parentKind == .extension }
            return !members.isEmpty && members.allSatisfy(\.kind.isType) && declaration.inherited.isEmpty
        }.map(\.line))
    }

    private static func edges(_ names: [String: [EdgeTarget: Set<String>]]) -> [Edge] {
        names.keys.sorted().flatMap { from in
            names[from]!.keys.sorted().map { Edge(from: from, to: $0, names: names[from]![$0]!.sorted()) }
        }
    }

    /// The references of `files` from the compiler's index when it can be trusted for them and
    /// for the `shared` files they see, else from the lexer, and which of the two.
    static func references(of files: [SourceFile], reading shared: [SourceFile], resolver: TypeResolver, index: Result<IndexedReferences, IndexUnavailable>)
        -> (references: [[ResolvedReference]], extensionSites: [[ExtensionSite]], source: ReferenceSource) {
        switch index {
        case let .success(index):
            if let reason = index.untrustedReason(among: (files + shared).map(\.path)) {
                return lexer(files, resolver: resolver, reason: reason)
            }
            let references = files.compactMap(index.references)
            if references.count == files.count {
                return (references, files.map(index.extensionSites), .compilerIndex)
            }
            return lexer(files, resolver: resolver, reason: "the index does not cover every file")
        case let .failure(unavailable):
            return lexer(files, resolver: resolver, reason: unavailable.reason)
        }
    }

    private static func lexer(_ files: [SourceFile], resolver: TypeResolver, reason: String)
        -> (references: [[ResolvedReference]], extensionSites: [[ExtensionSite]], source: ReferenceSource) {
        (files.map { LexerReferences.references(of: $0, resolver: resolver) },
         files.map { LexerReferences.extensionSites(of: $0, resolver: resolver) },
         .lexer(reason: reason))
    }

    /// The metrics of `files` together, each file's NLOC and functions taken from `counting`, its
    /// mutable state from `state`.
    static func measure(name: String, files: [SourceFile],
                        counting: (SourceFile) -> LizardCounter.Counts = { LizardCounter.count($0.facts.tokens) },
                        state: (SourceFile) -> MutableState) -> RoleMetrics {
        var metrics = RoleMetrics(name: name)
        metrics.files = files.count
        var ccns: [Int] = []
        for file in files {
            let counts = counting(file)
            metrics.nloc += counts.nloc
            ccns += counts.functions.filter { !$0.isAccessor }.map(\.ccn)
            metrics.accessors += counts.functions.filter(\.isAccessor).count
            metrics.state = metrics.state.adding(state(file))
            for declaration in file.facts.declarations {
                switch declaration.kind {
                case .class: metrics.classes += 1
                case .struct: metrics.structs += 1
                case .enum: metrics.enums += 1
                case .protocol: metrics.protocols += 1
                case .actor: metrics.actors += 1
                case .property:
                    // A computed property's getter written without `get`: Lizard sees no function.
                    if declaration.hasImplicitGetter, declaration.parentKind != .protocol { metrics.accessors += 1 }
                default: break
                }
            }
        }
        metrics.functions = ccns.count
        metrics.ccnMax = ccns.max() ?? 0
        metrics.ccnMean = ccns.isEmpty ? 0 : Double(ccns.reduce(0, +)) / Double(ccns.count)
        return metrics
    }
}

import Foundation
