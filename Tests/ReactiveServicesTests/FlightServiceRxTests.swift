import Domain
import Reactive
import ReactiveTest
import ReactiveServices
import Testing

/// `flights.rx.loadBoard` and `flights.rx.statusChanges`, on the real service, whose board
/// loads take 150 ticks of the test clock.
@MainActor
struct FlightServiceRxTests {
    let scheduler = TestScheduler()
    let service: FlightService

    init() {
        service = FlightService(flights: [Board.ba117], queue: scheduler.mainQueue)
    }

    @Test func subscribingLoadsTheBoardThenCompletes() {
        let res = scheduler.start { service.rx.loadBoard() }

        #expect(res.events == [.next(350, [Board.ba117]), .completed(350)])
    }

    @Test func aFailedLoadEndsWithTheServicesError() {
        service.failNextRequest()

        let res = scheduler.start { service.rx.loadBoard() }

        #expect(res.events == [.error(350, ServiceError.failed, [Flight].self)])
    }

    @Test func disposingBeforeTheAnswerCancelsTheLoad() {
        let res = scheduler.start(disposed: 300) { service.rx.loadBoard() }

        #expect(res.events == [])
    }

    @Test func statusChangesEmitsEveryChangeWhileSubscribedAndNeverCompletes() {
        let delayed = FlightStatusChange(flightID: "BA117", status: .delayed(minutes: 25))
        let boarding = FlightStatusChange(flightID: "BA117", status: .boarding)
        scheduler.scheduleAt(150) { service.publish(delayed) }
        scheduler.scheduleAt(400) { service.publish(boarding) }
        scheduler.scheduleAt(1200) { service.publish(FlightStatusChange(flightID: "BA117", status: .departed)) }

        let res = scheduler.start(disposed: 1000) { service.rx.statusChanges }

        #expect(res.events == [.next(400, boarding)])
    }
}
