import ArchitectureKit
import Domain
import HeadlessUI
import VirtualTime

/// Everything one run lives in: virtual time, the model controllers set up as the
/// scenario says, and the window the architecture's first screen is shown in.
@MainActor
final class World {
    let queue = VirtualMainQueue()
    let environment: AppEnvironment
    let window: Window
    let driver: Driver
    /// The board as the scenario gave it, in file order.
    let boardFlights: [Flight]

    init(catalog: SongCatalog, flights: [Flight], setup: Setup, architecture: any Architecture, launch: LaunchScreen) {
        let search = SongSearchService(catalog: catalog, queue: queue, latency: setup.searchLatency, limit: setup.limit)
        search.latencyByTerm = setup.searchLatencyByTerm
        let artwork = ArtworkLoader(queue: queue, latency: setup.artworkLatency)
        artwork.latencyByURLEnding = setup.artworkLatencyByURLEnding
        boardFlights = flights
        environment = AppEnvironment(
            mainQueue: queue,
            songSearch: search,
            artwork: artwork,
            flights: FlightService(flights: flights, queue: queue, latency: setup.flightsLatency)
        )
        for kind in setup.failuresBeforeLaunch { Self.failNext(kind, in: environment) }
        let root = architecture.makeRoot(launch, environment: environment)
        window = Window(rootViewController: NavigationController(rootViewController: root),
                        viewport: Viewport(visibleRows: setup.viewport))
        driver = Driver(window: window)
    }

    /// The requests made so far, by kind.
    func requestCount(_ kind: ServiceKind) -> Int {
        switch kind {
        case .search: environment.songSearch.requestCount
        case .artwork: environment.artwork.requestCount
        case .flights: environment.flights.requestCount
        }
    }

    func failNext(_ kind: ServiceKind) {
        Self.failNext(kind, in: environment)
    }

    private static func failNext(_ kind: ServiceKind, in environment: AppEnvironment) {
        switch kind {
        case .search: environment.songSearch.failNextRequest()
        case .artwork: environment.artwork.failNextRequest()
        case .flights: environment.flights.failNextRequest()
        }
    }

    var stack: [ViewController] { window.rootViewController.viewControllers }
}
