import Diagnostics
import Domain
import HeadlessUI
import ScenarioLanguage

/// One step of a run: the digest of the snapshot after it and anything that failed in it.
public struct StepRecord: Sendable, Equatable, Codable {
    /// 0 is `launch`; the scenario's steps follow from 1.
    public let index: Int
    /// Where the statement starts.
    public let location: SourceLocation
    /// The statement as written.
    public let statement: String
    /// The digest of the top screen's canonical text after the step and a drain of the queue;
    /// the text itself is in ``ArchitectureRun/snapshots`` when the run kept it.
    public let snapshotDigest: SnapshotDigest
    /// What went wrong in the step, in the order it was found; empty when nothing did.
    public let failures: [StepFailure]
    /// The virtual time after the step.
    public let time: Duration
    /// The work the step did, and the objects alive after it; an `expect` does none.
    public let work: WorkCounts
}

/// One architecture's run of one scenario.
public struct ArchitectureRun: Sendable, Equatable, Codable {
    /// The architecture's short name: `mvc`.
    public let architectureID: String
    /// One record per step performed, `launch` first; in a condensed run
    /// (``condensed(measuredFrom:)``), only the records a report reads.
    public let steps: [StepRecord]
    /// True when a step could not be performed and the run stopped there.
    public let stoppedEarly: Bool
    /// The snapshot texts the run kept, by step index: the last step's always, others as the
    /// run was asked (``SnapshotRetention``).
    public let snapshots: [Int: String]
    /// The work of the whole run: every step's counts added up, and the peak of objects alive.
    public let totalWork: WorkCounts
    /// The run's ``WorkCounts/writes`` by the widget they went to (HeadlessUI's ``WidgetWrites``).
    public let writesByWidget: [String: WidgetWrites.Tally]

    /// A run of `steps`, every one of them.
    public init(architectureID: String, steps: [StepRecord], stoppedEarly: Bool, snapshots: [Int: String] = [:],
                writesByWidget: [String: WidgetWrites.Tally] = [:]) {
        self.init(architectureID: architectureID, steps: steps, stoppedEarly: stoppedEarly, snapshots: snapshots,
                  totalWork: WorkCounts.total(steps.map(\.work)), writesByWidget: writesByWidget)
    }

    private init(architectureID: String, steps: [StepRecord], stoppedEarly: Bool, snapshots: [Int: String], totalWork: WorkCounts,
                 writesByWidget: [String: WidgetWrites.Tally]) {
        self.architectureID = architectureID
        self.steps = steps
        self.stoppedEarly = stoppedEarly
        self.snapshots = snapshots
        self.totalWork = totalWork
        self.writesByWidget = writesByWidget
    }

    /// Every step's failures, in step order.
    public var failures: [StepFailure] { steps.flatMap(\.failures) }
    /// The top screen's text after the last step performed.
    public var finalSnapshot: String { steps.last.flatMap { snapshots[$0.index] } ?? "" }

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
        return ArchitectureRun(architectureID: architectureID, steps: kept, stoppedEarly: stoppedEarly,
                               snapshots: measuredFrom == nil ? [:] : snapshots.filter { $0.key == last.index }, totalWork: totalWork,
                               writesByWidget: writesByWidget)
    }
}
