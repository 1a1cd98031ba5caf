/// The three kinds of file a user writes for the workbench, each fuzzed on its own.
enum FuzzFormat: String, CaseIterable, Sendable {
    /// A scenario (SPEC §4), read by the scenario language.
    case scenario
    /// A song catalog in the iTunes Search API's JSON, read by `SongDecoder`.
    case catalog
    /// A flight board fixture, read by `FlightBoardDecoder`.
    case board

    /// Whether the format is JSON.
    var isJSON: Bool { self != .scenario }
}
