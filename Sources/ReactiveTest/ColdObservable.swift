import Reactive

/// Sends its events to each subscriber at their ticks counted from that subscription.
@MainActor
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = recordSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            scheduled.insert(scheduler.scheduleRelative((), dueTime: .milliseconds(recorded.time)) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            })
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.recordDisposal(of: index)
        }
    }
}
