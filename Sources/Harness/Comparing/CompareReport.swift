import ArchitectureKit
import HeadlessUI
import ScenarioLanguage

/// The result of `workbench compare`: every scenario's outcome on every architecture.
public struct CompareReport: Sendable {
    /// Who was compared, as the reports name them.
    public struct ArchitectureInfo: Sendable, Codable, Equatable {
        /// The short name: `mvc`.
        public let id: String
        /// The name shown in reports: `MVC`.
        public let name: String
        /// The Direct baseline with no architecture: listed last in the tables, never ranked.
        public let isBaseline: Bool
    }

    /// The architectures compared, in the order given.
    public let architectures: [ArchitectureInfo]
    /// One outcome per scenario, in file order.
    public let outcomes: [ScenarioOutcome]

    /// The report of `outcomes`, run on `architectures`.
    public init(architectures: [any Architecture], outcomes: [ScenarioOutcome]) {
        self.architectures = architectures.map { ArchitectureInfo(id: $0.id, name: $0.displayName, isBaseline: $0.isBaseline) }
        self.outcomes = outcomes
    }

    /// The work of one architecture over every scenario it ran to the end: the counts added up,
    /// and the peak of objects alive. A run that crashed is left out (``crashedFiles(of:)``):
    /// its counts went down with its process, and zeros would pass for work not done.
    public func totalWork(of architectureID: String) -> WorkCounts {
        WorkCounts.total(outcomes.flatMap(\.runs).filter { $0.architectureID == architectureID && !$0.crashed }.map(\.totalWork))
    }

    /// The scenarios whose run on one architecture crashed, in file order: what its totals leave out.
    public func crashedFiles(of architectureID: String) -> [String] {
        outcomes.filter { $0.runs.contains { $0.architectureID == architectureID && $0.crashed } }.map(\.file)
    }

    /// One architecture's writes over every scenario it ran, by the widget they went to.
    public func writesByWidget(of architectureID: String) -> [String: WidgetWrites.Tally] {
        var total: [String: WidgetWrites.Tally] = [:]
        for run in outcomes.flatMap(\.runs) where run.architectureID == architectureID {
            for (widget, tally) in run.writesByWidget { total[widget, default: WidgetWrites.Tally()].add(tally) }
        }
        return total
    }

    /// What one architecture's stores did over every scenario it ran to the end, added up; nil
    /// for an architecture without a store.
    public func totalStoreWork(of architectureID: String) -> StoreWorkCounts? {
        outcomes.flatMap(\.runs).filter { $0.architectureID == architectureID && !$0.crashed }.compactMap(\.storeWork)
            .reduce(nil) { ($0 ?? StoreWorkCounts()).adding($1) }
    }

    /// Scenarios or fixtures that could not be read.
    public var unreadableCount: Int { outcomes.filter { $0.scenarioError != nil }.count }
    /// Scenarios where some architecture's snapshots differ from the others'.
    public var divergedCount: Int { outcomes.filter { $0.scenarioError == nil && $0.divergence != nil }.count }
    /// Scenarios without divergence where some architecture failed an expectation, leaked or stopped.
    public var failedCount: Int {
        outcomes.filter { $0.scenarioError == nil && $0.divergence == nil && !$0.allPass }.count
    }
    /// Scenarios every architecture passed in agreement.
    public var passedCount: Int { outcomes.filter(\.allPass).count }

    /// How the comparison ended as a whole. An unreadable scenario or fixture outranks a
    /// divergence or failure, as the run is incomplete.
    public var overall: Overall {
        if unreadableCount > 0 { return .incomplete }
        if divergedCount > 0 || failedCount > 0 { return .someFailed }
        return .allAgree
    }

    /// The three ends of a comparison that SPEC §8 gives an exit status each.
    public enum Overall: Sendable {
        /// Every architecture agrees and every expectation holds.
        case allAgree
        /// A divergence, a failed expectation, a leak or a crash.
        case someFailed
        /// A scenario or fixture could not be read.
        case incomplete
    }
}
