// RxSugar's two operators, with which a binding reads as the data flows:
//
//     DisposeBag()
//         ++ view.searchResults <~ model.searchResults
//         ++ model.searchTerm <~ view.searchTerm
//         ++ selectionHandler <~ view.selectionEvents
//
// `<~` binds tighter than `++`, so each line is one binding added to the bag.

/// The precedence of `++`: left-associative, so a chain adds its disposables in order.
precedencegroup DisposableAppendPrecedence {
    associativity: left
    higherThan: RangeFormationPrecedence
}

/// The precedence of `<~`: tighter than `++`, so `bag ++ a <~ b` adds the binding `a <~ b`.
precedencegroup ObserverBindingPrecedence {
    associativity: right
    higherThan: DisposableAppendPrecedence
}

infix operator <~ : ObserverBindingPrecedence
infix operator ++ : DisposableAppendPrecedence

/// Subscribes `observer` to `observable`: `view.status <~ model.status`.
///
/// - Returns: The subscription.
@MainActor
public func <~ <Observer: ObserverType, Source: ObservableConvertibleType>(observer: Observer, observable: Source) -> Disposable
where Observer.Element == Source.Element {
    observable.asObservable().subscribe(observer)
}

/// Calls `observer` with each element of `observable`: `selectionHandler <~ view.selectionEvents`.
///
/// - Returns: The subscription.
@MainActor
public func <~ <Source: ObservableConvertibleType>(observer: @escaping (Source.Element) -> Void, observable: Source) -> Disposable {
    observable.asObservable().subscribe(onNext: observer)
}

/// Makes each element of `observable` the relay's value: `model.searchTerm <~ view.termChanged`.
///
/// - Returns: The subscription.
@MainActor
public func <~ <Source: ObservableConvertibleType>(relay: BehaviorRelay<Source.Element>, observable: Source) -> Disposable {
    observable.asObservable().bind(to: relay)
}

/// Sends each element of `observable` to the relay.
///
/// - Returns: The subscription.
@MainActor
public func <~ <Source: ObservableConvertibleType>(relay: PublishRelay<Source.Element>, observable: Source) -> Disposable {
    observable.asObservable().bind(to: relay)
}

/// Adds `disposable` to `bag` and returns the bag, so additions chain.
@MainActor
@discardableResult
public func ++ (bag: DisposeBag, disposable: Disposable) -> DisposeBag {
    bag.insert(disposable)
    return bag
}

/// Adds `disposable` to `composite` and returns it, so additions chain.
@MainActor
@discardableResult
public func ++ (composite: CompositeDisposable, disposable: Disposable) -> CompositeDisposable {
    composite.insert(disposable)
    return composite
}
