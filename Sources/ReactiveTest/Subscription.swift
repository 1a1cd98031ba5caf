/// When a test observable was subscribed to and when that subscription was disposed, in ticks:
/// `Subscription(200, 1000)`.
public struct Subscription: Equatable, Hashable, Sendable {
    /// The tick of the subscription.
    public let subscribe: TestTime
    /// The tick of the disposal, or `Int.max` while it lasts.
    public let unsubscribe: TestTime

    /// A subscription that began at `subscribe` and ended at `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime = .max) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }
}

extension Subscription: CustomDebugStringConvertible {
    public var debugDescription: String {
        unsubscribe == .max ? "(\(subscribe), never)" : "(\(subscribe), \(unsubscribe))"
    }
}
