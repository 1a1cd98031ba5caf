import Composable
import Testing

/// A body of reducers: `Scope` runs a child on its part of the state, `Reduce` the parent's own
/// logic after it, and `ifLet` a child that is present only some of the time.
@MainActor
struct ReducerCompositionTests {
    func boardStore(_ state: Board.State = Board.State()) -> TestStore<Board.State, Board.Action> {
        TestStore(initialState: state, reporter: .issues) { Board() }
    }

    @Test func scopeRunsTheChildOnItsStateBeforeTheParentSeesIt() {
        let store = boardStore()
        store.send(.counter(.incrementTapped)) {
            $0.counter.count = 1
            $0.log = ["board saw incrementTapped with count 1"]
        }
    }

    @Test func theChildsEffectsComeBackAsTheParentsActions() {
        let store = boardStore()
        store.send(.counter(.twiceTapped)) { $0.log = ["board saw twiceTapped with count 0"] }
        store.receive(.counter(.incrementTapped)) {
            $0.counter.count = 1
            $0.log.append("board saw incrementTapped with count 1")
        }
        store.receive(.counter(.incrementTapped)) {
            $0.counter.count = 2
            $0.log.append("board saw incrementTapped with count 2")
        }
    }

    @Test func theChildNeverSeesTheParentsOtherActions() {
        let store = boardStore()
        store.send(.rowTapped(3)) { $0.card = Card.State(number: 3) }
    }

    @Test func ifLetRunsThePresentChildBeforeTheParentAndItsEffectsComeBack() {
        let store = boardStore(Board.State(card: Card.State(number: 7)))
        store.send(.card(.starTapped)) {
            $0.card?.isStarred = true
            $0.log = ["board saw card's starTapped with star true"]
        }
        store.mainQueue.advance(by: .milliseconds(100))
        store.receive(.card(.starSaved)) {
            $0.card?.isSaved = true
            $0.log.append("board saw card's starSaved with star true")
        }
        store.finish()
    }

    @Test func aChildActionWhileTheChildIsAbsentReachesOnlyTheParent() {
        let store = boardStore()
        store.send(.card(.starTapped)) { $0.log = ["board saw card's starTapped with star false"] }
        store.finish()
    }

    @Test func dismissingTheChildCancelsItsEffects() {
        let store = boardStore(Board.State(card: Card.State(number: 7)))
        store.send(.card(.starTapped)) {
            $0.card?.isStarred = true
            $0.log = ["board saw card's starTapped with star true"]
        }
        store.send(.card(.closeTapped)) { $0.card = nil }
        store.finish()
    }

    @Test func aChildShownAgainWorksAgain() {
        let store = boardStore(Board.State(card: Card.State(number: 7)))
        store.send(.card(.closeTapped)) { $0.card = nil }
        store.send(.rowTapped(8)) { $0.card = Card.State(number: 8) }
        store.send(.card(.starTapped)) {
            $0.card?.isStarred = true
            $0.log = ["board saw card's starTapped with star true"]
        }
        store.mainQueue.advance(by: .milliseconds(100))
        store.receive(.card(.starSaved)) {
            $0.card?.isSaved = true
            $0.log.append("board saw card's starSaved with star true")
        }
    }
}
