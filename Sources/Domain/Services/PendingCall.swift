import VirtualTime

/// One call to a model controller waiting for its answer on the main queue: it delivers
/// exactly once, either the answer when it is due, or `.cancelled` soon after a cancel.
@MainActor
final class PendingCall<Value> {
    private var completion: (@MainActor (Result<Value, ServiceError>) -> Void)?
    private var delivery: ScheduledWork?
    private let queue: MainQueue

    init(queue: MainQueue, completion: @escaping @MainActor (Result<Value, ServiceError>) -> Void) {
        self.queue = queue
        self.completion = completion
    }

    /// Delivers `result` after `delay`, unless cancelled first.
    func deliver(_ result: @escaping @MainActor () -> Result<Value, ServiceError>, after delay: Duration) {
        delivery = queue.schedule(after: delay) { [self] in finish(result()) }
    }

    /// Delivers `result` now.
    func finish(_ result: Result<Value, ServiceError>) {
        guard let completion else { return }
        self.completion = nil
        delivery = nil
        completion(result)
    }

    /// A request handle whose cancel replaces the answer with `.cancelled`, delivered on the
    /// queue as URLSession would, never inside the caller's `cancel()`.
    func makeRequest() -> ServiceRequest {
        ServiceRequest { [self] in
            // Take the completion now, not when `.cancelled` is delivered: an answer that
            // falls due in this same instant (a shared artwork load finishing) must not
            // reach a caller that has already cancelled.
            guard let completion else { return }
            self.completion = nil
            delivery?.cancel()
            delivery = nil
            queue.async { completion(.failure(.cancelled)) }
        }
    }
}
