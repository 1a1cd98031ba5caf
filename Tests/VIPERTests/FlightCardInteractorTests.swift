import ArchitectureTestKit
import Domain
import Testing
import VirtualTime
@testable import VIPER

// The card's use case against a fake of its output, with the real flight service and its live
// feed on virtual time. The card shows BA 287, on time, on a board that also lists AA 100 and BA 117.
@MainActor
struct FlightCardInteractorTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService
    let output: FlightCardOutputSpy

    init() {
        flightService = FlightService(flights: Board.flights, queue: queue)
        output = FlightCardOutputSpy(queue: queue)
    }

    func cardInteractor() -> FlightCardInteractor {
        let interactor = FlightCardInteractor(flight: Board.ba287, flightService: flightService)
        interactor.output = output
        return interactor
    }

    @Test func aChangeOfTheCardsFlightIsAppliedAndReportedInTheInstant() {
        let interactor = cardInteractor()
        interactor.observeLiveUpdates()
        queue.advance(by: .milliseconds(500))

        flightService.publish(FlightStatusChange(flightID: Board.ba287.id, status: .delayed(minutes: 25)))

        let delayed = Board.flight(Board.ba287, .delayed(minutes: 25))
        #expect(output.timeline.events == [at(500, delayed)])
        #expect(interactor.flight == delayed)
    }

    @Test func eachChangeReplacesTheStatusBefore() {
        let interactor = cardInteractor()
        interactor.observeLiveUpdates()

        flightService.publish(FlightStatusChange(flightID: Board.ba287.id, status: .delayed(minutes: 25)))
        queue.advance(by: .milliseconds(200))
        flightService.publish(FlightStatusChange(flightID: Board.ba287.id, status: .boarding))

        #expect(output.timeline.events == [
            at(0, Board.flight(Board.ba287, .delayed(minutes: 25))),
            at(200, Board.flight(Board.ba287, .boarding)),
        ])
        #expect(interactor.flight == Board.flight(Board.ba287, .boarding))
    }

    @Test func aChangeOfAnotherFlightOnTheBoardIsIgnored() {
        let interactor = cardInteractor()
        interactor.observeLiveUpdates()

        flightService.publish(FlightStatusChange(flightID: Board.aa100.id, status: .cancelled))

        #expect(output.timeline.events.isEmpty)
        #expect(interactor.flight == Board.ba287)
    }

    @Test func changesBeforeTheCardObservesAreNotApplied() {
        let interactor = cardInteractor()

        flightService.publish(FlightStatusChange(flightID: Board.ba287.id, status: .cancelled))
        interactor.observeLiveUpdates()

        #expect(output.timeline.events.isEmpty)
        #expect(interactor.flight == Board.ba287)
    }

    @Test func observingAgainStillReportsEachChangeOnce() {
        let interactor = cardInteractor()
        interactor.observeLiveUpdates()
        interactor.observeLiveUpdates()

        flightService.publish(FlightStatusChange(flightID: Board.ba287.id, status: .boarding))

        #expect(output.timeline.events == [at(0, Board.flight(Board.ba287, .boarding))])
    }

    // MARK: - Closing the card

    @Test func aClosedCardIsNotKeptByTheFeedNorToldOfIt() {
        var closing: FlightCardInteractor? = cardInteractor()
        closing?.observeLiveUpdates()
        weak let released = closing

        closing = nil
        #expect(released == nil)
        flightService.publish(FlightStatusChange(flightID: Board.ba287.id, status: .boarding))

        #expect(output.timeline.events.isEmpty)
    }
}
