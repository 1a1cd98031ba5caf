import CompilerIndex
@testable import Metrics
import SourceFacts
import Testing

/// The two readings the reach paths lean on besides the index: a USR's names, and the lines of
/// a statement that sets a static value.
@Suite struct ReachStatementTests {
    @Test func aUSRSpellsItsModuleTypeAndMember() {
        #expect(SymbolUSR.names("s:10Foundation18NotificationCenterC7defaultACvpZ") == ["Foundation", "NotificationCenter", "default"])
        #expect(SymbolUSR.module("s:8Reactive12PublishRelayC") == "Reactive")
        // The standard library's types start with a substitution; an Objective-C USR is not Swift's.
        #expect(SymbolUSR.names("s:SS") == [])
        #expect(SymbolUSR.module("c:objc(cs)NSObject") == nil)
    }

    private static let source = """
        func compose() {
            Hooks.search = { term in
                print(term)
            }
            _ = Center.main.observe { print($0) }
            let copy = Hooks.search
            Hooks.search("term")
        }
        """

    @Test func aStatementSetsAValueByAssigningItOrHandingItAClosure() {
        let tokens = SwiftLexer.tokens(of: Self.source)
        // Assigned a closure over three lines.
        #expect(Statement.setting("search", on: 2, in: tokens) == 2...4)
        // Handed a closure, its result dropped.
        #expect(Statement.setting("main", on: 5, in: tokens) == 5...5)
        // Read into a local, and called: neither sets it.
        #expect(Statement.setting("search", on: 6, in: tokens) == nil)
        #expect(Statement.setting("search", on: 7, in: tokens) == nil)
        // A call of another function, handing no closure.
        #expect(Statement.setting("print", on: 3, in: tokens) == nil)
    }
}
