/// What an observable sends its observers: any number of elements, then at most one
/// terminal event, `error` or `completed`, after which it sends nothing more.
///
///     --1--2--3--|        next(1), next(2), next(3), completed
///     --1--2--X           next(1), next(2), error(X)
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence ended with an error.
    case error(any Error)
    /// The sequence ended successfully.
    case completed

    /// The element of a `next` event, nil for a terminal event.
    public var element: Element? {
        if case let .next(element) = self { element } else { nil }
    }

    /// The error of an `error` event.
    public var error: (any Error)? {
        if case let .error(error) = self { error } else { nil }
    }

    /// Whether this event ends the sequence.
    public var isStopEvent: Bool {
        if case .next = self { false } else { true }
    }

    /// The same event with its element transformed; terminal events pass unchanged.
    ///
    /// - Parameter transform: Applied to the element of a `next` event; a throw becomes an
    ///   `error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case let .next(element): return .next(try transform(element))
            case let .error(error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case let .next(element): "next(\(element))"
        case let .error(error): "error(\(error))"
        case .completed: "completed"
        }
    }
}
