extension ObservableType {
    /// Sends the elements of all the sources as they come. Completes when every source has
    /// completed; an error from any ends it.
    ///
    ///     source 1:  --1-----3--|
    ///     source 2:  -----2-----4--|
    ///     merge:     --1--2--3--4--|
    ///
    /// - Parameter sources: The observables to merge; subscribed in order.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Sends the elements of all the sources as they come. Completes when every source has
    /// completed; an error from any ends it.
    ///
    /// - Parameter sources: The observables to merge; subscribed in order.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Merge(sources: sources)
    }
}

@MainActor
private final class MergeSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    private let group = CompositeDisposable()
    private var activeCount = 0

    func run(_ sources: [Observable<Element>]) -> Disposable {
        activeCount = sources.count
        guard !sources.isEmpty else {
            forwardAndDispose(.completed)
            return group
        }
        for source in sources {
            // A source that fails at once ends the merge: the rest are not started.
            guard !isDisposed else { break }
            let subscription = SingleAssignmentDisposable()
            guard let key = group.insert(subscription) else { break }
            subscription.setDisposable(source.subscribe(AnyObserver { [self] event in
                sourceOn(event, key: key)
            }))
        }
        return group
    }

    private func sourceOn(_ event: Event<Element>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardAndDispose(event)
        case .completed:
            group.remove(for: key)
            activeCount -= 1
            if activeCount == 0 { forwardAndDispose(.completed) }
        }
    }
}

@MainActor
private final class Merge<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable)
    where Observer.Element == Element {
        let sink = MergeSink(observer: observer, cancel: cancel)
        return (sink, sink.run(sources))
    }
}
