import Reactive

/// Connects the flight card's model and view, and the handler of the wish to close.
@MainActor
enum FlightCardBinding {
    /// - Parameters:
    ///   - model: The card's model.
    ///   - view: The card's view.
    ///   - closeHandler: Closes the card.
    /// - Returns: The bindings; they last as long as the bag does.
    static func bind(model: FlightCardModel, view: FlightCardView, closeHandler: @escaping () -> Void) -> DisposeBag {
        DisposeBag()
            ++ view.flight <~ model.flight
            ++ closeHandler <~ view.closeRequested
    }
}
