import ArchitectureKit
import Domain
import HeadlessUI
import VirtualTime

/// Puts `viewController` on screen as the root of a navigation stack in a window, and
/// returns a driver that reaches its widgets by accessibility identifier, as a UI test does.
///
/// - Parameters:
///   - viewController: The screen under test.
///   - visibleRows: How many table rows the window shows.
/// - Returns: A driver on the window.
@MainActor
public func present(_ viewController: ViewController, visibleRows: Int = 10) -> Driver {
    let navigation = NavigationController(rootViewController: viewController)
    let window = Window(rootViewController: navigation, viewport: Viewport(visibleRows: visibleRows))
    window.makeKeyAndVisible()
    return Driver(window: window)
}

/// Puts a plain screen on screen, then pushes `viewController` over it, so it can be closed.
///
/// - Returns: A driver on the window, with `viewController` on top.
@MainActor
public func presentPushed(_ viewController: ViewController) -> Driver {
    let driver = present(ViewController())
    driver.window.rootViewController.pushViewController(viewController, animated: true)
    return driver
}

/// An environment whose model controllers have nothing to find: for tests of what a
/// composition root builds.
@MainActor
public func emptyEnvironment() -> AppEnvironment {
    let queue = VirtualMainQueue()
    return AppEnvironment(
        mainQueue: queue,
        songSearch: SongSearchService(catalog: SongCatalog(songs: []), queue: queue),
        artwork: ArtworkLoader(queue: queue),
        flights: FlightService(flights: [], queue: queue)
    )
}

/// Pushes the screen `make` builds, taps its close button and drains `queue`, holding the
/// screen only weakly: SPEC §3.6 wants a closed screen gone at once, whatever it still had
/// under way.
///
/// - Returns: Whether the screen was released, and the driver, to look further.
@MainActor
public func pushThenClose(
    _ make: () -> ViewController, closeButton: String, queue: VirtualMainQueue
) throws -> (released: Bool, driver: Driver) {
    weak var screen: ViewController?
    let driver: Driver
    do {
        let pushed = make()
        screen = pushed
        driver = presentPushed(pushed)
    }
    try driver.tap(closeButton)
    queue.drain()
    return (screen == nil, driver)
}
