// The counts as they cross between processes inside a step record or a run: eleven numbers in
// a fixed order, with no field names to write, scan and look up.
//
//     [writes, equal writes, cells, full reloads, partial reloads, tasks,
//      search requests, artwork requests, flight requests, objects alive, support objects alive]
//
// The named form (`WorkCounts`' own `Codable`) is the one the JSON reports show.

extension WorkCounts {
    /// Appends the eleven counts to `values`, in the order above.
    func encodeCompact(into values: inout some UnkeyedEncodingContainer) throws {
        for count in [writes, equalWrites, cellsConfigured, fullReloads, partialReloads, tasksScheduled,
                      searchRequests, artworkRequests, flightRequests, objectsAlive, supportObjectsAlive] {
            try values.encode(count)
        }
    }

    /// Reads the eleven counts ``encodeCompact(into:)`` wrote.
    init(compactFrom values: inout some UnkeyedDecodingContainer) throws {
        self.init(
            writes: try values.decode(Int.self), equalWrites: try values.decode(Int.self), cellsConfigured: try values.decode(Int.self),
            fullReloads: try values.decode(Int.self), partialReloads: try values.decode(Int.self), tasksScheduled: try values.decode(Int.self),
            searchRequests: try values.decode(Int.self), artworkRequests: try values.decode(Int.self), flightRequests: try values.decode(Int.self),
            objectsAlive: try values.decode(Int.self), supportObjectsAlive: try values.decode(Int.self)
        )
    }
}
