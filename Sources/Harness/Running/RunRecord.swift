import ArchitectureKit
import Diagnostics
import Domain
import HeadlessUI
import ScenarioLanguage

/// One architecture's run of one scenario.
public struct ArchitectureRun: Sendable, Equatable {
    /// The architecture's short name: `mvc`.
    public let architectureID: String
    /// One record per step performed, `launch` first; in a condensed run
    /// (``condensed(measuredFrom:)``), only the records a report reads.
    public let steps: [StepRecord]
    /// True when a step could not be performed and the run stopped there.
    public let stoppedEarly: Bool
    /// The snapshot texts the run kept, each once, by digest: the last step's always, others as
    /// the run was asked (``SnapshotRetention``). A step shows the text of its digest
    /// (``snapshot(at:)``), so a run of 100,000 steps over a few screens keeps a few texts.
    /// Runs of one scenario may share one table, which then holds the texts the others kept as
    /// well: 100,000 steps each showing a new screen make a table of some 8 MB a run.
    public let snapshotTexts: [SnapshotDigest: String]
    /// The work of the whole run: every step's counts added up, and the peak of objects alive.
    public let totalWork: WorkCounts
    /// The run's ``WorkCounts/writes`` by the widget they went to (HeadlessUI's ``WidgetWrites``).
    public let writesByWidget: [String: WidgetWrites.Tally]
    /// What the architecture's stores did over the whole run (``Architecture/storeWork``), or
    /// nil for an architecture without a store.
    public internal(set) var storeWork: StoreWorkCounts?

    /// A run of `steps`, every one of them, with the texts it kept, each once.
    public init(architectureID: String, steps: [StepRecord], stoppedEarly: Bool, snapshotTexts: [SnapshotDigest: String],
                writesByWidget: [String: WidgetWrites.Tally] = [:]) {
        self.init(architectureID: architectureID, steps: steps, stoppedEarly: stoppedEarly, snapshotTexts: snapshotTexts,
                  totalWork: WorkCounts.total(steps.map(\.work)), writesByWidget: writesByWidget)
    }

    /// A run of `steps`, every one of them, with the texts it kept by step index: each under
    /// the digest of its step's record.
    public init(architectureID: String, steps: [StepRecord], stoppedEarly: Bool, snapshots: [Int: String] = [:],
                writesByWidget: [String: WidgetWrites.Tally] = [:]) {
        var texts: [SnapshotDigest: String] = [:]
        for step in steps { texts[step.snapshotDigest] = snapshots[step.index] ?? texts[step.snapshotDigest] }
        self.init(architectureID: architectureID, steps: steps, stoppedEarly: stoppedEarly, snapshotTexts: texts, writesByWidget: writesByWidget)
    }

    /// A run with its totals as given: for a condensed run, and one read back from another process.
    init(architectureID: String, steps: [StepRecord], stoppedEarly: Bool, snapshotTexts: [SnapshotDigest: String], totalWork: WorkCounts,
                 writesByWidget: [String: WidgetWrites.Tally]) {
        self.architectureID = architectureID
        self.steps = steps
        self.stoppedEarly = stoppedEarly
        self.snapshotTexts = snapshotTexts
        self.totalWork = totalWork
        self.writesByWidget = writesByWidget
    }

    /// Every step's failures, in step order.
    public var failures: [StepFailure] { steps.flatMap(\.failures) }
    /// The top screen's text after the last step performed.
    public var finalSnapshot: String { steps.last.flatMap { snapshotTexts[$0.snapshotDigest] } ?? "" }

    /// The top screen's text after the step at `index` (0 is `launch`), if the run kept it or
    /// the text of another step that left the same screen.
    public func snapshot(at index: Int) -> String? {
        // A run that is not condensed holds step `index` at `index`.
        let record = steps.indices.contains(index) && steps[index].index == index ? steps[index] : steps.first { $0.index == index }
        return record.flatMap { snapshotTexts[$0.snapshotDigest] }
    }

    /// The run with `steps` and `snapshotTexts` in place of its own, its totals kept: for a run
    /// whose records crossed between processes apart from the rest of it.
    public func with(steps: [StepRecord], snapshotTexts: [SnapshotDigest: String]) -> ArchitectureRun {
        var run = ArchitectureRun(architectureID: architectureID, steps: steps, stoppedEarly: stoppedEarly, snapshotTexts: snapshotTexts,
                                  totalWork: totalWork, writesByWidget: writesByWidget)
        run.storeWork = storeWork
        return run
    }

    /// The run as a judged outcome needs it once the runs have been compared: the steps that
    /// failed, the last step, and the steps after `measuredFrom` (whose work a benchmark
    /// reports), with the whole run's work; of the snapshot texts, only the last step's of a
    /// measured scenario, which a benchmark checks its timed runs against. A scenario of 100,000
    /// steps that passes leaves a few records, not 100,000, to keep or to send between processes.
    ///
    /// - Parameter measuredFrom: The scenario's ``Scenario/measuredFrom``: the steps from it on
    ///   are the measured ones; nil for a scenario that is not measured.
    public func condensed(measuredFrom: Int?) -> ArchitectureRun {
        guard let last = steps.last else { return self }
        let kept = steps.filter { step in
            !step.failures.isEmpty || step.index == last.index || measuredFrom.map { step.index > $0 } == true
        }
        var run = ArchitectureRun(architectureID: architectureID, steps: kept, stoppedEarly: stoppedEarly,
                                  snapshotTexts: measuredFrom == nil ? [:] : snapshotTexts.filter { $0.key == last.snapshotDigest },
                                  totalWork: totalWork, writesByWidget: writesByWidget)
        run.storeWork = storeWork
        return run
    }
}
