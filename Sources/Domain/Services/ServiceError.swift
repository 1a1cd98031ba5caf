/// Why a model controller's request ended without a result.
public enum ServiceError: Error, Equatable, Sendable {
    /// The request failed, as a network request does (the scenario said `fail next …`).
    case failed
    /// The caller cancelled the request; its result must not be shown.
    case cancelled
}

/// A handle on a request in flight; cancelling it makes the completion report
/// ``ServiceError/cancelled`` instead of the answer, as `URLSessionTask.cancel()` does.
@MainActor
public final class ServiceRequest {
    /// Whether the caller cancelled the request.
    public private(set) var isCancelled = false
    private let onCancel: @MainActor () -> Void

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Cancels the request. The completion is still called once, soon, with
    /// ``ServiceError/cancelled``. Cancelling twice, or after the answer, does nothing.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        onCancel()
    }
}
