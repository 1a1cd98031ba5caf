import Domain
import Foundation
import Testing

/// The display primitives SPEC §3.4 (the board row) and §3.5 (the card) are composed from. Local
/// times are worked out by hand from each zone's real offset on that date.
struct FlightFormatTests {
    /// The departure day and time a board row shows, in `airport`'s zone: `Wed 1 Apr 14:05`.
    private func dayAndTime(_ date: Date, at airport: Airport) -> String {
        let local = LocalTime(date, in: airport.timeZone)
        return "\(local.shortDay) \(local.time)"
    }

    private func time(_ date: Date, at airport: Airport) -> String {
        LocalTime(date, in: airport.timeZone).time
    }

    // MARK: - Board row primitives

    @Test func theDepartureIsShownOnTheDepartureAirportsClock() {
        // 13:05 UTC is 14:05 in London on 1 April 2015 (BST, +01:00), a Wednesday.
        let flight = ba287()
        #expect(dayAndTime(flight.expectedDeparture, at: flight.departure.airport) == "Wed 1 Apr 14:05")
    }

    @Test func aDelayMovesTheExpectedDeparture() {
        let flight = ba287(status: .delayed(minutes: 25))
        #expect(dayAndTime(flight.expectedDeparture, at: flight.departure.airport) == "Wed 1 Apr 14:30")
    }

    @Test func aDelayPastMidnightMovesTheShownDayToo() {
        // SQ 322 leaves Singapore (+08:00) at 23:55 = 15:55 UTC; 25 minutes late is 00:20 on Thursday.
        let flight = Flight(
            airline: TestAirlines.sq, number: "322",
            departure: Endpoint(airport: TestAirports.sin, date: utc(2015, 4, 1, 15, 55)),
            arrival: Endpoint(airport: TestAirports.lhr, date: utc(2015, 4, 2, 5, 15)),
            status: .delayed(minutes: 25)
        )
        #expect(dayAndTime(flight.expectedDeparture, at: flight.departure.airport) == "Thu 2 Apr 00:20")
    }

    @Test func aHalfHourZoneShowsItsOwnMinutes() {
        // 08:00 UTC is 13:30 in Mumbai (+05:30).
        #expect(dayAndTime(utc(2015, 4, 1, 8, 0), at: TestAirports.bom) == "Wed 1 Apr 13:30")
    }

    @Test(arguments: [
        (FlightStatus.onTime, "On time"),
        (.delayed(minutes: 25), "Delayed 25 min"),
        (.delayed(minutes: 1), "Delayed 1 min"),
        (.boarding, "Boarding"),
        (.departed, "Departed"),
        (.landed, "Landed"),
        (.cancelled, "Cancelled"),
    ])
    func statusTexts(status: FlightStatus, expected: String) {
        #expect(FlightFormat.status(status) == expected)
    }

    // MARK: - Card primitives

    @Test func cardDayIsWrittenInFullInTheAirportsZone() {
        let flight = ba287()
        #expect(FlightFormat.day(flight.departure.date, at: flight.departure.airport) == "Wednesday, April 1, 2015")
        // 00:00 UTC on 2 April is still 1 April in San Francisco (PDT, −07:00).
        #expect(FlightFormat.day(flight.arrival.date, at: flight.arrival.airport) == "Wednesday, April 1, 2015")
    }

    @Test func eachEndsTimeIsOnItsOwnAirportsClock() {
        let flight = ba287()
        #expect(time(flight.departure.date, at: flight.departure.airport) == "14:05")
        #expect(time(flight.arrival.date, at: flight.arrival.airport) == "17:00")
    }

    @Test func aDelayMovesBothEndsButNotTheDuration() {
        let flight = ba287(status: .delayed(minutes: 25))
        #expect(time(flight.expectedDeparture, at: flight.departure.airport) == "14:30")
        #expect(time(flight.expectedArrival, at: flight.arrival.airport) == "17:25")
        #expect(FlightFormat.duration(flight.duration) == "10 hours, 55 minutes")
    }

    @Test func halfHourAndQuarterHourZonesShowTheirOwnMinutes() {
        // 08:50 UTC is 14:20 in Mumbai (+05:30); 09:40 UTC is 15:25 in Kathmandu (+05:45).
        #expect(time(utc(2015, 4, 1, 8, 50), at: TestAirports.bom) == "14:20")
        #expect(time(utc(2015, 4, 1, 9, 40), at: TestAirports.ktm) == "15:25")
    }

    @Test func londonChangesToSummerTimeAtOneInTheMorningUTCOnTheLastSundayOfMarch() {
        let lhr = TestAirports.lhr
        #expect(time(utc(2015, 3, 28, 23, 30), at: lhr) == "23:30")
        #expect(FlightFormat.day(utc(2015, 3, 28, 23, 30), at: lhr) == "Saturday, March 28, 2015")
        #expect(time(utc(2015, 3, 29, 0, 59), at: lhr) == "00:59")
        #expect(time(utc(2015, 3, 29, 1, 0), at: lhr) == "02:00")
        #expect(time(utc(2015, 3, 29, 6, 30), at: lhr) == "07:30")
        #expect(FlightFormat.day(utc(2015, 3, 29, 6, 30), at: lhr) == "Sunday, March 29, 2015")
    }

    @Test func sydneyIsOnSummerTimeUntilTheFifthOfApril2015() {
        let syd = TestAirports.syd
        // AEDT (+11:00): 20:20 UTC on 2 April is 07:20 on Friday 3 April.
        #expect(time(utc(2015, 4, 2, 20, 20), at: syd) == "07:20")
        #expect(FlightFormat.day(utc(2015, 4, 2, 20, 20), at: syd) == "Friday, April 3, 2015")
        // AEST (+10:00) from 03:00 local on 5 April: 22:40 UTC on 4 April is 08:40 on Sunday 5 April.
        #expect(time(utc(2015, 4, 4, 22, 40), at: syd) == "08:40")
        #expect(FlightFormat.day(utc(2015, 4, 4, 22, 40), at: syd) == "Sunday, April 5, 2015")
    }

    @Test func aTwoDigitDayAndADecemberDate() {
        #expect(FlightFormat.day(utc(2015, 12, 24, 12), at: TestAirports.lhr) == "Thursday, December 24, 2015")
    }

    // MARK: - Duration

    @Test(arguments: [
        (39_000.0, "10 hours, 50 minutes"),
        (39_300.0, "10 hours, 55 minutes"),
        (39_600.0, "11 hours"),
        (2_700.0, "45 minutes"),
        (3_660.0, "1 hour, 1 minute"),
        (3_600.0, "1 hour"),
        (60.0, "1 minute"),
        (7_320.0, "2 hours, 2 minutes"),
        (0.0, "0 minutes"),
    ])
    func durationLeavesOutZeroPartsAndIsSingularForOne(seconds: TimeInterval, expected: String) {
        #expect(FlightFormat.duration(seconds) == expected)
    }

    @Test func durationCountsWholeMinutesOnly() {
        #expect(FlightFormat.duration(59) == "0 minutes")
        #expect(FlightFormat.duration(2_759) == "45 minutes")
    }
}
