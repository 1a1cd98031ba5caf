import Composable
import Testing
import VirtualTime

/// Debounced effects on the injected main queue's virtual time.
@MainActor
struct EffectDebounceTests {
    let queue = VirtualMainQueue()
    let log = WorkLog()

    func store() -> Store<[String], Probe.Action> {
        var started = 0
        return probeStore(on: queue) { [queue, log] in
            started += 1
            return answer("\(started)", after: .milliseconds(100), on: queue, log: log)
                .debounce(id: "search", for: .milliseconds(300), scheduler: queue)
        } stop: {
            .cancel(id: "search")
        }
    }

    @Test func theWorkStartsOnlyOnceTheDueTimeHasPassed() {
        let store = store()
        store.send(.start)
        queue.advance(by: .milliseconds(299))
        #expect(log.entries == [])
        queue.advance(by: .milliseconds(1))
        #expect(log.entries == ["start 1"])
        queue.advance(by: .milliseconds(100))
        #expect(store.state == ["1"])
    }

    @Test func eachNewEffectRestartsTheWait() {
        let store = store()
        store.send(.start)
        queue.advance(by: .milliseconds(200))
        store.send(.start)
        queue.advance(by: .milliseconds(299))
        #expect(log.entries == [])
        queue.advance(by: .milliseconds(1))
        #expect(log.entries == ["start 2"])
    }

    @Test func aNewEffectCancelsTheWorkTheLastWaitStarted() {
        let store = store()
        store.send(.start)
        queue.advance(by: .milliseconds(350))
        store.send(.start)
        queue.advance(by: .milliseconds(400))
        #expect(log.entries == ["start 1", "cancel 1", "start 2"])
        #expect(store.state == ["2"])
    }

    @Test func cancelStopsTheWait() {
        let store = store()
        let before = StoreWork.total
        store.send(.start)
        queue.advance(by: .milliseconds(100))
        store.send(.stop)
        queue.advance(by: .milliseconds(1000))
        #expect(log.entries == [])
        #expect(store.state == [])
        #expect(StoreWork.total.since(before) == StoreWork(actionsReduced: 2, effectsStarted: 1))
    }
}
