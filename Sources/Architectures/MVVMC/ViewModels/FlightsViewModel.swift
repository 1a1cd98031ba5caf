import Bind
import Domain
import Observation

/// The flights screen's status line. The flights data controller moves it from phase to phase;
/// the flights view is bound to ``status``.
@MainActor
@Observable
final class FlightsViewModel: BindObservable {
    /// Where the board stands.
    enum Phase: Equatable {
        /// No load asked for yet.
        case notLoaded
        case loading
        /// The latest load brought this many flights.
        case loaded(count: Int)
        case failed
    }

    // Bind's registrar in place of the macro's, so bindings hear when a change is done.
    @ObservationIgnored let _$observationRegistrar = BindRegistrar()

    /// Where the board stands; set by the data controller.
    var phase = Phase.notLoaded

    /// The status line: `Loading flights…`, `12 flights`, `No flights`, `Loading flights failed`.
    var status: String {
        switch phase {
        case .notLoaded: ""
        case .loading: FlightFormat.loadingText
        case let .loaded(count): FlightFormat.boardCount(count)
        case .failed: FlightFormat.failedText
        }
    }
}
