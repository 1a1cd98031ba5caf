extension Effect {
    /// The same work, cancellable by `id`: a later ``cancel(id:)`` with the same id stops it.
    ///
    /// - Parameters:
    ///   - id: The name of the work, shared by every effect that cancels it. An id holds within
    ///     one store.
    ///   - cancelInFlight: When true, starting this effect first cancels the work already
    ///     running under `id`, so at most one runs at a time: the latest request wins.
    public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
        cancellable(anyID: AnyHashable(id), cancelInFlight: cancelInFlight)
    }

    /// Cancels the work running under `id`: every effect made ``cancellable(id:cancelInFlight:)``
    /// with it, debounced effects still waiting included. Cancelling nothing is no error.
    public static func cancel(id: some Hashable & Sendable) -> Effect {
        cancel(anyID: AnyHashable(id))
    }

    func cancellable(anyID id: AnyHashable, cancelInFlight: Bool) -> Effect {
        if case .none = operation, !cancelInFlight { return .none }
        return Effect(.cancellable(id: id, cancelInFlight: cancelInFlight, self))
    }

    static func cancel(anyID id: AnyHashable) -> Effect {
        Effect(.cancel(id: id))
    }
}
