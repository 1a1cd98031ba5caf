/// A ``PublishSubject`` that never ends: ``accept(_:)`` sends an element to the observers
/// subscribed at that moment (RxRelay's `PublishRelay`). The place for events such as user
/// intents, which have no current value.
///
///     relay:       --1--2--3--
///     subscribed:  ------^
///     receives:    ---------3--
@MainActor
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    public init() {}

    /// Sends `element` to every current observer.
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
