import Diagnostics
import Domain
import Foundation

// Values the Domain tests share. Dates are built from calendar fields in UTC, worked out by
// hand from the local times and offsets in the comments, so no test leans on the parsers
// it is checking.

/// The instant of a UTC calendar time.
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    return calendar.date(from: components)!
}

/// An IANA time zone the tests rely on.
func zone(_ identifier: String) -> TimeZone {
    TimeZone(identifier: identifier)!
}

/// Airports as the CSV describes them.
enum TestAirports {
    static let lhr = Airport(code: "LHR", name: "London Heathrow Airport", city: "London", timeZone: zone("Europe/London"))
    static let sfo = Airport(code: "SFO", name: "San Francisco International Airport", city: "San Francisco", timeZone: zone("America/Los_Angeles"))
    static let jfk = Airport(code: "JFK", name: "John F Kennedy International Airport", city: "New York", timeZone: zone("America/New_York"))
    static let bom = Airport(code: "BOM", name: "Chhatrapati Shivaji International Airport", city: "Mumbai", timeZone: zone("Asia/Kolkata"))
    static let ktm = Airport(code: "KTM", name: "Tribhuvan International Airport", city: "Kathmandu", timeZone: zone("Asia/Kathmandu"))
    static let sin = Airport(code: "SIN", name: "Singapore Changi International Airport", city: "Singapore", timeZone: zone("Asia/Singapore"))
    static let syd = Airport(code: "SYD", name: "Sydney Kingsford Smith International Airport", city: "Sydney", timeZone: zone("Australia/Sydney"))
    static let lax = Airport(code: "LAX", name: "Los Angeles International Airport", city: "Los Angeles", timeZone: zone("America/Los_Angeles"))
}

enum TestAirlines {
    static let ba = Airline(code: "BA", name: "British Airways")
    static let sq = Airline(code: "SQ", name: "Singapore Airlines")
    static let qf = Airline(code: "QF", name: "Qantas")
}

/// BA 287 as the SPEC shows it: LHR 14:05 BST (+01:00, so 13:05 UTC) to SFO 17:00 PDT
/// (−07:00, so 00:00 UTC the next day): 10 hours 55 minutes in the air.
func ba287(status: FlightStatus = .onTime) -> Flight {
    Flight(
        airline: TestAirlines.ba, number: "287",
        departure: Endpoint(airport: TestAirports.lhr, date: utc(2015, 4, 1, 13, 5)),
        arrival: Endpoint(airport: TestAirports.sfo, date: utc(2015, 4, 2, 0, 0)),
        status: status
    )
}

/// A song with only what a test names; the rest unknown.
func makeSong(
    _ id: Int, _ trackName: String, by artistName: String, on collectionName: String? = nil,
    millis: Int? = nil, artwork: String? = nil
) -> Song {
    Song(id: id, trackName: trackName, artistName: artistName, collectionName: collectionName,
         trackTimeMillis: millis, artworkURL100: artwork)
}

/// A file of the Domain module's Fixtures folder, found from this source file, so tests can
/// read the bytes as written (integer prices, absent keys) and not only what was decoded.
func fixtureFileText(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // Support
        .deletingLastPathComponent() // DomainTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // the package
        .appendingPathComponent("Sources/Domain/Fixtures")
        .appendingPathComponent(name)
    return try String(contentsOf: url, encoding: .utf8)
}

/// A place in a file, as ``SourceDiagnostic`` and the JSON parser count it (Testing has a
/// `SourceLocation` of its own, hence the short name).
func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
    Diagnostics.SourceLocation(line: line, column: column)
}
