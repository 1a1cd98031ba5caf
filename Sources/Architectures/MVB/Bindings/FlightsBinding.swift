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
        // Rows before status: a new board is shown, then counted.
        DisposeBag()
            ++ view.rows <~ model.rows
            ++ view.statusText <~ model.statusText
            ++ model.viewWillAppear <~ appearances
            ++ model.reloadRequested <~ view.reloadRequested
            ++ model.flightSelected <~ view.selectionEvents
            ++ selectionHandler <~ model.goToFlight
    }
}
