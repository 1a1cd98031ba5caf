import ArchitectureKit
import Bind
import Domain
import Observation

/// The flights screen around its board: the status line and what the reload button does. The
/// flights data controller moves ``phase`` as its loads go; the flights view is bound to
/// ``status`` and binds its reload button to ``reloadCommand``.
@MainActor
@Observable
final class FlightsViewModel: CountedObject, BindObservable {
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
    /// Loads the board again; given by the view controller, which alone asks for data.
    var reloadCommand: (any Command)?

    /// `Loading flights…`, `1 flight`, `N flights`, `No flights` or `Loading flights failed`.
    var status: String {
        switch phase {
        case .notLoaded: ""
        case .loading: "Loading flights\u{2026}"
        case .loaded(count: 0): "No flights"
        case let .loaded(count): Counting.count(count, "flight", "flights")
        case .failed: "Loading flights failed"
        }
    }
}
