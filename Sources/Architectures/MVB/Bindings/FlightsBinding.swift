import Domain
import Reactive

/// Connects the flights screen's model and view, the screen's appearances, and the handler
/// of the user's choice.
@MainActor
enum FlightsBinding {
    /// - Parameters:
    ///   - model: The screen's model.
    ///   - view: The screen's view.
    ///   - appearances: Emits each time the screen is about to appear.
    ///   - selectionHandler: Shows the card of the flight the user chose.
    /// - Returns: The bindings; they last as long as the bag does.
    static func bind(
        model: FlightsModel, view: FlightsView, appearances: Observable<Void>, selectionHandler: @escaping (Flight) -> Void
    ) -> DisposeBag {
        // Rows before status: a new board is shown, then counted. The board loads when the
        // screen first appears, and on every reload: coming back from a card is not a reason
        // to load again, the live feed kept the rows current. One merged source, because a
        // source that completes (the first appearance) completes the observer it is bound to.
        DisposeBag()
            ++ view.rows <~ model.rows
            ++ view.status <~ model.status
            ++ model.loadRequested <~ Observable.merge(appearances.take(1), view.reloadRequested)
            ++ selectionHandler <~ view.selectionEvents
    }
}
