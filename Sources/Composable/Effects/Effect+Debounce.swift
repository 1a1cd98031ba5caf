import VirtualTime

extension Effect {
    /// The same work, started only once `dueTime` has passed on `scheduler` with no other
    /// effect debounced under `id` started in between: every new one cancels the one waiting,
    /// and the work the one before started, as typing a new letter does to a search.
    ///
    ///     state.query = query
    ///     return .run { send in … }
    ///         .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)
    ///
    /// - Parameters:
    ///   - id: The cancellation id of the wait and of the work after it: ``cancel(id:)`` with it
    ///     stops either.
    ///   - dueTime: How long to wait.
    ///   - scheduler: The main queue whose time the wait is measured in.
    public func debounce(id: some Hashable & Sendable, for dueTime: Duration, scheduler: any MainQueue) -> Effect {
        Effect(.delayed(dueTime, on: scheduler, self))
            .cancellable(id: id, cancelInFlight: true)
    }
}
