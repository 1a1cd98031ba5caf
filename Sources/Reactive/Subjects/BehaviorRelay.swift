/// State that can be observed: a ``BehaviorSubject`` that never ends, with a readable
/// ``value`` and ``accept(_:)`` instead of events (RxRelay's `BehaviorRelay`, formerly
/// RxSwift's `Variable`).
///
///     relay (value 0):  --1--2--3--
///     subscribed:       ------^
///     receives:         ------2-3--
@MainActor
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        // The subject is never sent an error, so reading it cannot throw.
        try! subject.value()
    }

    /// Makes `element` the current value and sends it to every observer.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
