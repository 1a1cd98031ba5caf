import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
@testable import MVVMC

/// Views as BIND's `BNDView`: bound to the view model they are given, input included, and holding
/// it strongly.
@MainActor
struct ViewBindingTests {
    // MARK: - Two-way field

    @Test func theUsersEditsReachTheSearchViewModelsTerm() throws {
        let view = SearchView(), viewModel = SearchViewModel()
        view.viewModel = viewModel
        let field = try #require(view.element("search.term", as: TextField.self))
        field.userType("h")
        field.userType("e")

        #expect(viewModel.term == "he")
    }

    @Test func theFieldShowsTheTermItIsGivenAndFollowsIt() throws {
        let view = SearchView(), viewModel = SearchViewModel()
        viewModel.term = "hey"
        view.viewModel = viewModel
        let field = try #require(view.element("search.term", as: TextField.self))
        #expect(field.text == "hey")

        viewModel.term = "jude"

        #expect(field.text == "jude")
    }

    @Test func theStatusLabelFollowsThePhase() throws {
        let view = SearchView(), viewModel = SearchViewModel()
        view.viewModel = viewModel
        let status = try #require(view.element("search.status", as: Label.self))
        #expect(status.text == "Type to search")

        viewModel.phase = .searching(term: "hey")

        #expect(status.text == "Searching for \u{201C}hey\u{201D}\u{2026}")
    }

    // MARK: - Commands

    @Test func theCloseButtonExecutesTheSongsCloseCommand() throws {
        let view = SongView(), viewModel = SongViewModel(song: Catalog.heyJude), close = CountingCommand()
        viewModel.closeCommand = close
        view.viewModel = viewModel
        try #require(view.element("song.close", as: Button.self)).userTap()

        #expect(close.executions == 1)
    }

    @Test func theCloseButtonExecutesTheCardsCloseCommand() throws {
        let view = FlightCardView(), viewModel = FlightCardViewModel(flight: Board.ba287), close = CountingCommand()
        viewModel.closeCommand = close
        view.viewModel = viewModel
        try #require(view.element("card.close", as: Button.self)).userTap()

        #expect(close.executions == 1)
    }

    @Test func theReloadButtonExecutesTheBoardsReloadCommand() throws {
        let view = FlightsView(), viewModel = FlightsViewModel(), reload = CountingCommand()
        viewModel.reloadCommand = reload
        view.viewModel = viewModel
        let button = try #require(view.element("flights.reload", as: Button.self))
        button.userTap()
        button.userTap()

        #expect(reload.executions == 2)
    }

    @Test func aButtonTappedAfterItsViewWasGivenAnotherViewModelExecutesTheNewCommand() throws {
        let view = SongView(), first = SongViewModel(song: Catalog.heyJude), second = SongViewModel(song: Catalog.yesterday)
        let firstClose = CountingCommand(), secondClose = CountingCommand()
        first.closeCommand = firstClose
        second.closeCommand = secondClose
        view.viewModel = first
        view.viewModel = second
        try #require(view.element("song.close", as: Button.self)).userTap()

        #expect(firstClose.executions == 0)
        #expect(secondClose.executions == 1)
    }

    // MARK: - Lifetime

    @Test func aViewKeepsItsViewModelAlive() {
        let view = SongView()
        weak var held: SongViewModel?
        do {
            let viewModel = SongViewModel(song: Catalog.heyJude)
            held = viewModel
            view.viewModel = viewModel
        }

        #expect(held != nil)
        #expect(view.viewModel === held)
    }
}
