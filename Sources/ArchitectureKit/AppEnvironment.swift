import Domain
import VirtualTime

/// Everything outside the screens that an architecture may use: the main queue (the only
/// source of time) and the shared model controllers. Every architecture faces the same world.
@MainActor
public struct AppEnvironment {
    public let mainQueue: MainQueue
    public let songSearch: SongSearchService
    public let artwork: ArtworkLoader
    public let flights: FlightService

    public init(mainQueue: MainQueue, songSearch: SongSearchService, artwork: ArtworkLoader, flights: FlightService) {
        self.mainQueue = mainQueue
        self.songSearch = songSearch
        self.artwork = artwork
        self.flights = flights
    }
}
