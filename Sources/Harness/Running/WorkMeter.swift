import ArchitectureKit
import HeadlessUI
import ScenarioLanguage

/// Reads the work counters before a run and after each step, and hands each step its share
/// as ``WorkCounts``.
///
/// Every count is a difference between two readings taken on the main actor within one
/// synchronous run, so work elsewhere (another test, another run) cannot leak into it.
@MainActor
struct WorkMeter {
    private struct Reading {
        var ui: UIWork
        var tasksScheduled = 0
        var searchRequests = 0
        var artworkRequests = 0
        var flightRequests = 0
    }

    private let architecture: any Architecture
    private let start: Reading
    private let widgetsAtStart: WidgetWrites
    private let supportObjectsAtStart: Int
    private var previous: Reading

    /// Takes the first reading. Call it before the run's World is made: the objects alive
    /// then are someone else's and do not count.
    init(architecture: any Architecture) {
        self.architecture = architecture
        start = Reading(ui: UIWork.total)
        widgetsAtStart = WidgetWrites.total
        supportObjectsAtStart = architecture.liveSupportObjects ?? 0
        previous = start
    }

    /// The work done since the previous call (the first call: since the meter was made), and
    /// the objects alive now: the app's, which count themselves (HeadlessUI's views and view
    /// controllers, ArchitectureKit's `CountedObject`), and the support library's, apart.
    mutating func step(in world: World) -> WorkCounts {
        let now = Reading(ui: UIWork.total, tasksScheduled: world.queue.tasksScheduled, searchRequests: world.requestCount(.search),
                          artworkRequests: world.requestCount(.artwork), flightRequests: world.requestCount(.flights))
        let ui = now.ui.since(previous.ui)
        let work = WorkCounts(
            writes: ui.writes, equalWrites: ui.equalWrites, cellsConfigured: ui.cellsConfigured,
            fullReloads: ui.fullReloads, partialReloads: ui.partialReloads,
            tasksScheduled: now.tasksScheduled - previous.tasksScheduled,
            searchRequests: now.searchRequests - previous.searchRequests,
            artworkRequests: now.artworkRequests - previous.artworkRequests,
            flightRequests: now.flightRequests - previous.flightRequests,
            objectsAlive: now.ui.since(start.ui).objectsAlive,
            supportObjectsAlive: (architecture.liveSupportObjects ?? 0) - supportObjectsAtStart)
        previous = now
        return work
    }

    /// The writes since the meter was made, by the widget they went to.
    func writesByWidget() -> [String: WidgetWrites.Tally] {
        WidgetWrites.total.since(widgetsAtStart)
    }
}
