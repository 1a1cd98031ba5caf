import Domain
import Foundation
import HeadlessUI
import VirtualTime

/// Puts `viewController` on screen as the root of a navigation stack in a window, and
/// returns a driver that reaches its widgets by accessibility identifier, as a UI test does.
@MainActor
func present(_ viewController: ViewController, visibleRows: Int = 10) -> Driver {
    let navigation = NavigationController(rootViewController: viewController)
    let window = Window(rootViewController: navigation, viewport: Viewport(visibleRows: visibleRows))
    window.makeKeyAndVisible()
    return Driver(window: window)
}

/// Puts a plain screen on screen, then pushes `viewController` over it, so it can be closed.
@MainActor
func presentPushed(_ viewController: ViewController) -> Driver {
    let driver = present(ViewController())
    driver.window.rootViewController.pushViewController(viewController, animated: true)
    return driver
}

/// The texts an element showed over virtual time, each with the instant it first showed:
/// `["0ms Type to search", "530ms Searching for “hey”…"]`.
@MainActor
final class TextHistory {
    private let id: String
    private let driver: Driver
    private let queue: VirtualMainQueue
    private(set) var entries: [String] = []
    private var lastText: String?

    init(of id: String, in driver: Driver, queue: VirtualMainQueue) {
        self.id = id
        self.driver = driver
        self.queue = queue
        record()
    }

    /// Notes the element's text now, if it changed.
    func record() {
        let text = (try? driver.text(of: id)) ?? "<absent>"
        guard text != lastText else { return }
        lastText = text
        entries.append("\(queue.now.wholeMilliseconds)ms \(text)")
    }

    /// Moves time forward a millisecond at a time, noting every change.
    func advance(by duration: Duration) {
        for _ in 0..<duration.wholeMilliseconds {
            queue.advance(by: .milliseconds(1))
            record()
        }
    }
}

/// An instant written as ISO 8601, `2015-04-01T13:05:00Z`.
func instant(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text)!
}

/// A small board, listed out of order, with two flights leaving at the same instant.
enum Board {
    static let heathrow = Airport(code: "LHR", name: "Heathrow Airport", city: "London", timeZone: TimeZone(identifier: "Europe/London")!)
    static let sanFrancisco = Airport(code: "SFO", name: "San Francisco International Airport", city: "San Francisco", timeZone: TimeZone(identifier: "America/Los_Angeles")!)
    static let kennedy = Airport(code: "JFK", name: "John F. Kennedy International Airport", city: "New York", timeZone: TimeZone(identifier: "America/New_York")!)
    static let britishAirways = Airline(code: "BA", name: "British Airways")

    /// 14:05 in London (BST) to 16:55 in San Francisco (PDT): 10 hours, 50 minutes.
    static let ba287 = Flight(
        airline: britishAirways, number: "287",
        departure: Endpoint(airport: heathrow, date: instant("2015-04-01T13:05:00Z")),
        arrival: Endpoint(airport: sanFrancisco, date: instant("2015-04-01T23:55:00Z")),
        status: .onTime
    )
    /// 18:00 in New York (EDT) to 06:00 the next day in London: overnight, 7 hours.
    static let aa100 = Flight(
        airline: Airline(code: "AA", name: "American Airlines"), number: "100",
        departure: Endpoint(airport: kennedy, date: instant("2015-04-01T22:00:00Z")),
        arrival: Endpoint(airport: heathrow, date: instant("2015-04-02T05:00:00Z")),
        status: .boarding
    )
    static let ba117 = Flight(
        airline: britishAirways, number: "117",
        departure: Endpoint(airport: heathrow, date: instant("2015-04-01T07:25:00Z")),
        arrival: Endpoint(airport: kennedy, date: instant("2015-04-01T15:30:00Z")),
        status: .onTime
    )
    static let ua901 = Flight(
        airline: Airline(code: "UA", name: "United Airlines"), number: "901",
        departure: Endpoint(airport: heathrow, date: instant("2015-04-01T13:05:00Z")),
        arrival: Endpoint(airport: sanFrancisco, date: instant("2015-04-02T00:05:00Z")),
        status: .delayed(minutes: 10)
    )

    static let flights = [ba287, aa100, ba117, ua901]
}
