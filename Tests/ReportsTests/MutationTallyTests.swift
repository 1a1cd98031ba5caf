import Mutation
@testable import Reports
import Testing

/// The tallies of a list of mutants: one a target, in the order its first mutant comes.
struct MutationTallyTests {
    private func record(_ owner: String, _ number: Int, _ outcome: MutationOutcome) -> MutationRecord {
        MutationRecord(id: "\(owner)-\(number)", architecture: owner, number: number, file: "F.swift", line: number, column: 1,
                       operator: .relational, original: "<", mutated: ">", outcome: outcome, scenarios: nil, unitTests: nil)
    }

    @Test func eachTargetIsTalliedFromItsOwnMutantsInTheOrderItsFirstComes() {
        // MVP's first mutant comes before MVC's, and MVP's mutants are not all together.
        let records = [
            record("MVP", 1, .survived), record("MVC", 2, .killedByBoth), record("MVP", 3, .killedByUnitTests),
            record("MVC", 4, .timedOut), record("MVP", 5, .survived),
        ]

        let tallies = MutationTally.tallies(records)

        #expect(tallies.map(\.owner) == ["MVP", "MVC"])
        // MVP: two survivors and one the unit tests caught; MVC: one caught by both, one timed out.
        #expect(tallies.map(\.mutants) == [3, 2])
        #expect(tallies.map { $0.count(.survived) } == [2, 0])
        #expect(tallies.map(\.ran) == [3, 1])
        #expect(tallies[0].survivors.map(\.number) == [1, 5])
    }

    @Test func noMutantsMakeNoTallies() {
        #expect(MutationTally.tallies([]).isEmpty)
    }
}
