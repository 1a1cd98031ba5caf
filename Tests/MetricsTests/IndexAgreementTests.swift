import Foundation
@testable import Metrics
import Testing
import Workbench

/// This package's own sources, judged on the compiler's index (the one the build that made
/// these tests wrote) and on the lexer: the same edges, with the same type names, and the same
/// rules with the same breaks. The index resolves more (a member's owner: `.rx`,
/// `navigationController?`, `environment.songSearch`; `.init()`; aliases), but edges are made of
/// the types a role names, and what the index alone sees breaks no rule in the committed sources.
@Suite struct IndexAgreementTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func theIndexAndTheLexerGiveTheSameEdgesAndRules() {
        // The store the build of these tests wrote, which no refresh confirmed: the readers are
        // compared here, not the store's freshness (IndexFreshnessTests).
        let tree = SourceTree(root: Self.packageRoot)
        tree.readsUnconfirmedIndex = true
        let indexed = CouplingAnalysis.analyse(ArchitectureRegistry.all, tree: tree)
        let lexed = CouplingAnalysis.analyse(ArchitectureRegistry.all, tree: SourceTree(root: Self.packageRoot, readsIndex: false))

        for (index, lexer) in zip(indexed.architectures, lexed.architectures) {
            #expect(index.referencesFrom == .compilerIndex, "\(index.name): the build's index was not read")
            #expect(lexer.referencesFrom == .lexer(reason: "not asked to read it"))
            #expect(index.edges == lexer.edges, "\(index.name): the edges differ")
            #expect(index.rules == lexer.rules, "\(index.name): the rules differ")
        }
        // Equal and empty would prove nothing: every architecture's composition root makes a screen.
        #expect(indexed.architectures.allSatisfy { architecture in architecture.edges.contains { $0.from == "(root)" } })
    }
}
