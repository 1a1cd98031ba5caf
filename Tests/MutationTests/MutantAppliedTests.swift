import Mutation
import Testing

/// A mutant planted alone, as a reader applying a listed survivor by hand would write it.
struct MutantAppliedTests {
    private func applied(_ source: String, kind: MutationOperator) throws -> [String] {
        MutationPoints.mutants(in: source, file: "Sources/App/File.swift", operators: [kind]).map { $0.applied(to: source) }
    }

    @Test func anOperatorIsReplacedInPlace() throws {
        #expect(try applied("let a = x < y\nlet b = 2", kind: .relational) == ["let a = x <= y\nlet b = 2"])
    }

    @Test func aConditionIsNegatedInPlace() throws {
        #expect(try applied("if ready {\n    go()\n}", kind: .negatedCondition) == ["if !(ready) {\n    go()\n}"])
    }

    @Test func aRemovedCallLeavesTheRestOfItsLine() throws {
        #expect(try applied("func f() {\n    a.cancel()\n    b()\n}", kind: .removedCall) == [
            "func f() {\n    \n    b()\n}", "func f() {\n    a.cancel()\n    \n}",
        ])
    }

    @Test func textBeforeTheMutantKeepsItsNonASCIIBytes() throws {
        // "é" is two bytes: the mutant's offsets count bytes, not characters.
        #expect(try applied("let s = \"é\"; let a = 1", kind: .offByOne) == ["let s = \"é\"; let a = 0", "let s = \"é\"; let a = 2"])
    }
}
