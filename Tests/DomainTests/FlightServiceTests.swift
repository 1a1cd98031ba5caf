import Domain
import Foundation
import Testing
import VirtualTime

/// The flight model controller: board loads and the live feed (SPEC §3.1, §3.4.4).
@MainActor
struct FlightServiceTests {
    private let queue = VirtualMainQueue()
    private let service: FlightService
    private let recorder: Recorder<[String]>

    init() {
        let qf12 = Flight(
            airline: TestAirlines.qf, number: "12",
            departure: Endpoint(airport: TestAirports.lax, date: utc(2015, 4, 2, 5, 30)),
            arrival: Endpoint(airport: TestAirports.syd, date: utc(2015, 4, 2, 20, 20)),
            status: .onTime
        )
        service = FlightService(flights: [ba287(), qf12], queue: queue)
        recorder = Recorder(queue: queue)
    }

    // MARK: - Board

    @Test func loadsTheBoardAfterTheDefaultLatencyOf150ms() {
        load()
        queue.advance(by: .milliseconds(149))
        #expect(recorder.events.isEmpty)
        queue.advance(by: .milliseconds(1))
        #expect(recorder.events == [recorder.event(150, .success(["BA287 On time", "QF12 On time"]))])
        #expect(service.requestCount == 1)
    }

    @Test func theAnswerHasTheFlightsAsTheyStandWhenItArrives() {
        load()
        queue.advance(by: .milliseconds(50))
        service.publish(FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25)))
        queue.advance(by: .milliseconds(100))
        #expect(recorder.events == [recorder.event(150, .success(["BA287 Delayed 25 min", "QF12 On time"]))])
    }

    @Test func failNextFailsOnlyTheNextLoad() {
        service.failNextRequest()
        load(as: "first")
        load(as: "second")
        queue.advance(by: .milliseconds(150))
        #expect(recorder.events == [
            recorder.event(150, "first", .failure(.failed)),
            recorder.event(150, "second", .success(["BA287 On time", "QF12 On time"])),
        ])
        #expect(service.requestCount == 2)
    }

    @Test func cancelDeliversCancelledOnceAndNeverTheBoard() {
        let request = load()
        queue.advance(by: .milliseconds(20))
        request.cancel()
        request.cancel()
        #expect(recorder.events.isEmpty)
        queue.advance(by: .seconds(1))
        #expect(recorder.events == [recorder.event(20, .failure(.cancelled))])
    }

    @Test func cancellingInTheInstantTheBoardIsDueStillWinsOverTheBoard() {
        var request: ServiceRequest?
        queue.schedule(after: .milliseconds(150)) { request?.cancel() }
        request = load()
        queue.advance(by: .seconds(1))
        #expect(recorder.events == [recorder.event(150, .failure(.cancelled))])
    }

    // MARK: - Live feed

    @Test func publishUpdatesTheBoardAndNotifiesObserversInTheSameInstant() {
        var heard: [(Duration, FlightStatusChange, FlightStatus?)] = []
        let observation = service.observeStatusChanges { [service, queue] change in
            heard.append((queue.now, change, service.flights.first { $0.id == change.flightID }?.status))
        }
        queue.advance(by: .milliseconds(700))

        let change = FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25))
        #expect(service.publish(change))

        // Heard inside publish: nothing was scheduled, no time passed, the board already changed.
        #expect(heard.count == 1)
        #expect(heard.first?.0 == .milliseconds(700))
        #expect(heard.first?.1 == change)
        #expect(heard.first?.2 == .delayed(minutes: 25))
        #expect(queue.pendingCount == 0)
        #expect(service.flights.map(\.status) == [.delayed(minutes: 25), .onTime])
        observation.cancel()
    }

    @Test func everyObserverHearsEveryChangeInTheOrderTheyStartedObserving() {
        var heard: [String] = []
        let first = service.observeStatusChanges { heard.append("first \($0.flightID)") }
        let second = service.observeStatusChanges { heard.append("second \($0.flightID)") }

        service.publish(FlightStatusChange(flightID: "QF12", status: .boarding))
        service.publish(FlightStatusChange(flightID: "BA287", status: .departed))

        #expect(heard == ["first QF12", "second QF12", "first BA287", "second BA287"])
        first.cancel()
        second.cancel()
    }

    @Test func aCancelledObservationHearsNothingMore() {
        var heard: [FlightStatus] = []
        let observation = service.observeStatusChanges { heard.append($0.status) }
        service.publish(FlightStatusChange(flightID: "BA287", status: .boarding))
        observation.cancel()
        service.publish(FlightStatusChange(flightID: "BA287", status: .departed))
        #expect(heard == [.boarding])
        #expect(service.flights.first?.status == .departed)
    }

    @Test func aReleasedObservationHearsNothingMore() {
        var heard: [FlightStatus] = []
        var observation: FlightService.Observation? = service.observeStatusChanges { heard.append($0.status) }
        service.publish(FlightStatusChange(flightID: "BA287", status: .boarding))
        #expect(observation != nil)
        observation = nil
        service.publish(FlightStatusChange(flightID: "BA287", status: .landed))
        #expect(heard == [.boarding])
    }

    @Test func anUnknownFlightIsNotPublishedAndChangesNothing() {
        var heard: [FlightStatusChange] = []
        let observation = service.observeStatusChanges { heard.append($0) }
        let before = service.flights

        #expect(!service.publish(FlightStatusChange(flightID: "XX1", status: .cancelled)))
        // The feed knows flights by code without a space.
        #expect(!service.publish(FlightStatusChange(flightID: "BA 287", status: .cancelled)))

        #expect(heard.isEmpty)
        #expect(service.flights == before)
        observation.cancel()
    }

    // MARK: - Helpers

    /// Records each flight as `BA287 On time`, so a board reads at a glance.
    @discardableResult
    private func load(as caller: String = "") -> ServiceRequest {
        let completion = recorder.completion(caller)
        return service.loadBoard { result in
            completion(result.map { $0.map { "\($0.id) \(FlightFormat.status($0.status))" } })
        }
    }
}
