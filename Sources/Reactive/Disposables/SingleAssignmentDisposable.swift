/// A disposable that is given its underlying disposable once, later than it is created: a
/// subscription's handle can be handed out before the subscription exists. Disposed before
/// the assignment, it disposes the assigned disposable at once.
@MainActor
public final class SingleAssignmentDisposable: Cancelable {
    private var assigned: Disposable?
    private var isAssigned = false
    public private(set) var isDisposed = false

    public init() {}

    /// Sets the underlying disposable; call exactly once.
    public func setDisposable(_ disposable: Disposable) {
        precondition(!isAssigned, "SingleAssignmentDisposable was assigned twice")
        isAssigned = true
        if isDisposed {
            disposable.dispose()
        } else {
            assigned = disposable
        }
    }

    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let disposing = assigned
        assigned = nil
        disposing?.dispose()
    }
}
