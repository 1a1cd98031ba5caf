import ArchitectureTestKit
import Domain
import Testing
@testable import MVVM

// No test doubles: every stage of a board load, and the status line it reads as.
@MainActor
struct FlightsViewViewModelTests {
    @Test func whileLoadingItSaysSo() {
        #expect(FlightsView.ViewModel(progress: .loading).status == "Loading flights\u{2026}")
    }

    @Test func aLoadedBoardCountsItsFlights() {
        #expect(FlightsView.ViewModel(progress: .loaded(flights: Board.flightsWithTie)).status == "4 flights")
        #expect(FlightsView.ViewModel(progress: .loaded(flights: [Board.ba287])).status == "1 flight")
        #expect(FlightsView.ViewModel(progress: .loaded(flights: [])).status == "No flights")
    }

    @Test func thousandsOfFlightsAreCountedWithAGroupingSeparator() {
        let flights = Array(repeating: Board.ba287, count: 1_234)
        #expect(FlightsView.ViewModel(progress: .loaded(flights: flights)).status == "1,234 flights")
    }

    @Test func aFailedLoadSaysSo() {
        #expect(FlightsView.ViewModel(progress: .failed).status == "Loading flights failed")
    }

    @Test func theEmptyScreenHasNoStatusYet() {
        #expect(FlightsView.ViewModel.empty.status == "")
    }
}
