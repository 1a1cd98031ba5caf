/// A group of disposables disposed together. A disposable added after the group was
/// disposed is disposed at once.
@MainActor
public final class CompositeDisposable: Cancelable {
    /// Identifies a disposable in the group, to remove it.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    private var disposables: [(key: DisposeKey, disposable: Disposable)] = []
    private var nextKey = 0
    public private(set) var isDisposed = false

    /// An empty group.
    public init() {}

    /// A group holding these disposables.
    public convenience init(_ disposables: Disposable...) {
        self.init(disposables: disposables)
    }

    /// A group holding these disposables.
    public init(disposables: [Disposable]) {
        for disposable in disposables { _ = insert(disposable) }
    }

    /// The number of disposables in the group.
    public var count: Int { disposables.count }

    /// Adds a disposable to the group.
    ///
    /// - Returns: The key to remove it with, or nil when the group was already disposed; the
    ///   disposable was then disposed at once.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        guard !isDisposed else {
            disposable.dispose()
            return nil
        }
        let key = DisposeKey(value: nextKey)
        nextKey += 1
        disposables.append((key, disposable))
        return key
    }

    /// Removes the disposable with this key from the group and disposes it.
    public func remove(for key: DisposeKey) {
        guard let index = disposables.firstIndex(where: { $0.key == key }) else { return }
        disposables.remove(at: index).disposable.dispose()
    }

    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let disposing = disposables
        disposables = []
        for entry in disposing { entry.disposable.dispose() }
    }
}
