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

/// An instant written as ISO 8601, `2015-04-01T13:05:00Z`.
func instant(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text)!
}

/// A few songs, built by hand, for the view models and the search.
enum Songs {
    static let heyJude = Song(
        id: 1, trackName: "Hey Jude", artistName: "The Beatles", collectionName: "Hey Jude",
        trackTimeMillis: 431_333, artworkURL100: "https://art.example/1/100x100bb.jpg",
        primaryGenreName: "Rock", releaseDate: instant("1968-08-26T12:00:00Z"),
        trackPrice: Decimal(string: "1.29"), currency: "USD", explicitness: .notExplicit
    )
    static let judesSong = Song(id: 2, trackName: "Jude's Song", artistName: "Some Artist")
    static let yesterday = Song(
        id: 3, trackName: "Yesterday", artistName: "The Beatles", collectionName: "Help!",
        trackTimeMillis: 125_000, artworkURL100: "https://art.example/3/100x100bb.jpg"
    )
    static let slowRide = Song(id: 4, trackName: "Slow Ride", artistName: "Foghat")
    static let fastCar = Song(id: 5, trackName: "Fast Car", artistName: "Tracy Chapman")

    /// The five songs above, then thirty tracks by "Band" with artwork, to scroll through.
    static let catalog = SongCatalog(songs: [heyJude, judesSong, yesterday, slowRide, fastCar] + (1...30).map { number in
        Song(id: 100 + number, trackName: "Track \(number)", artistName: "Band",
             artworkURL100: "https://art.example/track\(number)/100x100bb.jpg")
    })
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
    /// 08:25 in London to 11:30 in New York.
    static let ba117 = Flight(
        airline: britishAirways, number: "117",
        departure: Endpoint(airport: heathrow, date: instant("2015-04-01T07:25:00Z")),
        arrival: Endpoint(airport: kennedy, date: instant("2015-04-01T15:30:00Z")),
        status: .onTime
    )
    /// Leaves with BA 287, delayed by 10 minutes.
    static let ua901 = Flight(
        airline: Airline(code: "UA", name: "United Airlines"), number: "901",
        departure: Endpoint(airport: heathrow, date: instant("2015-04-01T13:05:00Z")),
        arrival: Endpoint(airport: sanFrancisco, date: instant("2015-04-02T00:05:00Z")),
        status: .delayed(minutes: 10)
    )

    static let flights = [ba287, aa100, ba117, ua901]

    /// `flight` with another status.
    static func flight(_ flight: Flight, _ status: FlightStatus) -> Flight {
        var changed = flight
        changed.status = status
        return changed
    }
}

/// What a model controller reported over virtual time, each value with the instant it came,
/// as a marble test writes it: `[at(330, .searching(term: "hey")), at(530, .found(…))]`.
@MainActor
final class Timeline<Value: Equatable> {
    /// One report: when, and what.
    struct Event: Equatable {
        let milliseconds: Int64
        let value: Value
    }

    private let queue: VirtualMainQueue
    /// Every report so far, in order.
    private(set) var events: [Event] = []

    init(queue: VirtualMainQueue) {
        self.queue = queue
    }

    /// Notes `value` at the queue's current instant.
    func record(_ value: Value) {
        events.append(Event(milliseconds: queue.now.wholeMilliseconds, value: value))
    }
}

/// A report expected at `milliseconds` of virtual time.
@MainActor
func at<Value>(_ milliseconds: Int64, _ value: Value) -> Timeline<Value>.Event {
    Timeline<Value>.Event(milliseconds: milliseconds, value: value)
}
