import Domain

/// The texts of a flight that more than one view model shows: the row and the card. As the
/// article puts it, this is data formatting code even though it extends a model type, so it lives
/// with the view models, and only they use it.
extension Flight {
    /// `BA 287`.
    var formattedCode: String { "\(airline.code) \(number)" }
    /// `LHR ➔ SFO`.
    var formattedRoute: String { "\(departure.airport.code) \u{2794} \(arrival.airport.code)" }
}
