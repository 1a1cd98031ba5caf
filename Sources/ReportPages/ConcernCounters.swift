import Harness
import HeadlessUI
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
        case "navigation": [.objectsAlive, .supportObjectsAlive, .fullReloads, .cellsConfigured]
        case "live-updates": [.partialReloads, .fullReloads, .cellsConfigured, .writes, .equalWrites]
        case "reuse-safe-artwork": [.artworkRequests, .cellsConfigured, .writes]
        default: WorkCounter.allCases
        }
    }

    /// The widgets whose writes are the concern's, as HeadlessUI's `WidgetWrites` names them.
    /// A name covers the widgets under it: `card` covers `card.status`; `search.results[]`
    /// covers every field of the table's rows.
    static func widgets(for concern: Concern) -> [String] {
        switch concern.id {
        case "latest-wins": ["search.status", "search.results[]"]
        case "card-formatting": ["card"]
        case "live-updates": ["flights.list[]", "card.status"]
        case "reuse-safe-artwork": ["search.results[].artwork"]
        default: []
        }
    }

    /// The work of `runs` added up, with only the writes to the concern's widgets.
    static func work(of runs: [ArchitectureRun], for concern: Concern) -> WorkCounts {
        let widgets = widgets(for: concern)
        var work = WorkCounts.total(runs.map(\.totalWork))
        work.writes = 0
        work.equalWrites = 0
        for run in runs {
            for (widget, tally) in run.writesByWidget where widgets.contains(where: { WidgetWrites.name($0, covers: widget) }) {
                work.writes += tally.writes
                work.equalWrites += tally.equalWrites
            }
        }
        return work
    }
}
