import Domain
import Foundation
import Testing

/// The flight model: duration, delay and board order (SPEC §3.1, §3.4).
struct FlightTests {
    @Test func idIsTheCodeWithoutASpace() {
        #expect(ba287().id == "BA287")
    }

    @Test func durationIsArrivalMinusDeparture() {
        // 13:05 UTC to 00:00 UTC the next day.
        #expect(ba287().duration == 10 * 3600 + 55 * 60)
    }

    @Test func aDelayMovesBothEndsButNotTheDuration() {
        let flight = ba287(status: .delayed(minutes: 25))
        #expect(flight.delay == 1_500)
        #expect(flight.expectedDeparture == utc(2015, 4, 1, 13, 30))
        #expect(flight.expectedArrival == utc(2015, 4, 2, 0, 25))
        #expect(flight.duration == ba287().duration)
    }

    @Test func theLongestDelayMovesTheTimesByNearlyAWeek() {
        // 10,000 minutes are 6 days, 22 hours and 40 minutes: 13:05 UTC on 1 April becomes
        // 11:45 UTC on 8 April.
        let flight = ba287(status: .delayed(minutes: 10_000))
        #expect(flight.delay == 600_000)
        #expect(flight.expectedDeparture == utc(2015, 4, 8, 11, 45))
        #expect(flight.expectedArrival == utc(2015, 4, 8, 22, 40))
    }

    @Test func noCountOfMinutesOverflowsOnItsWayToSeconds() {
        // The fuzzer's delay: times 60 it is past Int.max.
        let minutes = 153_722_867_280_912_931
        #expect(ba287(status: .delayed(minutes: minutes)).delay == Double(minutes) * 60)
        #expect(ba287(status: .delayed(minutes: Int.max)).delay == Double(Int.max) * 60)
    }

    @Test(arguments: [FlightStatus.onTime, .boarding, .departed, .landed, .cancelled])
    func onlyADelayMovesTheTimes(status: FlightStatus) {
        let flight = ba287(status: status)
        #expect(flight.delay == 0)
        #expect(flight.expectedDeparture == flight.departure.date)
        #expect(flight.expectedArrival == flight.arrival.date)
    }

    @Test func boardOrderIsByScheduledDepartureThenByCode() {
        let early = flight("QF", "12", departing: utc(2015, 4, 1, 5))
        let tieLater = flight("LH", "400", departing: utc(2015, 4, 1, 8, 55))
        let tieEarlier = flight("AF", "6", departing: utc(2015, 4, 1, 8, 55))
        let late = flight("AA", "100", departing: utc(2015, 4, 1, 22, 15))

        let sorted = [late, tieLater, early, tieEarlier].sorted(by: Flight.boardOrder)

        #expect(sorted.map(\.id) == ["QF12", "AF6", "LH400", "AA100"])
    }

    @Test func boardOrderUsesTheScheduledDepartureNotTheDelayedOne() {
        let delayed = flight("LH", "400", departing: utc(2015, 4, 1, 8, 0), status: .delayed(minutes: 120))
        let onTime = flight("AF", "6", departing: utc(2015, 4, 1, 9, 0))
        #expect([onTime, delayed].sorted(by: Flight.boardOrder).map(\.id) == ["LH400", "AF6"])
    }

    // MARK: - Status keywords

    @Test func statusKeywordsAreTheLiveFeedsWords() {
        #expect(FlightStatus(keyword: "on-time") == .onTime)
        #expect(FlightStatus(keyword: "delayed", minutes: 25) == .delayed(minutes: 25))
        #expect(FlightStatus(keyword: "boarding") == .boarding)
        #expect(FlightStatus(keyword: "departed") == .departed)
        #expect(FlightStatus(keyword: "landed") == .landed)
        #expect(FlightStatus(keyword: "cancelled") == .cancelled)
        #expect(FlightStatus.keywords == ["on-time", "delayed", "boarding", "departed", "landed", "cancelled"])
    }

    @Test func delayedNeedsOneTo10000MinutesAndNothingElseTakesAny() {
        #expect(FlightStatus.delayRange == 1...10_000)
        #expect(FlightStatus(keyword: "delayed", minutes: 1) == .delayed(minutes: 1))
        #expect(FlightStatus(keyword: "delayed", minutes: 10_000) == .delayed(minutes: 10_000))
        #expect(FlightStatus(keyword: "delayed", minutes: 10_001) == nil)
        #expect(FlightStatus(keyword: "delayed", minutes: 153_722_867_280_912_931) == nil)
        #expect(FlightStatus(keyword: "delayed") == nil)
        #expect(FlightStatus(keyword: "delayed", minutes: 0) == nil)
        #expect(FlightStatus(keyword: "delayed", minutes: -5) == nil)
        #expect(FlightStatus(keyword: "landed", minutes: 5) == nil)
        #expect(FlightStatus(keyword: "on time") == nil)
        #expect(FlightStatus(keyword: "Landed") == nil)
    }

    // MARK: - Helpers

    private func flight(_ airline: String, _ number: String, departing departure: Date, status: FlightStatus = .onTime) -> Flight {
        Flight(
            airline: Airline(code: airline, name: airline),
            number: number,
            departure: Endpoint(airport: TestAirports.lax, date: departure),
            arrival: Endpoint(airport: TestAirports.syd, date: departure.addingTimeInterval(3600)),
            status: status
        )
    }
}
