import Foundation
import HeadlessUI
import Reactive

extension Reactive where Base: TableView {
    /// Emits the index path of each row the user selects, from subscription on.
    public var itemSelected: Observable<IndexPath> {
        Observable.create { [weak table = base] observer in
            guard let table else {
                observer.onCompleted()
                return Disposables.create()
            }
            let proxy = TableViewSelectionProxy.installed(in: table)
            let subscription = proxy.selections.subscribe(observer)
            return Disposables.create {
                withExtendedLifetime(proxy) { subscription.dispose() }
            }
        }
    }
}
