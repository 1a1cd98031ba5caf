import Composable
import Testing
import VirtualTime

/// Each kind of effect: what it sends back, in what order, and when it is over.
@MainActor
struct EffectTests {
    let queue = VirtualMainQueue()
    let log = WorkLog()

    @Test func noneStartsNoWork() {
        let store = probeStore(on: queue) { .none }
        let before = StoreWork.total
        store.send(.start)
        #expect(StoreWork.total.since(before) == StoreWork(actionsReduced: 1))
        #expect(queue.pendingCount == 0)
    }

    @Test func sendIsReducedAtOnceAfterTheActionThatReturnedIt() {
        let store = probeStore(on: queue) { .merge(.send(.got("a")), .send(.got("b"))) }
        store.send(.start)
        #expect(store.state == ["a", "b"])
        #expect(queue.pendingCount == 0)
    }

    @Test func runSendsEachAnswerAsItComesAndNothingAfterItFinishes() {
        let store = probeStore(on: queue) { [queue] in
            .run { send in
                queue.schedule(after: .milliseconds(10)) { send(.got("first")) }
                queue.schedule(after: .milliseconds(20)) {
                    send(.got("second"))
                    send.finish()
                }
                queue.schedule(after: .milliseconds(30)) { send(.got("too late")) }
                return .empty
            }
        }
        let before = StoreWork.total
        store.send(.start)
        #expect(StoreWork.total.since(before).objectsAlive == 1)
        queue.advance(by: .milliseconds(10))
        #expect(store.state == ["first"])
        queue.advance(by: .milliseconds(10))
        #expect(store.state == ["first", "second"])
        #expect(StoreWork.total.since(before).objectsAlive == 0)
        queue.advance(by: .milliseconds(10))
        #expect(store.state == ["first", "second"])
        #expect(StoreWork.total.since(before) == StoreWork(actionsReduced: 3, effectsStarted: 1))
    }

    @Test func aRunThatFinishesInsideItsOperationIsOverAtOnce() {
        let store = probeStore(on: queue) {
            .run { send in
                send(.got("now"))
                send.finish()
                return EffectCancellation { Issue.record("a finished effect must not be cancelled") }
            }
            .cancellable(id: "now")
        } stop: {
            .cancel(id: "now")
        }
        let before = StoreWork.total
        store.send(.start)
        store.send(.stop)
        #expect(store.state == ["now"])
        #expect(StoreWork.total.since(before).objectsAlive == 0)
    }

    @Test func mergeRunsEveryEffectAtOnce() {
        let store = probeStore(on: queue) { [queue, log] in
            .merge(
                answer("slow", after: .milliseconds(20), on: queue, log: log),
                answer("fast", after: .milliseconds(10), on: queue, log: log),
                .send(.got("at once"))
            )
        }
        store.send(.start)
        #expect(log.entries == ["start slow", "start fast"])
        queue.advance(by: .milliseconds(20))
        #expect(store.state == ["at once", "fast", "slow"])
    }

    @Test func mapTurnsAnEffectsActionsIntoAnotherFeaturesActions() {
        let words: Effect<String> = .merge(.send("sent"), .run { send in
            send("run")
            send.finish()
            return .empty
        })
        let store = probeStore(on: queue) { words.map(Probe.Action.got) }
        store.send(.start)
        #expect(store.state == ["sent", "run"])
    }
}
