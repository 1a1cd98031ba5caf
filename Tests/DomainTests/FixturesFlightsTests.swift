import Domain
import Foundation
import Testing

/// The default flight board proves what the flight scenarios rely on: real airports, real
/// offsets, and the awkward cases of time zones.
struct FixturesFlightsTests {
    let flights: [Flight]

    init() throws {
        flights = try Fixtures.defaultFlights()
    }

    private func flight(_ id: String) throws -> Flight {
        try #require(flights.first { $0.id == id })
    }

    // MARK: - The board

    @Test func theBoardHasAtLeast14FlightsWithUniqueCodes() {
        #expect(flights.count >= 14)
        #expect(Set(flights.map(\.id)).count == flights.count)
    }

    @Test func theBoardUsesSeveralAirlinesAndEveryStatus() {
        #expect(Set(flights.map(\.airline.code)).count >= 5)
        let kinds = Set(flights.map { status -> String in
            if case .delayed = status.status { "delayed" } else { FlightFormat.status(status.status) }
        })
        #expect(kinds == ["On time", "delayed", "Boarding", "Departed", "Landed", "Cancelled"])
    }

    @Test func theFileIsNotInBoardOrderSoSortingMatters() {
        #expect(flights.sorted(by: Flight.boardOrder).map(\.id) != flights.map(\.id))
    }

    @Test func twoFlightsLeaveAtTheSameInstantListedAgainstCodeOrder() throws {
        let pairs = flights.indices.flatMap { i in flights.indices.filter { $0 > i }.map { (i, $0) } }
        let tie = try #require(pairs.first { flights[$0.0].departure.date == flights[$0.1].departure.date })
        let (first, second) = (flights[tie.0], flights[tie.1])
        // In the file the later code comes first; the board must swap them.
        #expect((first.airline.code, first.number) > (second.airline.code, second.number))
        let board = flights.sorted(by: Flight.boardOrder).map(\.id)
        #expect(board.firstIndex(of: second.id)! < board.firstIndex(of: first.id)!)
    }

    // MARK: - BA 287, as the SPEC shows it

    @Test func ba287ReadsAsTheSpecShowsIt() throws {
        let ba287 = try flight("BA287")
        #expect([ba287.airline.code, ba287.number, ba287.airline.name] == ["BA", "287", "British Airways"])
        let (departure, arrival) = (ba287.departure.airport, ba287.arrival.airport)
        #expect([departure.code, departure.city, departure.name] == ["LHR", "London", "London Heathrow Airport"])
        #expect([arrival.code, arrival.city, arrival.name] == ["SFO", "San Francisco", "San Francisco International Airport"])
        #expect(ba287.status == .onTime)
        #expect(LocalTime(ba287.departure.date, in: departure.timeZone).shortDay == "Wed 1 Apr")
        #expect(FlightFormat.day(ba287.departure.date, at: departure) == "Wednesday, April 1, 2015")
        #expect(LocalTime(ba287.departure.date, in: departure.timeZone).time == "14:05")
        #expect(FlightFormat.day(ba287.arrival.date, at: arrival) == "Wednesday, April 1, 2015")
        #expect(LocalTime(ba287.arrival.date, in: arrival.timeZone).time == "17:00")
        // 14:05 BST (+01:00) to 17:00 PDT (−07:00) is 13:05 to 00:00 UTC.
        #expect(FlightFormat.duration(ba287.duration) == "10 hours, 55 minutes")
    }

    // MARK: - Days and delays

    @Test func oneFlightArrivesOnTheNextLocalDay() {
        #expect(flights.contains { localDaysBetween($0) == 1 })
    }

    @Test func oneFlightArrivesTwoLocalDaysAfterItLeaves() throws {
        let far = try #require(flights.first { localDaysBetween($0) == 2 })
        #expect(far.duration < 24 * 3600)
    }

