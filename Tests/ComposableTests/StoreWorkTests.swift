import Composable
import Testing
import VirtualTime

/// The exact work the stores count: actions, comparisons, derived states, observer calls,
/// effects started, and the objects alive.
@MainActor
struct StoreWorkTests {
    @Test func aScopedObservationCostsOneDerivationAndOneComparisonASend() {
        let before = StoreWork.total
        var store: Store<Board.State, Board.Action>? = Store(initialState: Board.State()) { Board() }
        var counter = store?.scope(state: \.counter, action: Board.Action.counterPath)
        var heard: [Int] = []
        let token = counter?.observe(\.count) { heard.append($0) }
        // Made so far: two stores and an observation; the observation derived the count once
        // and was called with it.
        #expect(StoreWork.total.since(before) == StoreWork(scopesComputed: 1, observerCalls: 1, objectsAlive: 3))

        store?.send(.counter(.incrementTapped))
        store?.send(.rowTapped(1))
        counter?.send(.twiceTapped)
        // Five actions (the last send's two increments included), three sends: each send
        // derives the count once and compares it once; it changed after the first and third.
        #expect(heard == [0, 1, 3])
        #expect(StoreWork.total.since(before) == StoreWork(
            actionsReduced: 5, stateComparisons: 3, scopesComputed: 4, observerCalls: 3, objectsAlive: 3
        ))

        token?.cancel()
        counter = nil
        store = nil
        #expect(StoreWork.total.since(before).objectsAlive == 0)
    }

    @Test func aDebouncedRequestIsTwoEffectsTheWaitThenTheWork() {
        let queue = VirtualMainQueue()
        let log = WorkLog()
        let store = Store(initialState: PlaceSearch.State()) {
            PlaceSearch()
        } withDependencies: {
            $0.mainQueue = queue
            $0.placeSearch = .answering(["Brooklyn"], on: queue, log: log)
        }
        let before = StoreWork.total
        store.send(.queryChanged("B"))
        #expect(StoreWork.total.since(before) == StoreWork(actionsReduced: 1, effectsStarted: 1, objectsAlive: 1))
        queue.advance(by: .milliseconds(300))
        #expect(StoreWork.total.since(before) == StoreWork(actionsReduced: 1, effectsStarted: 2, objectsAlive: 1))
        queue.advance(by: .milliseconds(100))
        #expect(StoreWork.total.since(before) == StoreWork(actionsReduced: 2, effectsStarted: 2, objectsAlive: 0))
        #expect(store.state.results == ["Brooklyn"])
    }
}
