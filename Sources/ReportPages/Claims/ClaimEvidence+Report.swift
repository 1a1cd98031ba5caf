import Bench
import Mutation
import Reports

extension ClaimEvidence {
    /// `measure`'s figures in this report: its coupling, its work, the change requests'
    /// costs (`changes`, nil when they have not run), the timings (`bench`, nil when none are
    /// kept) and the mutants' outcomes, tallied and decided (`testability`, nil when they have
    /// not run).
    static func gather(_ measure: ClaimMeasure, report: TeachingReport, changes: ChangeReport?, bench: BenchResult?,
                       testability: TestabilityFigures? = nil) -> ClaimEvidence {
        let ids = report.architectures.map(\.id)
        func counts(_ figure: (Int) -> Int?) -> ClaimEvidence {
            .counts(Dictionary(uniqueKeysWithValues: ids.indices.compactMap { index in figure(index).map { (ids[index], $0) } }))
        }
        let coupling = { (index: Int) in report.coupling.architectures.first { $0.id == ids[index] && $0.missing == nil } }
        switch measure {
        case .linesChanged:
            return counts { index in
                guard let changes, !changes.changes.isEmpty else { return nil }
                let costs = changes.changes.map { $0.architectures.first { $0.architecture == ids[index] }?.cost }
                // Summed over the same changes for every architecture, or not at all.
                guard costs.allSatisfy({ $0 != nil }) else { return nil }
                return costs.compactMap { $0?.app.code.changed }.reduce(0, +)
            }
        case .roleCoupling:
            return counts { index in
                coupling(index)?.edges.filter { !$0.to.isModule }
                    .map { edge in edge.names.filter { !edge.nestingNames.contains($0) }.count }.reduce(0, +)
            }
        case .viewControllerLines:
            return counts { index in coupling(index)?.roles.first { $0.name == "ViewControllers" }?.nloc }
        case .peakObjectsAlive:
            return counts { index in report.work.indices.contains(index) ? report.work[index].objectsAlive : nil }
        case .processorTime:
            let scores = bench?.scores ?? []
            return .timings(scores: Dictionary(uniqueKeysWithValues: scores.map { ($0.architectureID, $0.geometricMean.value) }),
                            pairs: bench?.scorePairs ?? [])
        case .testability:
            guard let figures = testability else { return .none }
            let ranked = report.architectures.filter { !$0.isBaseline }.map(\.id)
            return .shares(Dictionary(uniqueKeysWithValues: ranked.compactMap { id in figures.unitTestShare(of: id).map { (id, $0) } }),
                           pairs: figures.unitTests.pairs)
        }
    }
}

extension ClaimFinding {
    /// Every published claim (``PublishedClaim/all``) decided from this report's figures.
    static func all(_ report: TeachingReport, changes: ChangeReport?, bench: BenchResult?, mutation: MutationDocument?) -> [ClaimFinding] {
        let architectures = report.architectures.map { (id: $0.id, isBaseline: $0.isBaseline) }
        // Tallied and decided once for every claim that asks it.
        let testability = mutation.map { TestabilityFigures($0, report: report) }
        return PublishedClaim.all.map { claim in
            decide(claim, evidence: .gather(claim.measure, report: report, changes: changes, bench: bench, testability: testability),
                   architectures: architectures)
        }
    }
}

extension TeachingReport {
    /// The report with its published claims decided: on the cost of change in `changes`, the
    /// timings in `bench` and the mutants' outcomes in `mutation`, beside its own figures.
    public func withClaims(changes: ChangeReport?, bench: BenchResult?, mutation: MutationDocument? = nil) -> TeachingReport {
        var report = self
        report.claims = ClaimFinding.all(self, changes: changes, bench: bench, mutation: mutation)
        return report
    }
}
