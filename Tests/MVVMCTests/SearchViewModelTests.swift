import Testing
@testable import MVVMC

/// The search screen's status line, composed by its view model from the phase.
@MainActor
struct SearchViewModelTests {
    let viewModel = SearchViewModel()

    func status(_ phase: SearchViewModel.Phase) -> String {
        viewModel.phase = phase
        return viewModel.status
    }

    @Test func eachPhaseReadsAsTheScreenSaysIt() {
        #expect(status(.waitingForTerm) == "Type to search")
        #expect(status(.searching(term: "hey jude")) == "Searching for \u{201C}hey jude\u{201D}\u{2026}")
        #expect(status(.found(count: 0, term: "zzz")) == "No results for \u{201C}zzz\u{201D}")
        #expect(status(.failed(term: "beatles")) == "Search failed for \u{201C}beatles\u{201D}")
    }

    @Test func theCountIsSingularForOneAndGroupedByThousands() {
        #expect(status(.found(count: 1, term: "hey")) == "1 song")
        #expect(status(.found(count: 2, term: "jude")) == "2 songs")
        #expect(status(.found(count: 1_234_567, term: "e")) == "1,234,567 songs")
    }

    @Test func aNewViewModelWaitsForATermWithAnEmptyField() {
        #expect(viewModel.status == "Type to search")
        #expect(viewModel.term == "")
    }
}
