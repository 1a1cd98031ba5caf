import Diagnostics

/// One step of a run: the digest of the snapshot after it and anything that failed in it.
///
/// A scenario of 100,000 steps run on six architectures makes 600,000 records, and `run` keeps
/// them all to show them. So a record keeps its whole numbers in 32 bits — a step index, a line,
/// a column, a step's count of anything, all far below four billion — and takes 112 bytes
/// rather than 160. Its `Codable` form is compact too (`StepRecord+Codable.swift`).
public struct StepRecord: Sendable, Equatable {
    /// 0 is `launch`; the scenario's steps follow from 1.
    public var index: Int { Int(storedIndex) }
    /// Where the statement starts.
    public var location: SourceLocation { SourceLocation(line: Int(line), column: Int(column)) }
    /// The statement as written.
    public let statement: String
    /// The digest of the top screen's canonical text after the step and a drain of the queue;
    /// the text itself is in ``ArchitectureRun/snapshotTexts`` when the run kept it.
    public let snapshotDigest: SnapshotDigest
    /// What went wrong in the step, in the order it was found; empty when nothing did.
    public let failures: [StepFailure]
    /// The virtual time after the step.
    public let time: Duration
    /// The work the step did, and the objects alive after it; an `expect` does none.
    public var work: WorkCounts { counts.workCounts }

    private let counts: StepWork
    private let storedIndex: Int32
    private let line: Int32
    private let column: Int32

    /// A record of the step at `index`, which began at `location`.
    public init(index: Int, location: SourceLocation, statement: String, snapshotDigest: SnapshotDigest, failures: [StepFailure],
                time: Duration, work: WorkCounts) {
        self.statement = statement
        self.snapshotDigest = snapshotDigest
        self.failures = failures
        self.time = time
        counts = StepWork(work)
        storedIndex = Int32(clamping: index)
        line = Int32(clamping: location.line)
        column = Int32(clamping: location.column)
    }
}

/// One step's ``WorkCounts`` in 32 bits each: a step that did four billion of anything would
/// have taken hours.
private struct StepWork: Sendable, Equatable {
    let writes, equalWrites, cellsConfigured, fullReloads, partialReloads: UInt32
    let tasksScheduled, searchRequests, artworkRequests, flightRequests, objectsAlive, supportObjectsAlive: UInt32

    init(_ work: WorkCounts) {
        writes = UInt32(clamping: work.writes)
        equalWrites = UInt32(clamping: work.equalWrites)
        cellsConfigured = UInt32(clamping: work.cellsConfigured)
        fullReloads = UInt32(clamping: work.fullReloads)
        partialReloads = UInt32(clamping: work.partialReloads)
        tasksScheduled = UInt32(clamping: work.tasksScheduled)
        searchRequests = UInt32(clamping: work.searchRequests)
        artworkRequests = UInt32(clamping: work.artworkRequests)
        flightRequests = UInt32(clamping: work.flightRequests)
        objectsAlive = UInt32(clamping: work.objectsAlive)
        supportObjectsAlive = UInt32(clamping: work.supportObjectsAlive)
    }

    var workCounts: WorkCounts {
        WorkCounts(writes: Int(writes), equalWrites: Int(equalWrites), cellsConfigured: Int(cellsConfigured), fullReloads: Int(fullReloads),
                   partialReloads: Int(partialReloads), tasksScheduled: Int(tasksScheduled), searchRequests: Int(searchRequests),
                   artworkRequests: Int(artworkRequests), flightRequests: Int(flightRequests), objectsAlive: Int(objectsAlive),
                   supportObjectsAlive: Int(supportObjectsAlive))
    }
}
