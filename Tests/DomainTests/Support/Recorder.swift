import Domain
import VirtualTime

/// Records what a service's completions deliver and when, so a test can assert the whole
/// history of a request rather than its last value.
@MainActor
final class Recorder<Value: Equatable> {
    struct Event: Equatable, CustomStringConvertible {
        let time: Duration
        let caller: String
        let result: Result<Value, ServiceError>

        var description: String { "\(caller)@\(time.formattedMilliseconds): \(result)" }
    }

    private let queue: VirtualMainQueue
    private(set) var events: [Event] = []

    init(queue: VirtualMainQueue) {
        self.queue = queue
    }

    /// A completion that records under `caller`'s name.
    func completion(_ caller: String = "") -> @MainActor (Result<Value, ServiceError>) -> Void {
        { [self] result in events.append(Event(time: queue.now, caller: caller, result: result)) }
    }

    /// Shorthand for an expected event of a named caller.
    func event(_ milliseconds: Int, _ caller: String, _ result: Result<Value, ServiceError>) -> Event {
        Event(time: .milliseconds(milliseconds), caller: caller, result: result)
    }

    /// Shorthand for an expected event when there is one caller.
    func event(_ milliseconds: Int, _ result: Result<Value, ServiceError>) -> Event {
        Event(time: .milliseconds(milliseconds), caller: "", result: result)
    }
}
