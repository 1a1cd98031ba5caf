import ArchitectureKit
import Domain
import Diagnostics
import Foundation
import Harness
import ScenarioLanguage

/// The scaling sweep (SPEC §7): "show N results" for each N, timed on every architecture,
/// and a fixed cost per screen plus a cost per result fitted through them (``ScalingFits``).
///
/// The scenario is generated for each size from one template, then checked and timed like
/// any operation of the suite. Every generated artist name holds an "e", so the term "e"
/// finds all N songs of an N-song catalog.
@MainActor
struct ScalingSweep {
    let benchmark: Benchmark

    /// The scenario for one size, as a user could have written it.
    static func scenarioText(size: Int) -> String {
        let count = Counting.grouped(size)
        return """
            scenario "Scaling: show \(count) results"
            tags bench
            given songs \(size) seed 11
            given limit \(size)
            launch search

            measure
            replace search.term "e"
            wait 530ms
            expect search.results count \(size)

            """
    }

    /// The scenario for one size, parsed.
    static func scenario(size: Int) throws(SourceDiagnostic) -> Scenario {
        try ScenarioParser.parse(scenarioText(size: size), file: "scaling-\(size).scenario")
    }

    /// Each size's scenario checked and readied to be timed, or why the sweep cannot be: the
    /// first size whose scenario is unreadable or fails its check (the rest are then not checked).
    func prepare(sizes: [Int], fixtures: FixtureStore) -> (preparations: [Benchmark.Preparation], problem: ScalingProblem?) {
        var preparations: [Benchmark.Preparation] = []
        for (position, size) in sizes.enumerated() {
            let scenario: Scenario
            do {
                scenario = try Self.scenario(size: size)
            } catch {
                return ([], ScalingProblem(size: size, problem: .unreadable(diagnostic: error)))
            }
            let preparation = benchmark.prepare(scenario, fixtures: fixtures, source: .sweep(size: size),
                                                label: "[sweep \(position + 1)/\(sizes.count)] \(Counting.grouped(size)) results")
            if case let .untimed(result) = preparation, let problem = result.problem {
                return ([], ScalingProblem(size: size, problem: problem))
            }
            preparations.append(preparation)
        }
        return (preparations, nil)
    }

    /// One row per architecture from each size's timed result; none, and the first size's
    /// problem, when a size was not timed.
    func rows(sizes: [Int], results: [OperationResult]) -> (rows: [ScalingRow], problem: ScalingProblem?) {
        if let failed = zip(sizes, results).first(where: { $0.1.problem != nil }), let problem = failed.1.problem {
            return ([], ScalingProblem(size: failed.0, problem: problem))
        }
        let bySize = results.map(\.timings)
        guard !bySize.isEmpty else { return ([], nil) }
        let baseline = benchmark.architectures.firstIndex(where: \.isBaseline)!
        let fits = ScalingFits(sizes: sizes, rounds: bySize.map { $0.map { $0.rounds ?? [] } }, baseline: baseline, band: benchmark.configuration.band)
        let rows = benchmark.architectures.enumerated().map { index, architecture in
            let summaries = bySize.map { $0[index].milliseconds }
            let work = bySize.map { $0[index].work }
            let filled = zip(sizes, work).filter { $0.0 >= Setup().viewport }.map(\.1)
            let constant = Set(filled.map(\.cellsConfigured)).count <= 1 && Set(filled.map(\.writes)).count <= 1
            return ScalingRow(architectureID: architecture.id, displayName: architecture.displayName, isBaseline: architecture.isBaseline,
                              milliseconds: summaries, fit: fits.fits[index], fixedAboveBaseline: fits.fixedAboveBaseline[index],
                              perResultAboveBaseline: fits.perResultAboveBaseline[index],
                              work: work, rendersVisibleRowsOnly: constant)
        }
        return (rows, nil)
    }
}
