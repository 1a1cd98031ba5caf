/// The exact work of one step, or of a whole run (SPEC §7): counted, not timed, so the same
/// scenario gives the same numbers on every run and every machine.
public struct WorkCounts: Sendable, Equatable, Codable {
    /// Assignments by app code to a widget property the screen shows (HeadlessUI's `UIWork.writes`).
    public var writes: Int
    /// The writes that set a property to the value it already had: wasted work.
    public var equalWrites: Int
    /// How many times a table asked its data source for a cell.
    public var cellsConfigured: Int
    /// Whole-table reloads, the first load of each table included.
    public var fullReloads: Int
    /// Reloads of some rows only.
    public var partialReloads: Int
    /// Tasks scheduled on the main queue: debounces, service answers, hops back to the main queue.
    public var tasksScheduled: Int
    /// Searches that reached the song search service.
    public var searchRequests: Int
    /// Artwork loads that went to the network (cache hits and shared loads are not requests).
    public var artworkRequests: Int
    /// Flight board loads.
    public var flightRequests: Int
    /// After a step: the objects of the app alive (every class instance the architecture's own
    /// code creates, views, view controllers and view models included), beyond those alive
    /// before the run began. In a total: the most alive after any step.
    public var objectsAlive: Int
    /// After a step: the support library's objects alive (subscriptions, subjects, bindings, as
    /// the library counts them), beyond those alive before the run, counted apart from
    /// ``objectsAlive``. In a total: the most alive after any step.
    public var supportObjectsAlive: Int

    /// Counts with the given values; zero for any left out. `WorkCounts(objectsAlive: n)` is
    /// no work with `n` objects alive: what an `expect` step records.
    public init(writes: Int = 0, equalWrites: Int = 0, cellsConfigured: Int = 0, fullReloads: Int = 0, partialReloads: Int = 0,
                tasksScheduled: Int = 0, searchRequests: Int = 0, artworkRequests: Int = 0, flightRequests: Int = 0, objectsAlive: Int = 0,
                supportObjectsAlive: Int = 0) {
        self.writes = writes
        self.equalWrites = equalWrites
        self.cellsConfigured = cellsConfigured
        self.fullReloads = fullReloads
        self.partialReloads = partialReloads
        self.tasksScheduled = tasksScheduled
        self.searchRequests = searchRequests
        self.artworkRequests = artworkRequests
        self.flightRequests = flightRequests
        self.objectsAlive = objectsAlive
        self.supportObjectsAlive = supportObjectsAlive
    }

    /// Reads counts written as JSON; counts written before the support library's objects were
    /// counted apart (a published timing run's) have none of them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func count(_ key: CodingKeys) throws -> Int { try container.decode(Int.self, forKey: key) }
        self.init(writes: try count(.writes), equalWrites: try count(.equalWrites), cellsConfigured: try count(.cellsConfigured),
                  fullReloads: try count(.fullReloads), partialReloads: try count(.partialReloads), tasksScheduled: try count(.tasksScheduled),
                  searchRequests: try count(.searchRequests), artworkRequests: try count(.artworkRequests), flightRequests: try count(.flightRequests),
                  objectsAlive: try count(.objectsAlive),
                  supportObjectsAlive: try container.decodeIfPresent(Int.self, forKey: .supportObjectsAlive) ?? 0)
    }

    /// The work of this step, or these steps, and then of `later`: the counts add up, and the
    /// objects alive (the app's, the support library's) are each the higher of the two, so a
    /// total keeps the peaks.
    public func adding(_ later: WorkCounts) -> WorkCounts {
        WorkCounts(writes: writes + later.writes, equalWrites: equalWrites + later.equalWrites,
                   cellsConfigured: cellsConfigured + later.cellsConfigured, fullReloads: fullReloads + later.fullReloads,
                   partialReloads: partialReloads + later.partialReloads, tasksScheduled: tasksScheduled + later.tasksScheduled,
                   searchRequests: searchRequests + later.searchRequests, artworkRequests: artworkRequests + later.artworkRequests,
                   flightRequests: flightRequests + later.flightRequests, objectsAlive: max(objectsAlive, later.objectsAlive),
                   supportObjectsAlive: max(supportObjectsAlive, later.supportObjectsAlive))
    }

    /// The total of several steps or runs: sums, and the peaks of objects alive.
    public static func total(_ counts: some Sequence<WorkCounts>) -> WorkCounts {
        counts.reduce(WorkCounts()) { $0.adding($1) }
    }

    /// One line for a trace: `writes 12 (3 equal)  cells 10  reloads 1 full 0 partial  tasks 4  requests 1 search 10 artwork 0 flights  alive 58 support 6`
    public var line: String {
        "writes \(writes) (\(equalWrites) equal)  cells \(cellsConfigured)  reloads \(fullReloads) full \(partialReloads) partial  "
            + "tasks \(tasksScheduled)  requests \(searchRequests) search \(artworkRequests) artwork \(flightRequests) flights  "
            + "alive \(objectsAlive) support \(supportObjectsAlive)"
    }
}
