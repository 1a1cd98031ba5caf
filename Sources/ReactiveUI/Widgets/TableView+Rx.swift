import Foundation
import HeadlessUI
import Reactive

extension Reactive where Base: TableView {
    /// Binds arrays of elements to the table's rows, as RxCocoa's `items(cellIdentifier:cellType:)`:
    /// every array replaces the rows and reloads the table.
    ///
    ///     songs.bind(to: table.rx.items(cellIdentifier: SongCell.reuseIdentifier, cellType: SongCell.self)) { row, song, cell in
    ///         cell.titleLabel.text = song.trackName
    ///     }
    ///
    /// The cell class must be registered under `cellIdentifier`. The binding becomes the
    /// table's data source until it is disposed.
    ///
    /// - Parameters:
    ///   - cellIdentifier: The reuse pool the cells come from.
    ///   - cellType: The class of those cells.
    /// - Returns: A function of the source, then of the closure that shows an element (with
    ///   its row) in a dequeued cell, that returns the subscription.
    public func items<Source: ObservableType, Element, Cell: TableViewCell>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Element, Cell) -> Void) -> Disposable
    where Source.Element == [Element] {
        { source in
            rowChanges(cellIdentifier: cellIdentifier, cellType: cellType)(source.asObservable().map { .reloadAll($0) })
        }
    }

    /// Binds changes of the rows to the table: a whole new list reloads the table, one row
    /// changed in place reloads only that row. Otherwise as ``items(cellIdentifier:cellType:)``.
    ///
    /// - Parameters:
    ///   - cellIdentifier: The reuse pool the cells come from.
    ///   - cellType: The class of those cells.
    /// - Returns: A function of the source of changes, then of the closure that shows an
    ///   element in a dequeued cell, that returns the subscription.
    public func rowChanges<Source: ObservableType, Element, Cell: TableViewCell>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Element, Cell) -> Void) -> Disposable
    where Source.Element == RowsChange<Element> {
        { [weak table = base] source in
            { configureCell in
                guard let table else { return Disposables.create() }
                // The table holds its data source weakly: the subscription keeps it.
                let dataSource = TableViewRowsDataSource(cellIdentifier: cellIdentifier, configureCell: configureCell)
                table.dataSource = dataSource
                let subscription = source.subscribe(onNext: { [weak table] change in
                    guard let table else { return }
                    dataSource.apply(change, to: table)
                })
                return Disposables.create { [weak table] in
                    subscription.dispose()
                    if table?.dataSource === dataSource { table?.dataSource = nil }
                }
            }
        }
    }

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

    /// Emits the element of each row the user selects, as the table's `rx.items` or
    /// `rx.rowChanges` binding shows it, from subscription on.
    ///
    /// - Parameter modelType: The type of the elements bound to the table.
    public func modelSelected<Element>(_ modelType: Element.Type) -> Observable<Element> {
        itemSelected.compactMap { [weak table = base] indexPath in
            (table?.dataSource as? TableViewModelSource)?.model(at: indexPath) as? Element
        }
    }
}
