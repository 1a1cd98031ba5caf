import Foundation

/// Where answers that arrive on URLSession's threads wait for the main thread, which takes
/// them all when it looks (``take()``): the play loop looks at every tick, so an answer is
/// shown between two steps of the main queue, never in the middle of one.
final class ArrivalInbox<Arrival: Sendable>: @unchecked Sendable {
    // Guards `arrived`: posted from any thread, taken on the main thread.
    private let lock = NSLock()
    private var arrived: [Arrival] = []

    func post(_ arrival: Arrival) {
        lock.withLock { arrived.append(arrival) }
    }

    /// Everything posted since the last take, in the order it was posted.
    func take() -> [Arrival] {
        lock.withLock {
            defer { arrived.removeAll() }
            return arrived
        }
    }
}
