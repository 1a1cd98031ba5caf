import Domain

extension FlightsView {
    /// What the flights screen shows around its board: the status line, formatted once from
    /// where the latest load stands. The rows have view models of their own (``FlightCell/ViewModel``).
    struct ViewModel: Equatable {
        /// `Loading flights…`, `1 flight`, `N flights`, `No flights` or `Loading flights failed`.
        let status: String

        /// The status line for `progress`.
        init(progress: BoardProgress) {
            status = switch progress {
            case .loading: "Loading flights\u{2026}"
            case let .loaded(flights) where flights.isEmpty: "No flights"
            case let .loaded(flights): Counting.count(flights.count, "flight", "flights")
            case .failed: "Loading flights failed"
            }
        }

        private init() {
            status = ""
        }

        /// A screen that has not asked for the board yet.
        static let empty = ViewModel()
    }
}
