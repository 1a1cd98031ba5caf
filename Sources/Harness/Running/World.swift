import ArchitectureKit
import Domain
import HeadlessUI
import ScenarioLanguage
import VirtualTime

/// Everything one run lives in: virtual time, the model controllers set up as the
/// scenario says, and the window the architecture's first screen is shown in.
///
/// The runner drives it step by step and checks each step; a benchmark drives the same
/// world without the checks (``launch()``, ``perform(_:)``, ``snapshot()``).
@MainActor
public final class World {
    let queue = VirtualMainQueue()
    let environment: AppEnvironment
    let window: Window
    let driver: Driver
    /// The board as the scenario gave it, in file order.
    let boardFlights: [Flight]

    /// Builds the world `prepared` asks for, with `architecture`'s first screen in the window,
    /// not yet shown.
    public convenience init(_ prepared: PreparedScenario, architecture: any Architecture) {
        let scenario = prepared.scenario
        self.init(catalog: prepared.catalog, flights: prepared.flights, setup: scenario.setup,
                  architecture: architecture, launch: scenario.launch)
    }

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

    /// Shows the first screen and runs what its appearance scheduled for now.
    public func launch() {
        window.makeKeyAndVisible()
        queue.drain()
    }

    /// Runs everything due now, including the work it schedules.
    public func drain() {
        queue.drain()
    }

    /// The top screen's canonical text (SPEC §5).
    public func snapshot() -> String {
        driver.snapshot()
    }

    /// Performs one statement as the user would; `expect` only reads the screen, so it has
    /// nothing to perform.
    ///
    /// - Throws: ``StepError`` when the step cannot be done as written, or when `settle`
    ///   finds work that never ends.
    public func perform(_ action: Step.Action) throws(StepError) {
        if case .settle = action {
            do {
                try queue.runUntilIdle(maxTasks: ScenarioRunner.settleLimit)
            } catch {
                throw .runaway(taskLimit: error.tasksRun)
            }
            return
        }
        do {
            try performWithDriver(action)
        } catch {
            throw .driver(error)
        }
    }

    /// Every statement but `settle`: what the user does through the driver, and the time and
    /// the services around it.
    private func performWithDriver(_ action: Step.Action) throws(DriverError) {
        switch action {
        case let .type(element, text, every):
            for (position, character) in text.enumerated() {
                if position > 0, every > .zero { queue.advance(by: every) }
                try driver.type(character, into: element)
            }
        case let .replace(element, text):
            try driver.replaceText(of: element, with: text)
        case let .tap(element):
            try driver.tap(element)
        case let .tapRow(element, row):
            try driver.tapRow(row, of: element)
        case let .scroll(element, row):
            try driver.scroll(element, toRow: row)
        case .back:
            // The popped screen is dropped at once: the runner must not keep it alive.
            _ = try driver.back()
        case let .wait(duration):
            queue.advance(by: duration)
        case let .failNext(kind):
            failNext(kind)
        case let .push(flight, status):
            environment.flights.publish(FlightStatusChange(flightID: flight, status: status))
        case let .pushUpdates(count):
            for change in LiveFeed.changes(count, for: boardFlights) { environment.flights.publish(change) }
        case .settle, .expect:
            // `settle` is performed by `perform(_:)`; `expect` only reads.
            break
        }
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
