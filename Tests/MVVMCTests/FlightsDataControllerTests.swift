import ArchitectureTestKit
import Bind
import Domain
import Testing
import VirtualTime
@testable import MVVMC

/// The flights data controller over the real flight service, on virtual time.
@MainActor
struct FlightsDataControllerTests {
    let queue = VirtualMainQueue()
    let flightService: FlightService
    let dataController: FlightsDataController
    let status: TextRecorder

    init() {
        flightService = FlightService(flights: Board.flights, queue: queue)
        dataController = FlightsDataController(flightService: flightService)
        status = TextRecorder(queue: queue)
        status.record(dataController.flightsViewModel.bind(\.status))
    }

    /// Loads the board; the box receives what the handler is given.
    func load() -> RowsBox {
        let box = RowsBox()
        dataController.update { result in box.result = result }
        return box
    }

    @Test func theBoardComesAsRowsInBoardOrder() throws {
        let box = load()
        queue.advance(by: .milliseconds(150))
        let rows = try #require(box.rows)

        #expect(status.entries == ["0ms ", "0ms Loading flights\u{2026}", "150ms 3 flights"])
        #expect(rows.map(\.title) == ["BA 117", "BA 287", "AA 100"])
        #expect(rows.map(\.subtitle) == ["LHR \u{2794} JFK", "LHR \u{2794} SFO", "JFK \u{2794} LHR"])
        #expect(rows.map(\.detail) == [
            "Wed 1 Apr 08:25 \u{00B7} On time",
            "Wed 1 Apr 14:05 \u{00B7} On time",
            "Wed 1 Apr 18:00 \u{00B7} Boarding",
        ])
    }

    @Test func aFailedLoadHandsOverTheFailure() {
        flightService.failNextRequest()
        let box = load()
        queue.advance(by: .milliseconds(150))

        #expect(box.failure == .failed)
        #expect(status.entries.last == "150ms Loading flights failed")
    }

    @Test func aReloadReplacesTheLoadInFlight() {
        let first = load()
        queue.advance(by: .milliseconds(100))
        let second = load()
        queue.advance(by: .seconds(1))

        #expect(first.result == nil)
        #expect(second.rows?.count == 3)
        #expect(status.entries == ["0ms ", "0ms Loading flights\u{2026}", "250ms 3 flights"])
    }

    // MARK: - Live updates

    @Test func aLiveChangeReachesALabelBoundToTheRowInTheSameInstant() throws {
        let box = load()
        queue.advance(by: .milliseconds(150))
        let ba287 = try #require(box.rows?[1])
        let detail = TextRecorder(queue: queue)
        detail.record(ba287.bind(\.detail))

        flightService.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25)))
        flightService.publish(FlightStatusChange(flightID: "BA287", status: .boarding))

        #expect(detail.entries == [
            "150ms Wed 1 Apr 14:05 \u{00B7} On time",
            "150ms Wed 1 Apr 14:30 \u{00B7} Delayed 25 min",
            "150ms Wed 1 Apr 14:05 \u{00B7} Boarding",
        ])
    }

    @Test func aLiveChangeOfAnotherFlightLeavesTheRowAlone() throws {
        let box = load()
        queue.advance(by: .milliseconds(150))
        let rows = try #require(box.rows)

        flightService.publish(FlightStatusChange(flightID: "AA100", status: .departed))

        #expect(rows.map(\.detail) == [
            "Wed 1 Apr 08:25 \u{00B7} On time",
            "Wed 1 Apr 14:05 \u{00B7} On time",
            "Wed 1 Apr 18:00 \u{00B7} Departed",
        ])
    }

    @Test func aLiveChangeBeforeTheBoardArrivesComesWithTheBoard() throws {
        let box = load()
        flightService.publish(FlightStatusChange(flightID: "BA117", status: .cancelled))
        queue.advance(by: .milliseconds(150))

        #expect(try #require(box.rows).first?.detail == "Wed 1 Apr 08:25 \u{00B7} Cancelled")
    }
}

/// What a handler received, kept outside the test's value so the handler can set it.
@MainActor
final class RowsBox {
    var result: Result<[FlightCellViewModel], ServiceError>?
    /// The rows handed over, if the load succeeded.
    var rows: [FlightCellViewModel]? { try? result?.get() }
    /// The failure handed over, if the load failed.
    var failure: ServiceError? {
        guard case let .failure(error)? = result else { return nil }
        return error
    }
}
