/// Holds one disposable at a time: setting a new one disposes the old one first. A
/// disposable set after this one was disposed is disposed at once.
///
/// The place for "the current timer" or "the current inner subscription".
@MainActor
public final class SerialDisposable: Cancelable {
    private var current: Disposable?
    public private(set) var isDisposed = false

    public init() {}

    /// The current disposable; setting it disposes the previous one.
    public var disposable: Disposable? {
        get { current }
        set {
            guard !isDisposed else {
                newValue?.dispose()
                return
            }
            let previous = current
            current = newValue
            previous?.dispose()
        }
    }

    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let last = current
        current = nil
        last?.dispose()
    }
}
