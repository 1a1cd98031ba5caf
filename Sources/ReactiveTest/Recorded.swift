import Reactive

/// A value with the tick it happened at: an event an observer received, or one a test
/// observable is to send.
public struct Recorded<Value> {
    /// When it happened, in ticks.
    public let time: TestTime
    /// What happened.
    public let value: Value

    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: CustomDebugStringConvertible {
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded {
    /// A `next` event at tick `time`: `.next(210, 1)`.
    public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>> where Value == Event<Element> {
        Recorded(time: time, value: .next(element))
    }

    /// The `completed` event at tick `time`: `.completed(300)`.
    public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at tick `time`: `.error(300, testError)`.
    public static func error<Element>(_ time: TestTime, _ error: any Error, _ type: Element.Type = Element.self) -> Recorded<Event<Element>>
    where Value == Event<Element> {
        Recorded(time: time, value: .error(error))
    }
}
