import Reactive

// RxCocoa's forms of `bind(to:)`, on top of the Reactive library's own:
//
//     status.bind(to: label.rx.text)                    // String into a Binder<String?>
//     songs.bind(to: table.rx.items(cellIdentifier: "SongCell", cellType: SongCell.self)) { row, song, cell in … }
//
// The curried form lets a binder that needs more than the source, such as a table's
// `rx.items` and its cell configuration, read as one statement.

extension ObservableType {
    /// Sends each element, as an optional, to each of the observers: a `String` sequence
    /// bound to a `Binder<String?>`.
    ///
    /// - Parameter observers: The observers, in the order they receive each event.
    /// - Returns: The subscription, to dispose or put in a ``DisposeBag``.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { Optional($0) }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Hands the sequence to `binder`: `source.bind(to: f)` is `f(source)`.
    ///
    /// - Parameter binder: Subscribes to the sequence and returns the subscription.
    /// - Returns: What `binder` returns, usually the subscription.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence, then `curriedArgument`, to `binder`: `source.bind(to: f) { … }`
    /// is `f(source)({ … })`.
    ///
    /// - Parameters:
    ///   - binder: Takes the sequence, then the extra argument, and subscribes.
    ///   - curriedArgument: The extra argument, usually a closure that configures a cell.
    /// - Returns: What `binder` returns, usually the subscription.
    public func bind<Argument, Result>(to binder: (Self) -> (Argument) -> Result, curriedArgument: Argument) -> Result {
        binder(self)(curriedArgument)
    }
}
