import Domain
import Foundation

/// A small catalog, in catalog order.
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

/// A small board, listed out of order.
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
    /// 08:25 in London to 11:30 in New York.
    static let ba117 = Flight(
        airline: britishAirways, number: "117",
        departure: Endpoint(airport: heathrow, date: instant("2015-04-01T07:25:00Z")),
        arrival: Endpoint(airport: kennedy, date: instant("2015-04-01T15:30:00Z")),
        status: .onTime
    )

    static let flights = [ba287, aa100, ba117]
}

/// An instant written as ISO 8601, `2015-04-01T13:05:00Z`.
func instant(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text)!
}
