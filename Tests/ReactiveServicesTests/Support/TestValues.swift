import Domain
import Foundation

/// A few songs, in catalog order.
enum Songs {
    static let heyJude = Song(id: 1, trackName: "Hey Jude", artistName: "The Beatles", artworkURL100: "https://art.example/1/100x100bb.jpg")
    static let judesSong = Song(id: 2, trackName: "Jude's Song", artistName: "Some Artist")
    static let yesterday = Song(id: 3, trackName: "Yesterday", artistName: "The Beatles")

    static let catalog = SongCatalog(songs: [heyJude, judesSong, yesterday])
}

/// One flight on a small board.
enum Board {
    static let heathrow = Airport(code: "LHR", name: "Heathrow Airport", city: "London", timeZone: TimeZone(identifier: "Europe/London")!)
    static let kennedy = Airport(code: "JFK", name: "John F. Kennedy International Airport", city: "New York", timeZone: TimeZone(identifier: "America/New_York")!)

    static let ba117 = Flight(
        airline: Airline(code: "BA", name: "British Airways"), number: "117",
        departure: Endpoint(airport: heathrow, date: Date(timeIntervalSince1970: 1_427_873_100)),
        arrival: Endpoint(airport: kennedy, date: Date(timeIntervalSince1970: 1_427_902_200)),
        status: .onTime
    )
}
