import Harness
import Metrics

/// The counts that belong to each concern: what its own code makes happen, not everything its
/// scenarios do. A debounce schedules tasks and sends searches; the writes of the rows it
/// leads to are the rows' cost, not the debounce's.
enum ConcernCounters {
    static func counters(for concern: Concern) -> [WorkCounter] {
        switch concern.id {
        case "debounce": [.tasksScheduled, .searchRequests]
        case "latest-wins": [.searchRequests, .fullReloads, .cellsConfigured, .writes]
        case "card-formatting": [.writes, .equalWrites]
        case "navigation": [.objectsAlive, .fullReloads, .cellsConfigured]
        case "live-updates": [.partialReloads, .fullReloads, .cellsConfigured, .writes]
        case "reuse-safe-artwork": [.artworkRequests, .cellsConfigured, .writes]
        default: WorkCounter.allCases
        }
    }
}
