import ArchitectureKit

/// What `compare` learns from the sources: the coupling analysis and, for the teaching report,
/// the code under each architecture's concern markers. It is plain data, so a warm run can take
/// it from `AnalysisCache` (in MetricsCache) instead of reading the sources again.
public struct SourceAnalysis: Sendable, Codable, Equatable {
    /// The coupling analysis, without the lists of functions that only `metrics` shows.
    public let coupling: CouplingReport
    /// The quotes under each concern's marker (``Concern/marker``), by architecture source
    /// folder; empty when not asked for.
    public let excerpts: [String: [String: [Excerpt]]]

    public init(coupling: CouplingReport, excerpts: [String: [String: [Excerpt]]]) {
        self.coupling = coupling
        self.excerpts = excerpts
    }

    /// Analyses `architectures` from the files of `tree`, with their concern quotes when `quoting`.
    public static func make(_ architectures: [any Architecture], tree: SourceTree, quoting: Bool) -> SourceAnalysis {
        let coupling = CouplingAnalysis.analyse(architectures, tree: tree).withoutFunctionLists
        return SourceAnalysis(coupling: coupling, excerpts: quoting ? excerpts(of: architectures, tree: tree) : [:])
    }

    /// The quotes under every concern's marker in each of `architectures`, by source folder, each
    /// with the support-library functions its code calls.
    public static func excerpts(of architectures: [any Architecture], tree: SourceTree) -> [String: [String: [Excerpt]]] {
        var found: [String: [String: [Excerpt]]] = [:]
        for architecture in architectures {
            let quotes = ConcernExcerpts.find(Concern.all.map(\.marker), in: architecture.sourceFolder, tree: tree)
            let library = SupportCalls(modules: architecture.supportModules, tree: tree)
            guard !library.isEmpty else {
                found[architecture.sourceFolder] = quotes
                continue
            }
            let files = Dictionary(tree.files(module: CouplingAnalysis.moduleName(architecture.sourceFolder), folder: architecture.sourceFolder)
                .map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            found[architecture.sourceFolder] = quotes.mapValues { excerpts in
                excerpts.map { excerpt in
                    var excerpt = excerpt
                    if let file = files[excerpt.file], excerpt.endLine > excerpt.line {
                        excerpt.leansOn = library.called(in: file, lines: (excerpt.line + 1)...excerpt.endLine)
                    }
                    return excerpt
                }
            }
        }
        return found
    }
}
