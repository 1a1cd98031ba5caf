import Reactive

/// Sends its events at their ticks to whoever is subscribed then. Its scheduled events keep
/// it alive until the last has been sent, as a source that exists in time whoever holds it.
@MainActor
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    override init(scheduler: TestScheduler, events: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, events: events)
        for recorded in events {
            scheduler.scheduleAt(recorded.time) { [self] in
                for key in observers.keys.sorted() { observers[key]?.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers[key] = AnyObserver(observer)
        let index = recordSubscription()
        return Disposables.create { [weak self] in
            guard let self else { return }
            observers[key] = nil
            recordDisposal(of: index)
        }
    }
}
