/// Counts the library's live objects, as RxSwift's `Resources.total` does: every subscription
/// sink, subject and shared connection adds one while it lives.
///
/// A screen that is gone must give back what it took: compare `total` before the screen
/// was shown and after it was released to find subscriptions that were never disposed.
@MainActor
public enum Resources {
    /// The number of the library's objects alive now.
    public private(set) static var total = 0

    static func incrementTotal() {
        total += 1
    }

    static func decrementTotal() {
        total -= 1
    }
}
