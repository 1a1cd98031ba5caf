import VirtualTime

/// What a model controller reported over virtual time, each value with the instant it came,
/// as a marble test writes it: `[at(330, .searching(term: "hey")), at(530, .found(…))]`.
@MainActor
public final class Timeline<Value: Equatable> {
    /// One report: when, and what.
    public struct Event: Equatable {
        public let milliseconds: Int64
        public let value: Value

        public init(milliseconds: Int64, value: Value) {
            self.milliseconds = milliseconds
            self.value = value
        }
    }

    private let queue: VirtualMainQueue
    /// Every report so far, in order.
    public private(set) var events: [Event] = []

    public init(queue: VirtualMainQueue) {
        self.queue = queue
    }

    /// Notes `value` at the queue's current instant.
    public func record(_ value: Value) {
        events.append(Event(milliseconds: queue.now.wholeMilliseconds, value: value))
    }
}

/// A report expected at `milliseconds` of virtual time.
@MainActor
public func at<Value>(_ milliseconds: Int64, _ value: Value) -> Timeline<Value>.Event {
    Timeline<Value>.Event(milliseconds: milliseconds, value: value)
}
