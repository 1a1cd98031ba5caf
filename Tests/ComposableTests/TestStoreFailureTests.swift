import Composable
import VirtualTime
import Testing

/// Every failure of the exhaustive test store, with the exact text a test author reads and the
/// line it is reported at.
@MainActor
struct TestStoreFailureTests {
    let recorder = FailureRecorder()

    func counterStore() -> TestStore<Counter.State, Counter.Action> {
        TestStore(initialState: Counter.State(), reporter: recorder.reporter) { Counter() }
    }

    @Test func aStateChangeNobodyAssertedFails() {
        let store = counterStore()
        store.send(.incrementTapped, line: 11)
        #expect(recorder.messages == ["""
            send(.incrementTapped) changed the state, but the test expected no change (- expected, + actual):
              State(
            -   count: 0
            +   count: 1
              )
            """])
        #expect(recorder.lines == [11])
        #expect(store.state == Counter.State(count: 1))
    }

    @Test func aWrongExpectedStateFailsWithTheLinesThatDiffer() {
        let store = counterStore()
        store.send(.incrementTapped) { $0.count = 2 }
        #expect(recorder.messages == ["""
            The state after send(.incrementTapped) is not the expected one (- expected, + actual):
              State(
            -   count: 2
            +   count: 1
              )
            """])
    }

    @Test func aWrongExpectedListShowsOnlyTheElementsThatDiffer() {
        let store = TestStore(initialState: PlaceSearch.State(query: "an"), reporter: recorder.reporter) {
            PlaceSearch()
        }
        store.send(.searchResponse(.success(["Los Angeles", "San Francisco"]))) { $0.results = ["Brooklyn"] }
        #expect(recorder.messages == ["""
            The state after send(.searchResponse(.success(["Los Angeles", "San Francisco"]))) is not the expected one (- expected, + actual):
              State(
                query: "an"
                results: [
            -     "Brooklyn"
            +     "Los Angeles"
            +     "San Francisco"
                ]
              )
            """])
    }

    @Test func anExpectedChangeThatChangesNothingFails() {
        let store = counterStore()
        store.send(.noticed) { $0.count = 0 }
        #expect(recorder.messages == [
            "send(.noticed) was given an expected change, but the state did not change: leave the closure out when no change is expected",
        ])
    }

    @Test func sendingBeforeReceivingWhatEffectsSentFails() {
        let store = counterStore()
        store.send(.twiceTapped)
        store.send(.decrementTapped, assert: { $0.count = 1 }, line: 21)
        #expect(recorder.messages == ["""
            send(.decrementTapped) came before 2 actions sent by effects were received:
              .incrementTapped
              .incrementTapped
            """])
        #expect(recorder.lines == [21])
    }

    @Test func receivingWhenNothingWasSentFails() {
        let store = counterStore()
        store.receive(.incrementTapped)
        #expect(recorder.messages == [
            "receive(.incrementTapped) found no action to receive, and no effect is at work to send one",
        ])
    }

    @Test func receivingBeforeTheEffectAnsweredSaysToAdvanceTheQueue() {
        let log = WorkLog()
        let store = TestStore(initialState: PlaceSearch.State(), reporter: recorder.reporter) {
            PlaceSearch()
        } withDependencies: {
            $0.placeSearch = .answering(["Brooklyn"], on: $0.mainQueue, log: log)
        }
        store.send(.queryChanged("B")) { $0.query = "B" }
        store.receive(.searchResponse(.success(["Brooklyn"]))) { $0.results = ["Brooklyn"] }
        store.mainQueue.advance(by: .milliseconds(400))
        store.receive(.searchResponse(.success(["Brooklyn"]))) { $0.results = ["Brooklyn"] }
        #expect(recorder.messages == [
            #"receive(.searchResponse(.success(["Brooklyn"]))) found no action to receive; 1 effect is still at work: advance the main queue until it sends"#,
        ])
    }

    @Test func receivingAnotherActionFailsWithBothActions() {
        let store = counterStore()
        store.send(.twiceTapped)
        store.receive(.decrementTapped)
        store.receive(.incrementTapped) { $0.count = 2 }
        #expect(recorder.messages == ["""
            receive expected another action than the one received (- expected, + received):
            - .decrementTapped
            + .incrementTapped
            """])
    }

    @Test func aPredicateThatDoesNotMatchFails() {
        let store = counterStore()
        store.send(.twiceTapped)
        store.receive({ $0 == .decrementTapped })
        store.receive({ $0 == .incrementTapped }) { $0.count = 2 }
        #expect(recorder.messages == ["receive's predicate does not match the action received: .incrementTapped"])
    }

    @Test func aPredicateIsNamedByTheActionItMatched() {
        let store = counterStore()
        store.receive({ _ in true })
        store.send(.twiceTapped)
        store.receive({ $0 == .incrementTapped }) { $0.count = 5 }
        store.receive({ _ in true }) { $0.count = 2 }
        #expect(recorder.messages == [
            "receive with a predicate found no action to receive, and no effect is at work to send one",
            """
            The state after receive(.incrementTapped) is not the expected one (- expected, + actual):
              State(
            -   count: 5
            +   count: 1
              )
            """,
        ])
    }

    @Test func aReceivedActionsStateIsAssertedLikeASendsState() {
        let store = counterStore()
        store.send(.twiceTapped)
        store.receive(.incrementTapped)
        store.receive(.incrementTapped) { $0.count = 2 }
        #expect(recorder.messages == ["""
            receive(.incrementTapped) changed the state, but the test expected no change (- expected, + actual):
              State(
            -   count: 0
            +   count: 1
              )
            """])
    }

    @Test func actionsNeverReceivedFailWhenTheStoreIsReleased() {
        do {
            let store = counterStore()
            store.send(.twiceTapped, line: 31)
        }
        #expect(recorder.messages == ["""
            The test ended with 2 actions sent by effects and never received:
              .incrementTapped
              .incrementTapped
            """])
        #expect(recorder.lines == [31])
    }

    @Test func anEffectStillAtWorkFailsWhenTheStoreIsReleased() {
        let feed = NumberFeed()
        do {
            let store = TestStore(initialState: FeedFollower.State(), reporter: recorder.reporter) {
                FeedFollower(feed: feed)
            }
            store.send(.appeared, line: 41)
        }
        #expect(recorder.messages == [
            "1 effect started by send(.appeared) is still at work at the end of the test: cancel it (Effect.cancel(id:), or the task send returned) before the test ends",
        ])
        #expect(recorder.lines == [41])
        #expect(feed.observerCount == 0)
    }

    @Test func anEffectStillAtWorkAfterFinishFailsOnceAtItsSend() {
        let feed = NumberFeed()
        do {
            let store = TestStore(initialState: FeedFollower.State(), reporter: recorder.reporter) {
                FeedFollower(feed: feed)
            }
            store.send(.appeared, line: 51)
            store.send(.appeared, line: 52)
            store.finish()
        }
        #expect(recorder.messages == [
            "1 effect started by send(.appeared) is still at work after finish() ran the main queue until it had no work: cancel it (Effect.cancel(id:), or the task send returned) before the test ends",
            "1 effect started by send(.appeared) is still at work after finish() ran the main queue until it had no work: cancel it (Effect.cancel(id:), or the task send returned) before the test ends",
        ])
        #expect(recorder.lines == [51, 52])
    }

    @Test func workThatReschedulesItselfForeverFailsFinish() {
        do {
            let store = TestStore(initialState: Counter.State(), reporter: recorder.reporter) {
                Reduce<Counter.State, Counter.Action> { _, _ in
                    @Dependency(\.mainQueue) var mainQueue
                    return .run { [mainQueue] _ in
                        tickForever(on: mainQueue)
                        return .empty
                    }
                }
            }
            store.send(.noticed, line: 61)
            store.finish(line: 62)
        }
        #expect(recorder.messages == [
            "finish() could not run the main queue until it had no work: the main queue still had work after running 100000 tasks (reached 100000ms); something keeps rescheduling itself",
            "1 effect started by send(.noticed) is still at work after finish() ran the main queue until it had no work: cancel it (Effect.cancel(id:), or the task send returned) before the test ends",
        ])
        #expect(recorder.lines == [62, 61])
    }
}

/// Schedules itself every millisecond, forever.
@MainActor
private func tickForever(on queue: any MainQueue) {
    queue.schedule(after: .milliseconds(1)) { tickForever(on: queue) }
}
