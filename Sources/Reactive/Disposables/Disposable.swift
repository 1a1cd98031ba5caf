/// A resource that can be released: a subscription, a scheduled action, a request.
@MainActor
public protocol Disposable {
    /// Releases the resource. Disposing twice does nothing more.
    func dispose()
}

/// A disposable that can tell whether it was disposed.
@MainActor
public protocol Cancelable: Disposable {
    /// Whether ``Disposable/dispose()`` was called.
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to `bag`, so it is disposed when the bag is released.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
