import Composable
import Testing

/// The store: it reduces what is sent at once, and tells its observations only of changes.
@MainActor
struct StoreTests {
    @Test func aSentActionChangesTheStateAtOnce() {
        let store = Store(initialState: Counter.State()) { Counter() }
        store.send(.incrementTapped)
        #expect(store.state.count == 1)
    }

    @Test func actionsEffectsSendAtOnceAreReducedInOrderAfterTheOneThatSentThem() {
        let store = Store(initialState: Board.State()) { Board() }
        store.send(.counter(.twiceTapped))
        #expect(store.state.log == [
            "board saw twiceTapped with count 0",
            "board saw incrementTapped with count 1",
            "board saw incrementTapped with count 2",
        ])
    }

    @Test func anObservationHearsTheValueNowThenOnlyItsChanges() {
        let store = Store(initialState: Counter.State()) { Counter() }
        var heard: [Int] = []
        let token = store.observe(\.count) { heard.append($0) }
        store.send(.incrementTapped)
        store.send(.noticed)
        store.send(.twiceTapped)
        #expect(heard == [0, 1, 3])
        token.cancel()
    }

    @Test func anObservationOfTheWholeStateHearsEachChangedState() {
        let store = Store(initialState: Counter.State()) { Counter() }
        var heard: [Counter.State] = []
        let token = store.observe { heard.append($0) }
        store.send(.noticed)
        store.send(.decrementTapped)
        #expect(heard == [Counter.State(count: 0), Counter.State(count: -1)])
        token.cancel()
    }

    @Test func aCancelledOrReleasedObservationHearsNothingMore() {
        let store = Store(initialState: Counter.State()) { Counter() }
        var heard: [Int] = []
        let cancelled = store.observe(\.count) { heard.append($0) }
        var released: ObserveToken? = store.observe(\.count) { heard.append($0 * 100) }
        cancelled.cancel()
        released = nil
        store.send(.incrementTapped)
        #expect(heard == [0, 0])
        #expect(released == nil)
    }

    /// A view kept by an observation's closure, whose cells observe the same store: ending the
    /// outer observation releases the view, which ends the cells' observations as it goes.
    @Test func endingAnObservationThatHoldsOthersEndsThemAllWithoutACrash() {
        final class ViewWithCells {
            var cellTokens: [ObserveToken] = []
        }
        let store = Store(initialState: Counter.State()) { Counter() }
        var heardByCells = 0
        var view: ViewWithCells? = ViewWithCells()
        view?.cellTokens = (0..<3).map { _ in store.observe(\.count) { _ in heardByCells += 1 } }
        let outer = store.observe(\.count) { [view] _ in _ = view }
        view = nil

        outer.cancel()
        store.send(.incrementTapped)

        // Each cell heard the count when it began, and nothing after its view went.
        #expect(heardByCells == 3)
    }

    @Test func aScopedStoreShowsItsPartOfTheStateAndSendsThroughTheParent() {
        let store = Store(initialState: Board.State()) { Board() }
        let counter = store.scope(state: \.counter, action: Board.Action.counterPath)
        var heard: [Int] = []
        let token = counter.observe(\.count) { heard.append($0) }
        counter.send(.incrementTapped)
        #expect(counter.state == Counter.State(count: 1))
        #expect(store.state.log == ["board saw incrementTapped with count 1"])
        store.send(.counter(.incrementTapped))
        #expect(heard == [0, 1, 2])
        token.cancel()
    }

    @Test func ifLetShowsTheChildEachTimeItAppearsAndHidesItWhenItGoes() {
        let store = Store(initialState: Board.State()) { Board() }
        var shown: [Store<Card.State, Card.Action>] = []
        var hidden = 0
        let token = store.scope(state: \.card, action: Board.Action.cardPath)
            .ifLet(then: { shown.append($0) }, else: { hidden += 1 })
        #expect(shown.isEmpty)
        #expect(hidden == 1)
        store.send(.rowTapped(3))
        #expect(shown.map(\.state.number) == [3])
        shown[0].send(.closeTapped)
        #expect(hidden == 2)
        #expect(shown[0].state == Card.State(number: 3))
        store.send(.rowTapped(4))
        #expect(shown.count == 2)
        #expect(shown[1].state.number == 4)
        token.cancel()
    }
}
