/// Holds disposables and disposes them all when it is released: the owner of a screen's
/// subscriptions, so they end with the screen.
///
///     let disposeBag = DisposeBag()
///     model.status.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
@MainActor
public final class DisposeBag {
    private var disposables: [Disposable] = []

    public init() {}

    /// Adds a disposable to dispose when the bag is released.
    public func insert(_ disposable: Disposable) {
        disposables.append(disposable)
    }

    isolated deinit {
        // Taken out first, so a disposable that releases more work cannot reach this array.
        let disposing = disposables
        disposables = []
        for disposable in disposing { disposable.dispose() }
    }
}
