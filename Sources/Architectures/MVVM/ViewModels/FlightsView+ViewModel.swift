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
            case .loading: FlightFormat.loadingText
            case let .loaded(flights): FlightFormat.boardCount(flights.count)
            case .failed: FlightFormat.failedText
            }
        }

        private init() {
            status = ""
        }

        /// A screen that has not asked for the board yet.
        static let empty = ViewModel()
    }
}
