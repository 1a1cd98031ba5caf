import Bench
import Mutation

/// What became of one target's mutants (an architecture's, or a support library's), counted
/// from the records of `Reports/mutation.json`.
///
/// A mutant that ran is one some suite caught or none did: the timed-out ones (a suite ran out
/// of time, which says nothing of whether a test would have caught the bug), the ones that
/// never compiled and the equivalent ones (no test could catch them) are counted apart and
/// left out of every share.
public struct MutationTally: Sendable, Equatable {
    /// The architecture's id, or the support library's module name.
    public let owner: String
    /// How many mutants had each outcome.
    public let outcomes: [MutationOutcome: Int]
    /// Per operator, the mutants that ran and those of them the unit tests caught.
    public let unitTestsByOperator: [MutationOperator: Proportion]
    /// The survivors, in the order of the records.
    public let survivors: [MutationRecord]

    /// Every target's tally, in the order its first mutant comes.
    public static func tallies(_ records: [MutationRecord]) -> [MutationTally] {
        // One pass over the records, each put with its owner's: a report is rendered thrice (Markdown,
        // HTML and its claims), each time over a thousand mutants or more.
        var owners: [String] = [], byOwner: [String: [MutationRecord]] = [:]
        for record in records {
            if byOwner[record.architecture] == nil { owners.append(record.architecture) }
            byOwner[record.architecture, default: []].append(record)
        }
        return owners.map { owner in MutationTally(owner: owner, records: byOwner[owner] ?? []) }
    }

    init(owner: String, records: [MutationRecord]) {
        self.owner = owner
        outcomes = Dictionary(grouping: records, by: \.outcome).mapValues(\.count)
        let ran = records.filter { Self.ran($0.outcome) }
        unitTestsByOperator = Dictionary(grouping: ran, by: \.operator).mapValues { mutants in
            Proportion(successes: mutants.filter { Self.unitTestsCaught($0.outcome) }.count, trials: mutants.count)
        }
        survivors = records.filter { $0.outcome == .survived }
    }

    /// Every mutant found.
    public var mutants: Int { outcomes.values.reduce(0, +) }

    /// How many had `outcome`.
    public func count(_ outcome: MutationOutcome) -> Int { outcomes[outcome, default: 0] }

    /// The mutants that ran: caught by a suite, or by none.
    public var ran: Int {
        MutationOutcome.allCases.filter(Self.ran).map(count).reduce(0, +)
    }

    /// The share of those that ran the target's own unit tests caught.
    public var unitTests: Proportion { share { Self.unitTestsCaught($0) } }

    /// The share of those that ran the shared scenarios caught.
    public var scenarios: Proportion { share { $0 == .killedByScenarios || $0 == .killedByBoth } }

    /// The share of those that ran either suite caught.
    public var either: Proportion { share { $0 != .survived } }

    private func share(_ caught: (MutationOutcome) -> Bool) -> Proportion {
        Proportion(successes: MutationOutcome.allCases.filter { Self.ran($0) && caught($0) }.map(count).reduce(0, +), trials: ran)
    }

    private static func ran(_ outcome: MutationOutcome) -> Bool {
        switch outcome {
        case .killedByScenarios, .killedByUnitTests, .killedByBoth, .survived: true
        case .timedOut, .notCompiled, .equivalent: false
        }
    }

    private static func unitTestsCaught(_ outcome: MutationOutcome) -> Bool {
        outcome == .killedByUnitTests || outcome == .killedByBoth
    }
}
