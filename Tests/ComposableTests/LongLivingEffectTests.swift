import Composable
import Testing

/// A long-living effect (a live feed): it sends every event until it is cancelled, by id or by
/// the task its send returned.
@MainActor
struct LongLivingEffectTests {
    let feed = NumberFeed()

    func followerStore() -> TestStore<FeedFollower.State, FeedFollower.Action> {
        TestStore(initialState: FeedFollower.State(), reporter: .issues) { [feed] in FeedFollower(feed: feed) }
    }

    @Test func theFeedSendsEveryEventUntilItIsCancelledByID() {
        let store = followerStore()
        store.send(.appeared)
        feed.publish(1)
        store.receive(.numberArrived(1)) { $0.numbers = [1] }
        feed.publish(2)
        store.receive(.numberArrived(2)) { $0.numbers = [1, 2] }
        store.send(.disappeared)
        #expect(feed.observerCount == 0)
        feed.publish(3)
        store.finish()
    }

    @Test func cancellingTheTaskOfItsSendEndsTheFeed() {
        let store = followerStore()
        let task = store.send(.appeared)
        feed.publish(5)
        store.receive(.numberArrived(5)) { $0.numbers = [5] }
        task.cancel()
        #expect(feed.observerCount == 0)
        store.finish()
    }
}
