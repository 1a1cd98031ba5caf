import Composable
import Testing
import VirtualTime

/// Cancellable effects, cancelled by id: the work stops, and its late answer never arrives.
@MainActor
struct EffectCancellationTests {
    let queue = VirtualMainQueue()
    let log = WorkLog()

    @Test func cancelStopsTheWorkAndDropsTheAnswerEvenIfTheServiceAnswersAnyway() {
        let store = probeStore(on: queue) { [queue, log] in
            answer("a", after: .milliseconds(100), on: queue, log: log, ignoresCancel: true).cancellable(id: "request")
        } stop: {
            .cancel(id: "request")
        }
        let before = StoreWork.total
        store.send(.start)
        queue.advance(by: .milliseconds(50))
        store.send(.stop)
        queue.advance(by: .milliseconds(100))
        #expect(log.entries == ["start a", "cancel a"])
        #expect(store.state == [])
        #expect(StoreWork.total.since(before).objectsAlive == 0)
    }

    @Test func cancelInFlightLetsOnlyTheLatestWorkRun() {
        var started = 0
        let store = probeStore(on: queue) { [queue, log] in
            started += 1
            return answer("\(started)", after: .milliseconds(100), on: queue, log: log)
                .cancellable(id: "request", cancelInFlight: true)
        }
        store.send(.start)
        queue.advance(by: .milliseconds(50))
        store.send(.start)
        queue.advance(by: .milliseconds(200))
        #expect(log.entries == ["start 1", "cancel 1", "start 2"])
        #expect(store.state == ["2"])
    }

    @Test func withoutCancelInFlightEveryWorkRuns() {
        var started = 0
        let store = probeStore(on: queue) { [queue, log] in
            started += 1
            return answer("\(started)", after: .milliseconds(100), on: queue, log: log).cancellable(id: "request")
        }
        store.send(.start)
        queue.advance(by: .milliseconds(50))
        store.send(.start)
        queue.advance(by: .milliseconds(200))
        #expect(log.entries == ["start 1", "start 2"])
        #expect(store.state == ["1", "2"])
    }

    @Test func cancelStopsOnlyTheWorkOfItsID() {
        let store = probeStore(on: queue) { [queue, log] in
            .merge(
                answer("a", after: .milliseconds(100), on: queue, log: log).cancellable(id: "a"),
                answer("b", after: .milliseconds(100), on: queue, log: log).cancellable(id: "b")
            )
        } stop: {
            .merge(.cancel(id: "b"), .cancel(id: "nothing runs under this"))
        }
        store.send(.start)
        store.send(.stop)
        queue.advance(by: .milliseconds(100))
        #expect(log.entries == ["start a", "start b", "cancel b"])
        #expect(store.state == ["a"])
    }

    @Test func anIDCancelsWhatEveryEffectMadeCancellableWithItStarted() {
        let store = probeStore(on: queue) { [queue, log] in
            .merge(
                answer("a", after: .milliseconds(100), on: queue, log: log),
                answer("b", after: .milliseconds(100), on: queue, log: log)
            )
            .cancellable(id: 7)
        } stop: {
            .cancel(id: 7)
        }
        store.send(.start)
        store.send(.stop)
        queue.advance(by: .milliseconds(100))
        #expect(log.entries == ["start a", "start b", "cancel a", "cancel b"])
        #expect(store.state == [])
    }

    @Test func releasingTheStoreCancelsItsWork() {
        var store: Store<[String], Probe.Action>? = probeStore(on: queue) { [queue, log] in
            answer("a", after: .milliseconds(100), on: queue, log: log)
        }
        let before = StoreWork.total
        store?.send(.start)
        store = nil
        #expect(log.entries == ["start a", "cancel a"])
        #expect(StoreWork.total.since(before).objectsAlive == -1)
        queue.advance(by: .milliseconds(100))
        #expect(store == nil)
    }
}
