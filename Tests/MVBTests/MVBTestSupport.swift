import Domain
import Foundation
import HeadlessUI
import Reactive
import ReactiveTest

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

/// A search for the model tests: answers each term with the test observable given for it,
/// and remembers every term it was asked for.
@MainActor
final class FakeSearch {
    var answers: [String: TestableObservable<[Song]>] = [:]
    private(set) var terms: [String] = []

    func search(_ term: String) -> Observable<[Song]> {
        terms.append(term)
        return answers[term]?.asObservable() ?? .never()
    }
}

/// A few songs, in catalog order.
enum Songs {
    static let heyJude = Song(
        id: 1, trackName: "Hey Jude", artistName: "The Beatles", collectionName: "Hey Jude",
        trackTimeMillis: 431_333, artworkURL100: "https://art.example/1/100x100bb.jpg")
    static let judesSong = Song(id: 2, trackName: "Jude's Song", artistName: "Some Artist")
    static let yesterday = Song(
        id: 3, trackName: "Yesterday", artistName: "The Beatles", collectionName: "Help!",
        trackTimeMillis: 125_000, artworkURL100: "https://art.example/3/100x100bb.jpg", primaryGenreName: "Rock",
        releaseDate: instant("1965-08-06T07:00:00Z"), trackPrice: Decimal(string: "1.29"), currency: "USD",
        explicitness: .notExplicit)
    static let slowRide = Song(id: 4, trackName: "Slow Ride", artistName: "Foghat", explicitness: .explicit)

    static let catalog = SongCatalog(songs: [heyJude, judesSong, yesterday, slowRide])
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
    /// 18:00 in New York (EDT) to 06:00 the next day in London.
    static let aa100 = Flight(
        airline: Airline(code: "AA", name: "American Airlines"), number: "100",
        departure: Endpoint(airport: kennedy, date: instant("2015-04-01T22:00:00Z")),
        arrival: Endpoint(airport: heathrow, date: instant("2015-04-02T05:00:00Z")),
        status: .boarding
    )
    /// 08:25 in London.
    static let ba117 = Flight(
        airline: britishAirways, number: "117",
        departure: Endpoint(airport: heathrow, date: instant("2015-04-01T07:25:00Z")),
        arrival: Endpoint(airport: kennedy, date: instant("2015-04-01T15:30:00Z")),
        status: .onTime
    )

    static let flights = [ba287, aa100, ba117]
}

extension View {
    /// The view under this one with the identifier, of the expected kind.
    @MainActor
    func element<Kind: View>(_ id: String, as kind: Kind.Type = Kind.self) -> Kind {
        subtree().first { $0.accessibilityIdentifier == id } as! Kind
    }
}
