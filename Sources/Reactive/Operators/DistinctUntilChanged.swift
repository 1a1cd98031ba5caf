extension ObservableType where Element: Equatable {
    /// Drops an element equal to the one just before it; equal elements that are not
    /// consecutive all pass.
    ///
    ///     source:                 --1--1--2--2--1--|
    ///     distinctUntilChanged(): --1-----2-----1--|
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops an element whose key equals the key of the element just before it.
    ///
    /// - Parameter keySelector: The key elements are compared by.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops an element that `comparer` finds equal to the element just before it.
    ///
    /// - Parameter comparer: Whether two consecutive elements are equal.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops an element whose key `comparer` finds equal to the key of the element just before it.
    ///
    /// - Parameters:
    ///   - keySelector: The key elements are compared by.
    ///   - comparer: Whether two keys are equal; a throw ends the sequence with that error.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), keySelector: keySelector, comparer: comparer)
    }
}

@MainActor
private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: DistinctUntilChanged<Element, Key>
    /// The key of the last element let through.
    private var currentKey: Key?

    init(parent: DistinctUntilChanged<Element, Key>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case let .next(element):
            do {
                let key = try parent.keySelector(element)
                if let currentKey, try parent.comparer(currentKey, key) { return }
                currentKey = key
                forwardOn(event)
            } catch {
                forwardAndDispose(.error(error))
            }
        case .error, .completed:
            forwardAndDispose(event)
        }
    }
}

@MainActor
private final class DistinctUntilChanged<Element, Key>: Producer<Element> {
    let source: Observable<Element>
    let keySelector: (Element) throws -> Key
    let comparer: (Key, Key) throws -> Bool

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = DistinctUntilChangedSink(parent: self, observer: observer, cancel: cancel)
        return (sink, source.subscribe(sink))
    }
}
