import Bench
import Mutation
import Reports

/// What `Reports/mutation.json` says of the report's architectures and of the support
/// libraries, tallied and decided once for the Testability section and the published claims.
struct TestabilityFigures {
    /// The architectures with mutants, in the report's order.
    let architectures: [MutationTally]
    /// Every other target (Reactive, Bind, Composable, …), apart, in the order of the records.
    let libraries: [MutationTally]
    /// The shares of mutants the unit tests caught, compared among the architectures that are
    /// not the baseline (``ProportionDifferences``).
    let unitTests: ProportionComparison
    /// The shares the scenarios caught, compared among the same architectures.
    let scenarios: ProportionComparison

    init(_ document: MutationDocument, report: TeachingReport) {
        let tallies = MutationTally.tallies(document.mutants)
        let ids = report.architectures.map(\.id)
        architectures = ids.compactMap { id in tallies.first { $0.owner == id } }
        libraries = tallies.filter { !ids.contains($0.owner) }
        let ranked = report.architectures.filter { !$0.isBaseline }.map(\.id)
        let compared = architectures.filter { ranked.contains($0.owner) }
        unitTests = ProportionDifferences.compare(compared.map { ($0.owner, $0.unitTests) })
        scenarios = ProportionDifferences.compare(compared.map { ($0.owner, $0.scenarios) })
    }

    /// How `suite`'s shares compare.
    func comparison(of suite: MutationSuite) -> ProportionComparison {
        suite == .unitTests ? unitTests : scenarios
    }

    /// The share of `id`'s mutants `suite` caught; nil when none of them ran.
    func share(of id: String, caughtBy suite: MutationSuite) -> Double? {
        let tally = architectures.first { $0.owner == id }
        return (suite == .unitTests ? tally?.unitTests : tally?.scenarios)?.estimate?.value
    }

    /// The share of `id`'s mutants its unit tests caught; nil when none of them ran.
    func unitTestShare(of id: String) -> Double? {
        share(of: id, caughtBy: .unitTests)
    }
}

/// The two suites a mutant runs, as the Testability section words their findings.
enum MutationSuite {
    case unitTests
    case scenarios

    /// `their own unit tests catch`: what the share measures.
    var catches: String { self == .unitTests ? "their own unit tests catch" : "the scenarios catch" }

    /// The start of a ranking, from its highest group, and what joins each group below.
    func ranking(from highest: String) -> String {
        self == .unitTests ? "the unit tests of \(highest) catch a larger share of their mutants than those of "
            : "the scenarios catch a larger share of the mutants of \(highest) than of those of "
    }

    var nextGroup: String { self == .unitTests ? ", which catch a larger share than those of " : ", and a larger share of theirs than of those of " }
}
