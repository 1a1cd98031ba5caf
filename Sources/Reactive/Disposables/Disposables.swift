/// Factories for the common disposables.
@MainActor
public enum Disposables {
    /// A disposable that does nothing: for subscriptions with nothing to release.
    public static func create() -> Disposable {
        NopDisposable()
    }

    /// A disposable that runs `dispose` the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that disposes both, in order.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes all three, in order.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of them, in order.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

/// Disposes nothing.
private struct NopDisposable: Disposable {
    func dispose() {}
}

/// Runs an action once, on the first dispose.
@MainActor
private final class AnonymousDisposable: Cancelable {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool { action == nil }

    func dispose() {
        guard let action else { return }
        // Released before it runs, so an action that disposes this again does nothing.
        self.action = nil
        action()
    }
}
