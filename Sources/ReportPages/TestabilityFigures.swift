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

    init(_ document: MutationDocument, report: TeachingReport) {
        let tallies = MutationTally.tallies(document.mutants)
        let ids = report.architectures.map(\.id)
        architectures = ids.compactMap { id in tallies.first { $0.owner == id } }
        libraries = tallies.filter { !ids.contains($0.owner) }
        let ranked = report.architectures.filter { !$0.isBaseline }.map(\.id)
        unitTests = ProportionDifferences.compare(architectures.filter { ranked.contains($0.owner) }.map { ($0.owner, $0.unitTests) })
    }

    /// The share of `id`'s mutants its unit tests caught; nil when none of them ran.
    func unitTestShare(of id: String) -> Double? {
        architectures.first { $0.owner == id }?.unitTests.estimate?.value
    }
}
