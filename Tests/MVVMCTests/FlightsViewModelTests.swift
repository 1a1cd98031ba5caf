import Testing
@testable import MVVMC

/// The flights screen's status line, composed by its view model from the phase.
@MainActor
struct FlightsViewModelTests {
    let viewModel = FlightsViewModel()

    func status(_ phase: FlightsViewModel.Phase) -> String {
        viewModel.phase = phase
        return viewModel.status
    }

    @Test func eachPhaseReadsAsTheScreenSaysIt() {
        #expect(status(.notLoaded) == "")
        #expect(status(.loading) == "Loading flights\u{2026}")
        #expect(status(.failed) == "Loading flights failed")
    }

    @Test func theCountIsNoneOneOrGrouped() {
        #expect(status(.loaded(count: 0)) == "No flights")
        #expect(status(.loaded(count: 1)) == "1 flight")
        #expect(status(.loaded(count: 1_200)) == "1,200 flights")
    }
}
