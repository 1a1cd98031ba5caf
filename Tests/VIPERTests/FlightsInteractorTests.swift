import ArchitectureTestKit
import Domain
import Testing
import VirtualTime
@testable import VIPER

// The board's use case against a fake of its output, with the real flight service on virtual time.
@MainActor
struct FlightsInteractorTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService
    let interactor: FlightsInteractor
    let output: FlightsOutputSpy

    init() {
        flightService = FlightService(flights: Board.flightsWithTie, queue: queue)
        interactor = FlightsInteractor(flightService: flightService)
        output = FlightsOutputSpy(queue: queue)
        interactor.output = output
    }

    @Test func aLoadReportsLoadingThenTheFlightsByDepartureThenCode() {
        interactor.loadBoard()
        queue.advance(by: .seconds(1))

        // BA 287 and UA 901 leave at the same instant: the airline code decides.
        #expect(output.timeline.events == [at(0, .loading), at(150, .loaded([Board.ba117, Board.ba287, Board.ua901, Board.aa100]))])
    }

    @Test func aFailedLoadIsReported() {
        flightService.failNextRequest()
        interactor.loadBoard()
        queue.advance(by: .seconds(1))

        #expect(output.timeline.events == [at(0, .loading), at(150, .failed)])
    }

    // MARK: - Latest wins

    @Test func aReloadReplacesTheLoadInFlight() {
        interactor.loadBoard()
        queue.advance(by: .milliseconds(100))
        interactor.loadBoard()
        queue.advance(by: .seconds(1))

        #expect(output.timeline.events == [at(0, .loading), at(100, .loading), at(250, .loaded([Board.ba117, Board.ba287, Board.ua901, Board.aa100]))])
    }

    // MARK: - Live updates

    @Test func aStatusChangeOfAListedFlightIsReportedWithItsRow() {
        interactor.observeLiveUpdates()
        interactor.loadBoard()
        queue.advance(by: .seconds(1))

        _ = flightService.publish(FlightStatusChange(flightID: Board.ua901.id, status: .cancelled))
        _ = flightService.publish(FlightStatusChange(flightID: "XX 1", status: .cancelled))
        queue.advance(by: .seconds(1))

        #expect(output.timeline.events.dropFirst(2).map(\.value) == [.changed(Board.flight(Board.ua901, .cancelled), 2)])
    }
}
