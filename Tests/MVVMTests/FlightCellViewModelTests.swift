import ArchitectureTestKit
import Domain
import Testing
@testable import MVVM

// No test doubles: flights are built by hand, in real time zones.
@MainActor
struct FlightCellViewModelTests {
    @Test func aRowShowsCodeRouteAndTheDepartureInTheDepartureAirportsTime() {
        let viewModel = FlightCell.ViewModel(flight: Board.ba287)

        #expect(viewModel.code == "BA 287")
        #expect(viewModel.route == "LHR \u{2794} SFO")
        #expect(viewModel.departure == "Wed 1 Apr 14:05 \u{00B7} On time")
    }

    @Test func aFlightFromNewYorkShowsNewYorkTime() {
        let viewModel = FlightCell.ViewModel(flight: Board.aa100)

        #expect(viewModel.code == "AA 100")
        #expect(viewModel.route == "JFK \u{2794} LHR")
        #expect(viewModel.departure == "Wed 1 Apr 18:00 \u{00B7} Boarding")
    }

    @Test func aDelayShiftsTheShownDeparture() {
        let viewModel = FlightCell.ViewModel(flight: Board.flight(Board.ba287, .delayed(minutes: 25)))
        #expect(viewModel.departure == "Wed 1 Apr 14:30 \u{00B7} Delayed 25 min")
    }

    @Test func aDelayPastMidnightShiftsTheDayToo() {
        // 23:50 in London, 20 minutes late.
        let lateFlight = Flight(
            airline: Board.britishAirways, number: "9",
            departure: Endpoint(airport: Board.heathrow, date: instant("2015-04-01T22:50:00Z")),
            arrival: Endpoint(airport: Board.kennedy, date: instant("2015-04-02T07:00:00Z")),
            status: .delayed(minutes: 20)
        )
        #expect(FlightCell.ViewModel(flight: lateFlight).departure == "Thu 2 Apr 00:10 \u{00B7} Delayed 20 min")
    }

    @Test(arguments: [
        (FlightStatus.boarding, "Wed 1 Apr 14:05 \u{00B7} Boarding"),
        (.departed, "Wed 1 Apr 14:05 \u{00B7} Departed"),
        (.landed, "Wed 1 Apr 14:05 \u{00B7} Landed"),
        (.cancelled, "Wed 1 Apr 14:05 \u{00B7} Cancelled"),
    ])
    func everyStatusReadsAfterTheTime(status: FlightStatus, expected: String) {
        #expect(FlightCell.ViewModel(flight: Board.flight(Board.ba287, status)).departure == expected)
    }

    @Test func theEmptyRowShowsNothing() {
        let empty = FlightCell.ViewModel.empty
        #expect(empty.code == "")
        #expect(empty.route == "")
        #expect(empty.departure == "")
    }
}
