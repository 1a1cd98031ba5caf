import Foundation
import HeadlessUI
import Reactive

/// The table's delegate while anyone observes `rx.itemSelected` (RxCocoa's delegate proxy):
/// it turns each selection into an element of ``selections``. Every subscription holds it,
/// since the table holds its delegate weakly; the last one to end lets it go.
@MainActor
final class TableViewSelectionProxy: TableViewDelegate {
    /// Emits the index path of each row the user selects.
    let selections = PublishRelay<IndexPath>()

    /// The proxy the table already has, or a new one made its delegate.
    static func installed(in table: TableView) -> TableViewSelectionProxy {
        if let proxy = table.delegate as? TableViewSelectionProxy { return proxy }
        let proxy = TableViewSelectionProxy()
        table.delegate = proxy
        return proxy
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selections.accept(indexPath)
    }
}
