import Domain

/// The flights screen's state, declared by its view controller: the flights it shows, where
/// the latest load stands, and which rows the last change touched, so the table redraws no
/// more than that. A plain value: the screen's binder decides every change.
struct FlightBoard: Equatable {
    /// Where the latest load of the board stands.
    enum Load: Equatable {
        case notStarted
        case loading
        case loaded
        case failed
    }

    /// The rows a change touched.
    enum TouchedRows: Equatable {
        /// None: the old rows stay.
        case none
        /// Every row: the list is new.
        case all
        /// One row, changed in place.
        case row(Int)
    }

    /// The flights shown, in board order.
    var flights: [Flight] = []
    var load = Load.notStarted
    var touched = TouchedRows.none
}