    @Test func oneFlightLandsEarlierOnTheClockThanItLeftOnTheSameDay() {
        #expect(flights.contains { flight in
            let departure = clock(flight.departure.date, flight.departure.airport.timeZone)
            let arrival = clock(flight.arrival.date, flight.arrival.airport.timeZone)
            return localDaysBetween(flight) == 0 && arrival < departure
        })
    }

    @Test func qf12CrossesTheDateLineIntoSydneySummerTime() throws {
        let qf12 = try flight("QF12")
        #expect(FlightFormat.day(qf12.departure.date, at: qf12.departure.airport) == "Wednesday, April 1, 2015")
        #expect(FlightFormat.day(qf12.arrival.date, at: qf12.arrival.airport) == "Friday, April 3, 2015")
        // 22:30 PDT (−07:00) is 05:30 UTC on 2 April; 07:20 AEDT (+11:00) is 20:20 UTC.
        #expect(FlightFormat.duration(qf12.duration) == "14 hours, 50 minutes")
    }

    @Test func delayedFlightsShowTheirTimesMovedByTheDelay() throws {
        // LH 400: 10:55 in Frankfurt plus 40 minutes.
        let lh400 = try flight("LH400")
        #expect(lh400.status == .delayed(minutes: 40))
        #expect(localDayAndTime(lh400.expectedDeparture, at: lh400.departure.airport) == "Wed 1 Apr 11:35")
        // SQ 322: 23:55 in Singapore plus 25 minutes is after midnight.
        let sq322 = try flight("SQ322")
        #expect(sq322.status == .delayed(minutes: 25))
        #expect(localDayAndTime(sq322.expectedDeparture, at: sq322.departure.airport) == "Thu 2 Apr 00:20")
        #expect(localDayAndTime(sq322.expectedArrival, at: sq322.arrival.airport) == "Thu 2 Apr 06:40")
    }

    @Test func theShortCancelledHopIsFortyFiveMinutes() throws {
        let kl1706 = try flight("KL1706")
        #expect(kl1706.status == .cancelled)
        #expect(FlightFormat.duration(kl1706.duration) == "45 minutes")
    }

    // MARK: - Time zones

    @Test func everyTimeIsWrittenWithItsAirportsRealOffsetAtThatInstant() throws {
        let raw = try JSONParser.parse(try fixtureFileText("default-flights.json"))
        guard case let .array(rawFlights)? = raw["flights"]?.value else {
            Issue.record("no flights array")
            return
        }
        #expect(rawFlights.count == flights.count)
        for (rawFlight, flight) in zip(rawFlights, flights) {
            for (key, endpoint) in [("departure", flight.departure), ("arrival", flight.arrival)] {
                guard case let .string(time)? = rawFlight[key]?["time"]?.value else {
                    Issue.record("\(flight.id) has no \(key) time")
                    continue
                }
                let written = try #require(offsetSeconds(time), "\(time)")
                #expect(written == endpoint.airport.timeZone.secondsFromGMT(for: endpoint.date), "\(flight.id) \(key) \(time)")
            }
        }
    }

    @Test func someEndpointsAreInHalfHourAndQuarterHourZones() throws {
        let offsets = flights.flatMap { [$0.departure, $0.arrival] }.map { $0.airport.timeZone.secondsFromGMT(for: $0.date) }
        #expect(offsets.contains { $0 % 3600 == 1800 })
        #expect(offsets.contains { $0 % 3600 == 2700 })
        let ai131 = try flight("AI131")
        #expect(localDayAndTime(ai131.expectedDeparture, at: ai131.departure.airport) == "Wed 1 Apr 13:30")
        let ek500 = try flight("EK500")
        #expect(localDayAndTime(ek500.arrival.date, at: ek500.arrival.airport) == "Wed 1 Apr 14:20")
        #expect(ek500.arrival.airport.city == "Mumbai")
    }

    @Test func oneFlightArrivesJustAfterItsArrivalZoneMovedItsClocks() throws {
        let changed = flights.filter { flight in
            let zone = flight.arrival.airport.timeZone
            return zone.secondsFromGMT(for: flight.departure.date) != zone.secondsFromGMT(for: flight.arrival.date)
        }
        #expect(!changed.isEmpty)
        let ba112 = try flight("BA112")
        #expect(changed.contains(ba112))
        // London moved to BST at 01:00 UTC on 29 March 2015: 06:30 UTC shows as 07:30.
        #expect(FlightFormat.day(ba112.arrival.date, at: ba112.arrival.airport) == "Sunday, March 29, 2015")
        #expect(LocalTime(ba112.arrival.date, in: ba112.arrival.airport.timeZone).time == "07:30")
        #expect(FlightFormat.duration(ba112.duration) == "7 hours")
    }

    @Test func someEndpointIsOnSouthernHemisphereSummerTime() {
        let january = utc(2015, 1, 15), july = utc(2015, 7, 15)
        #expect(flights.flatMap { [$0.departure, $0.arrival] }.contains { endpoint in
            let zone = endpoint.airport.timeZone
            return zone.isDaylightSavingTime(for: endpoint.date) && zone.isDaylightSavingTime(for: january)
                && !zone.isDaylightSavingTime(for: july)
        })
    }

    // MARK: - Airports and their licence

    @Test func everyAirportIsARowOfTheBundledCSVAndEveryRowIsUsed() throws {
        let lines = try fixtureFileText("airports.csv").split(separator: "\n")
        #expect(lines.first == "iata,name,city,country,tz")
        var rows: [String: [String]] = [:]
        for line in lines.dropFirst() {
            #expect(!line.contains("\""), "quoted CSV fields are not expected here: \(line)")
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            rows[fields[0]] = fields
        }
        let airports = Set(flights.flatMap { [$0.departure.airport, $0.arrival.airport] })
        for airport in airports {
            let row = try #require(rows[airport.code], "\(airport.code) is not in airports.csv")
            #expect(row[1] == airport.name)
            #expect(row[2] == airport.city)
            #expect(row[4] == airport.timeZone.identifier)
        }
        #expect(Set(rows.keys) == Set(airports.map(\.code)))
    }

    @Test func theAirportsLicenceSaysWhichFileItCovers() throws {
        let lines = try fixtureFileText("AIRPORTS-LICENSE.txt").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.contains("airports.csv") == true)
        #expect(lines.contains("The MIT License (MIT)"))
        #expect(lines.contains { $0.contains("Permission is hereby granted, free of charge") })
    }

    // MARK: - Helpers

    /// Whole calendar days between the local departure day and the local arrival day.
    private func localDaysBetween(_ flight: Flight) -> Int {
        let departure = localDay(flight.departure.date, flight.departure.airport.timeZone)
        let arrival = localDay(flight.arrival.date, flight.arrival.airport.timeZone)
        return Int(arrival.timeIntervalSince(departure) / 86_400)
    }

    private func localDay(_ date: Date, _ zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        return utc(day.year!, day.month!, day.day!)
    }

    /// Minutes since local midnight.
    private func clock(_ date: Date, _ zone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let time = calendar.dateComponents([.hour, .minute], from: date)
        return time.hour! * 60 + time.minute!
    }

    /// The offset written at the end of an ISO 8601 time: `Z`, `+05:45`, `-07:00`.
    private func offsetSeconds(_ time: String) -> Int? {
        if time.hasSuffix("Z") { return 0 }
        let suffix = Array(time.suffix(6))
        guard suffix.count == 6, suffix[0] == "+" || suffix[0] == "-", suffix[3] == ":",
              let hours = Int(String(suffix[1...2])), let minutes = Int(String(suffix[4...5]))
        else { return nil }
        return (suffix[0] == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// A board row's day and time, on `airport`'s clock: `Wed 1 Apr 14:05`.
    private func localDayAndTime(_ date: Date, at airport: Airport) -> String {
        let local = LocalTime(date, in: airport.timeZone)
        return "\(local.shortDay) \(local.time)"
    }
}
