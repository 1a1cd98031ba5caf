/// One of the exact counts of ``WorkCounts``, named, so that a report can choose which to show.
/// The cases are in the order every work table lists its columns.
public enum WorkCounter: String, Sendable, Codable, CaseIterable {
    case writes, equalWrites, cellsConfigured, fullReloads, partialReloads, tasksScheduled
    case searchRequests, artworkRequests, flightRequests, objectsAlive, supportObjectsAlive

    /// This count in `work`.
    public func value(in work: WorkCounts) -> Int {
        switch self {
        case .writes: work.writes
        case .equalWrites: work.equalWrites
        case .cellsConfigured: work.cellsConfigured
        case .fullReloads: work.fullReloads
        case .partialReloads: work.partialReloads
        case .tasksScheduled: work.tasksScheduled
        case .searchRequests: work.searchRequests
        case .artworkRequests: work.artworkRequests
        case .flightRequests: work.flightRequests
        case .objectsAlive: work.objectsAlive
        case .supportObjectsAlive: work.supportObjectsAlive
        }
    }
}
