import ArchitectureTestKit
import Domain
import Testing
import VirtualTime
@testable import MVC

// The board's model controller over virtual time, with the real flight service: no test doubles.
@MainActor
struct FlightBoardControllerTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService
    let controller: FlightBoardController
    let timeline: Timeline<BoardProgress>

    init() {
        flightService = FlightService(flights: Board.flightsWithTie, queue: queue)
        controller = FlightBoardController(flightService: flightService)
        timeline = Timeline(queue: queue)
        controller.onProgress = { [timeline] in timeline.record($0) }
    }

    @Test func aLoadReportsLoadingThenTheFlightsByDepartureThenCode() {
        controller.load()
        queue.advance(by: .seconds(1))

        // BA 287 and UA 901 leave at the same instant: the airline code decides.
        #expect(timeline.events == [
            at(0, .loading),
            at(150, .loaded(flights: [Board.ba117, Board.ba287, Board.ua901, Board.aa100])),
        ])
    }

    @Test func aFailedLoadIsReported() {
        flightService.failNextRequest()
        controller.load()
        queue.advance(by: .seconds(1))

        #expect(timeline.events == [at(0, .loading), at(150, .failed)])
    }

    // MARK: - Latest wins

    @Test func aReloadReplacesTheLoadInFlight() {
        flightService.failNextRequest()
        controller.load()
        queue.advance(by: .milliseconds(100))
        controller.load()
        queue.advance(by: .seconds(1))

        // The first load would have failed; it was replaced, so its end is never reported.
        #expect(timeline.events == [
            at(0, .loading),
            at(100, .loading),
            at(250, .loaded(flights: [Board.ba117, Board.ba287, Board.ua901, Board.aa100])),
        ])
        #expect(flightService.requestCount == 2)
    }
}
