import Composable
import VirtualTime

/// What the search feature needs from a search service: a struct of closures, so a test gives
/// it a fake without a mock class.
struct PlaceSearchClient {
    /// Starts a search for `query`; `completion` is called once, on the main queue.
    var search: @MainActor (_ query: String, _ completion: @escaping @MainActor (Result<[String], PlaceSearchFailure>) -> Void) -> EffectCancellation
}

struct PlaceSearchFailure: Error, Equatable {}

extension PlaceSearchClient {
    /// Answers every query with the places whose name contains it (case aside), after `latency`, and logs
    /// each search and cancel in `log`.
    @MainActor
    static func answering(_ places: [String], after latency: Duration = .milliseconds(100), on queue: any MainQueue, log: WorkLog) -> PlaceSearchClient {
        PlaceSearchClient { query, completion in
            let found = places.filter { $0.lowercased().contains(query.lowercased()) }
            return request(found, after: latency, on: queue, log: log, name: query) { completion(.success($0)) }
        }
    }

    /// Fails every search after `latency`.
    @MainActor
    static func failing(after latency: Duration = .milliseconds(100), on queue: any MainQueue, log: WorkLog) -> PlaceSearchClient {
        PlaceSearchClient { query, completion in
            request(PlaceSearchFailure(), after: latency, on: queue, log: log, name: query) { completion(.failure($0)) }
        }
    }
}

enum PlaceSearchClientKey: DependencyKey {
    typealias Value = PlaceSearchClient
}

extension DependencyValues {
    var placeSearch: PlaceSearchClient {
        get { self[PlaceSearchClientKey.self] }
        set { self[PlaceSearchClientKey.self] = newValue }
    }
}

/// A live search after TCA's search example: the query is debounced, a new query cancels the
/// search before it, and clearing the query cancels the search in flight.
struct PlaceSearch: Reducer {
    struct State: Equatable {
        var query = ""
        var results: [String] = []
    }

    enum Action: Equatable {
        case queryChanged(String)
        case searchResponse(Result<[String], PlaceSearchFailure>)
    }

    private enum CancelID { case search }

    @Dependency(\.placeSearch) var placeSearch
    @Dependency(\.mainQueue) var mainQueue

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case let .queryChanged(query):
                state.query = query
                // When the query is cleared we must also cancel the search in flight, or its
                // answer could arrive later and bring old results back.
                guard !query.isEmpty else {
                    state.results = []
                    return .cancel(id: CancelID.search)
                }
                return .run { send in
                    placeSearch.search(query) { result in
                        send(.searchResponse(result))
                        send.finish()
                    }
                }
                .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)

            case let .searchResponse(.success(results)):
                state.results = results
                return .none

            case .searchResponse(.failure):
                state.results = []
                return .none
            }
        }
    }
}
