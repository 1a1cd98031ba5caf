import Composable
import Testing

/// The search example tested as TCA tests it: exhaustively, on virtual time.
@MainActor
struct SearchFeatureTests {
    let places = ["Brooklyn", "Los Angeles", "San Francisco"]
    let log = WorkLog()

    func makeStore() -> TestStore<PlaceSearch.State, PlaceSearch.Action> {
        TestStore(initialState: PlaceSearch.State(), reporter: .issues) {
            PlaceSearch()
        } withDependencies: { [places, log] in
            $0.placeSearch = .answering(places, on: $0.mainQueue, log: log)
        }
    }

    @Test func aQuerySearchesOnceTheDebounceHasPassedAndClearingItEmptiesTheResults() {
        let store = makeStore()
        store.send(.queryChanged("an")) { $0.query = "an" }
        store.mainQueue.advance(by: .milliseconds(299))
        #expect(log.entries == [])
        store.mainQueue.advance(by: .milliseconds(1))
        #expect(log.entries == ["start an"])
        store.mainQueue.advance(by: .milliseconds(100))
        store.receive(.searchResponse(.success(["Los Angeles", "San Francisco"]))) {
            $0.results = ["Los Angeles", "San Francisco"]
        }
        store.send(.queryChanged("")) {
            $0.query = ""
            $0.results = []
        }
        store.finish()
    }

    @Test func typingFastSearchesOnlyTheLastQuery() {
        let store = makeStore()
        store.send(.queryChanged("B")) { $0.query = "B" }
        store.mainQueue.advance(by: .milliseconds(200))
        store.send(.queryChanged("Br")) { $0.query = "Br" }
        store.mainQueue.advance(by: .milliseconds(200))
        store.send(.queryChanged("Bro")) { $0.query = "Bro" }
        store.mainQueue.advance(by: .milliseconds(400))
        store.receive(.searchResponse(.success(["Brooklyn"]))) { $0.results = ["Brooklyn"] }
        #expect(log.entries == ["start Bro"])
        store.finish()
    }

    @Test func aNewQueryCancelsTheSearchInFlight() {
        let store = makeStore()
        store.send(.queryChanged("B")) { $0.query = "B" }
        store.mainQueue.advance(by: .milliseconds(350))
        store.send(.queryChanged("Lo")) { $0.query = "Lo" }
        store.mainQueue.advance(by: .milliseconds(400))
        store.receive(.searchResponse(.success(["Los Angeles"]))) { $0.results = ["Los Angeles"] }
        #expect(log.entries == ["start B", "cancel B", "start Lo"])
        store.finish()
    }

    @Test func clearingTheQueryCancelsTheSearchInFlight() {
        let store = makeStore()
        store.send(.queryChanged("B")) { $0.query = "B" }
        store.mainQueue.advance(by: .milliseconds(350))
        store.send(.queryChanged("")) { $0.query = "" }
        store.finish()
        #expect(log.entries == ["start B", "cancel B"])
    }

    @Test func aFailedSearchClearsTheResults() {
        let store = TestStore(initialState: PlaceSearch.State(results: ["Brooklyn"]), reporter: .issues) {
            PlaceSearch()
        } withDependencies: { [log] in
            $0.placeSearch = .failing(on: $0.mainQueue, log: log)
        }
        store.send(.queryChanged("S")) { $0.query = "S" }
        store.mainQueue.advance(by: .milliseconds(400))
        store.receive(.searchResponse(.failure(PlaceSearchFailure()))) { $0.results = [] }
        store.finish()
    }
}
