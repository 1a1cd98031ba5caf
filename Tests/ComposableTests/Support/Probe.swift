import Composable
import VirtualTime

/// A feature to try one effect on: `start` and `stop` return the effects a test gives, and
/// `got` keeps the words effects send back.
struct Probe: Reducer {
    enum Action: Equatable {
        case start
        case stop
        case got(String)
    }

    let start: @MainActor () -> Effect<Action>
    var stop: @MainActor () -> Effect<Action> = { .none }

    func reduce(into state: inout [String], action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return start()
        case .stop:
            return stop()
        case let .got(word):
            state.append(word)
            return .none
        }
    }
}

/// A store running a probe on `queue`.
@MainActor
func probeStore(
    on queue: VirtualMainQueue,
    start: @escaping @MainActor () -> Effect<Probe.Action>,
    stop: @escaping @MainActor () -> Effect<Probe.Action> = { .none }
) -> Store<[String], Probe.Action> {
    Store(initialState: []) {
        Probe(start: start, stop: stop)
    } withDependencies: {
        $0.mainQueue = queue
    }
}

/// An effect that sends `word` back after `latency`, through a fake request logged in `log`.
@MainActor
func answer(_ word: String, after latency: Duration, on queue: any MainQueue, log: WorkLog, ignoresCancel: Bool = false) -> Effect<Probe.Action> {
    .run { send in
        request(word, after: latency, on: queue, log: log, name: word, ignoresCancel: ignoresCancel) {
            send(.got($0))
            send.finish()
        }
    }
}
