import Diagnostics

// The `given` statements: the catalog, the board, latencies, the limit and the viewport a
// scenario runs with, read into its `Setup`.

extension ParseState {
    /// Reads what follows `given` into ``setup``.
    mutating func given(_ reader: inout TokenReader) throws(StatementFault) {
        let what = try reader.choice(["catalog", "flights", "songs", "latency", "limit", "viewport"], "what is given")
        switch what {
        case "catalog":
            setup.catalog = try fixture(&reader).map { .file($0.path, at: $0.location) } ?? .standard
        case "flights":
            setup.flights = try fixture(&reader).map { .file($0.path, at: $0.location) } ?? .standard
        case "songs":
            let count = try reader.integer("the number of songs", in: 0...1_000_000)
            _ = try reader.choice(["seed"], "seed N")
            let seed = try reader.integer("the seed", in: 0...Int.max)
            setup.catalog = .synthetic(count: count, seed: UInt64(seed))
        case "latency":
            let kind = try reader.serviceKind()
            let duration = try reader.duration()
            if reader.peekWord == "for" {
                let column = reader.nextColumn
                _ = try reader.word("for")
                switch kind {
                case .search: setup.searchLatencyByTerm[try reader.string("the search term in double quotes")] = duration
                case .artwork: setup.artworkLatencyByURLEnding[try reader.string("the end of the artwork URLs in double quotes")] = duration
                case .flights: throw StatementFault(column: column, message: "flights latency cannot be given per request; only search (per term) and artwork (per URL ending)")
                }
            } else {
                switch kind {
                case .search: setup.searchLatency = duration
                case .artwork: setup.artworkLatency = duration
                case .flights: setup.flightsLatency = duration
                }
            }
        case "limit":
            setup.limit = try reader.integer("the result limit", in: 1...200_000)
        default:
            setup.viewport = try reader.integer("the number of visible rows", in: 1...1_000)
        }
    }

    /// `default` (nil) or a quoted path to a fixture file, with where the path stands.
    private func fixture(_ reader: inout TokenReader) throws(StatementFault) -> (path: String, location: SourceLocation)? {
        if let path = try reader.optionalString() { return (path, reader.lastLocation) }
        _ = try reader.choice(["default"], "default or a \"path.json\"")
        return nil
    }
}
