import Composable
import Testing

/// The test store when the test asserts everything: no failure, and the asserted state follows.
@MainActor
struct TestStoreTests {
    let recorder = FailureRecorder()

    @Test func actionsSentAtOnceAreReceivedOneByOneWithTheStateEachLeft() {
        let store = TestStore(initialState: Counter.State(), reporter: recorder.reporter) { Counter() }
        store.send(.twiceTapped)
        store.receive(.incrementTapped) { $0.count = 1 }
        #expect(store.state == Counter.State(count: 1))
        store.receive(.incrementTapped) { $0.count = 2 }
        store.send(.noticed)
        store.finish()
        #expect(recorder.failures == [])
    }

    @Test func aPredicateReceivesAnActionThatMatches() {
        let store = TestStore(initialState: Counter.State(), reporter: recorder.reporter) { Counter() }
        store.send(.twiceTapped)
        store.receive({ $0 == .incrementTapped }) { $0.count = 1 }
        store.receive({ _ in true }) { $0.count = 2 }
        #expect(recorder.failures == [])
    }

    @Test func finishRunsTheMainQueueUntilTheEffectsAreOver() {
        let log = WorkLog()
        let store = TestStore(initialState: PlaceSearch.State(), reporter: recorder.reporter) {
            PlaceSearch()
        } withDependencies: {
            $0.placeSearch = .answering(["Brooklyn"], on: $0.mainQueue, log: log)
        }
        store.send(.queryChanged("B")) { $0.query = "B" }
        store.finish()
        #expect(store.mainQueue.now == .milliseconds(400))
        store.receive(.searchResponse(.success(["Brooklyn"]))) { $0.results = ["Brooklyn"] }
        #expect(recorder.failures == [])
    }
}
