@testable import Mutation
import Testing

/// Schemata as text: every mutant numbered in order, as the runner numbers them.
struct MutantSchemaTests {
    private func schema(_ source: String, only kinds: Set<MutationOperator> = Set(MutationOperator.allCases)) -> SchemaFile {
        let found = MutationPoints.mutants(in: source, file: "F.swift", operators: kinds)
        return MutantSchema.rewrite(source, mutants: found.enumerated().map { ($0.offset + 1, $0.element) })
    }

    @Test func aComparisonTagsItsLeftSideAndComparesThroughTheMutantsOperator() {
        #expect(schema("let a = x + 1 < y").text == "let a = x + __mutantInteger(1, (1, 0), (2, 2)) ~% 3 %< y")
    }

    @Test func aLogicalOperatorKeepsItsPrecedenceLevel() {
        #expect(schema("let a = p && q || r").text == "let a = p &% 1 %&& q |% 2 %|| r")
    }

    @Test func aConditionIsFollowedByItsNegation() {
        #expect(schema("if ready {\n}\nguard ok else { return }").text == "if ready %! 1 {\n}\nguard ok %! 2 else { return }")
    }

    @Test func aTernaryConditionIsFollowedByItsNegation() {
        #expect(schema("let s = c ? a : b").text == "let s = c %^ 1 ? a : b")
    }

    @Test func aRemovedCallIsWrappedOnItsOwnLines() {
        #expect(schema("func f() {\n    reload(\n        all\n    )\n}").text
                == "func f() {\n    if !__mutantActive(1) { reload(\n        all\n    ) }\n}")
    }

    @Test func nestedMutantsComposeAndKeepTheLines() {
        let source = "func f() {\n    if a < b {\n        show(2)\n    }\n}"
        let rewritten = schema(source).text
        #expect(rewritten == "func f() {\n    if a ~% 2 %< b %! 1 {\n        if !__mutantActive(3) { show(__mutantInteger(2, (4, 1), (5, 3))) }\n    }\n}")
        #expect(rewritten.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
    }

    @Test func aCompilerErrorIsTracedToTheMutantWrittenThere() {
        let file = schema("let a = x < y && z", only: [.relational, .logical])
        #expect(file.text == "let a = x ~% 1 %< y &% 2 %&& z")
        // Column 13 is in `%< `, the comparison's schema; column 9, the `x`, in none of them.
        #expect(file.mutants(atLine: 1, column: 13) == [1])
        #expect(file.mutants(atLine: 1, column: 9) == [1, 2])
        #expect(file.mutants(atLine: 2, column: 1) == [])
    }

    @Test func anErrorInsideARemovedCallNamesTheInnermostMutantFirst() {
        let file = schema("    run(1)", only: [.removedCall, .offByOne])
        #expect(file.text == "    if !__mutantActive(1) { run(__mutantInteger(1, (2, 0), (3, 2))) }")
        // Column 40 is inside the literal's call, which the removed call's `if` holds too;
        // column 32, the `(` after `run`, only inside the `if`.
        #expect(file.mutants(atLine: 1, column: 40) == [2, 3, 1])
        #expect(file.mutants(atLine: 1, column: 32) == [1])
    }

    @Test func theSupportFileDeclaresEveryOperatorTheSchemataCall() {
        let support = MutantSchema.supportFile
        for declared in ["func %< <T: Comparable>", "func %== <T: Equatable>", "func %&& ", "func %|| ", "func %^ ", "func %! ",
                         "func ~% ", "func &% ", "func |% ", "func __mutantInteger", "func __mutantActive"] {
            #expect(support.contains(declared), "\(declared)")
        }
        #expect(support.contains("lhs.value <= rhs : lhs.value < rhs"))
        #expect(support.contains("environment[\"WORKBENCH_MUTANT\"]"))
        #expect(support.contains("@_cdecl(\"workbench_switch_mutant\") public func __switchMutant(_ number: Int) { __activeMutant = number }"))
    }
}

struct MutationOutcomeTests {
    @Test(arguments: [
        (SuiteVerdict.killed, SuiteVerdict.killed, MutationOutcome.killedByBoth),
        (.killed, .survived, .killedByScenarios), (.killed, .timedOut, .killedByScenarios),
        (.survived, .killed, .killedByUnitTests), (.timedOut, .killed, .killedByUnitTests),
        (.timedOut, .survived, .timedOut), (.survived, .timedOut, .timedOut), (.survived, .survived, .survived),
    ])
    func aMutantIsKilledByWhicheverSuiteFailed(scenarios: SuiteVerdict, unitTests: SuiteVerdict, outcome: MutationOutcome) {
        #expect(MutationOutcome(scenarios: scenarios, unitTests: unitTests) == outcome)
    }
}

struct SchemaFileErrorPlaceTests {
    @Test func anErrorPastEveryMutantIsBlamedOnTheNearestBeforeIt() {
        let file = SchemaFile(text: "ab\ncd\nef", spans: [1: 0..<1, 2: 3..<5, 3: 7..<8])
        // Line 3, column 1 is byte 6: mutant 2's schema (bytes 3 to 5) ends nearest before it.
        #expect(file.mutant(before: 3, column: 1) == 2)
        #expect(file.mutant(before: 1, column: 1) == nil)
    }
}
