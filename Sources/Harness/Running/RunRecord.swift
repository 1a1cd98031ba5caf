import Diagnostics
import Domain
import ScenarioLanguage

/// One step of a run: the snapshot after it and anything that failed in it.
public struct StepRecord: Sendable, Equatable, Codable {
    /// 0 is `launch`; the scenario's steps follow from 1.
    public let index: Int
    /// Where the statement starts.
    public let location: SourceLocation
    /// The statement as written.
    public let statement: String
    /// The top screen's canonical text after the step and a drain of the queue.
    public let snapshot: String
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
    /// One record per step performed, `launch` first.
    public let steps: [StepRecord]
    /// True when a step could not be performed and the run stopped there.
    public let stoppedEarly: Bool

    /// Every step's failures, in step order.
    public var failures: [StepFailure] { steps.flatMap(\.failures) }
    /// The work of the whole run: every step's counts added up, and the peak of objects alive.
    public var totalWork: WorkCounts { WorkCounts.total(steps.map(\.work)) }
}
