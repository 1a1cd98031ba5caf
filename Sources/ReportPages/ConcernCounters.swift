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
        var work = WorkCounts.total(runs.map(\.totalWork))
        let tallies = writesByWidget(of: runs, for: concern).values
        work.writes = tallies.map(\.writes).reduce(0, +)
        work.equalWrites = tallies.map(\.equalWrites).reduce(0, +)
        return work
    }

    /// The writes of `runs` to the concern's widgets, added up by widget.
    static func writesByWidget(of runs: [ArchitectureRun], for concern: Concern) -> [String: WidgetWrites.Tally] {
        let widgets = widgets(for: concern)
        var tallies: [String: WidgetWrites.Tally] = [:]
        for run in runs {
            for (widget, tally) in run.writesByWidget where widgets.contains(where: { WidgetWrites.name($0, covers: widget) }) {
                tallies[widget, default: WidgetWrites.Tally()].add(tally)
            }
        }
        return tallies
    }
}
