import Domain

/// The texts of a flight that both the row and the card show, composed once, in the features,
/// from which the view controllers only read.
extension Flight {
    /// `BA 287`.
    var formattedCode: String { "\(airline.code) \(number)" }
    /// `LHR ➔ SFO`.
    var formattedRoute: String { "\(departure.airport.code) \u{2794} \(arrival.airport.code)" }
}
