import ArchitectureTestKit
import Domain
import Testing
import VirtualTime
@testable import VIPER

// The search presenter against fakes of its view, interactor and wireframe, on virtual time.
@MainActor
struct SearchPresenterTests {
    let queue = VirtualMainQueue()
    let view = SearchViewSpy()
    let interactor: SearchInteractorFake
    let wireframe = RoutingSpy()
    let presenter: SearchPresenter

    init() {
        interactor = SearchInteractorFake(queue: queue)
        presenter = SearchPresenter(interactor: interactor, wireframe: wireframe, mainQueue: queue)
        presenter.view = view
    }

    @Test func invitesTheUserToTypeWhenTheViewLoads() {
        presenter.viewDidLoad()

        #expect(view.calls == [.status("Type to search")])
    }

    // MARK: - Debounce

    @Test func typingFastAsksForOneSearchWhenTheTypingStops() {
        for text in ["h", "he", "hey"] {
            presenter.termChanged(text)
            queue.advance(by: .milliseconds(100))
        }
        queue.advance(by: .seconds(1))

        // The last edit came at 200 ms; 330 ms later the text, as typed, goes to the interactor.
        #expect(interactor.searches == [at(530, "hey")])
    }

    @Test func everyEditRestartsTheWait() {
        presenter.termChanged("hey")
        queue.advance(by: .milliseconds(329))
        presenter.termChanged("hey ")
        queue.advance(by: .seconds(1))

        #expect(interactor.searches == [at(659, "hey ")])
    }

    @Test func aScreenGoneDuringTheWaitSearchesNothing() {
        var closing: SearchPresenter? = SearchPresenter(interactor: interactor, wireframe: wireframe, mainQueue: queue)
        closing?.termChanged("hey")
        weak let released = closing

        closing = nil
        #expect(released == nil)
        queue.advance(by: .seconds(1))

        #expect(interactor.searches.isEmpty)
    }

    // MARK: - Wording

    @Test func aSearchStartedKeepsTheRowsAndSaysWhatIsSearched() {
        presenter.searchStarted(term: "hey")

        #expect(view.calls == [.status("Searching for \u{201C}hey\u{201D}\u{2026}")])
    }

    @Test func songsFoundBecomeRowsThenTheListScrollsUpAndTheStatusCountsThem() {
        presenter.songsFound([Songs.heyJude, Songs.judesSong], term: "jude")

        #expect(view.calls == [
            .rows([
                SongRow(id: 1, title: "Hey Jude", subtitle: "The Beatles \u{2014} Hey Jude", duration: "7:11"),
                SongRow(id: 2, title: "Jude's Song", subtitle: "Some Artist", duration: ""),
            ]),
            .scrollToTop,
            .status("2 songs"),
        ])
    }

    @Test func anEmptyAlbumLeavesTheArtistAloneInTheSubtitle() {
        presenter.songsFound([Song(id: 7, trackName: "Untitled", artistName: "Someone", collectionName: "")], term: "untitled")

        #expect(view.calls.first == .rows([SongRow(id: 7, title: "Untitled", subtitle: "Someone", duration: "")]))
    }

    @Test func oneSongIsCountedInTheSingular() {
        presenter.songsFound([Songs.yesterday], term: "yesterday")

        #expect(view.calls.last == .status("1 song"))
    }

    @Test func noSongFoundSaysSoWithTheTerm() {
        presenter.songsFound([], term: "zzz")

        #expect(view.calls == [.rows([]), .scrollToTop, .status("No results for \u{201C}zzz\u{201D}")])
    }

    @Test func aFailureEmptiesTheListAndSaysWhichTermFailed() {
        presenter.searchFailed(term: "hey")

        #expect(view.calls == [.rows([]), .status("Search failed for \u{201C}hey\u{201D}")])
    }

    @Test func aClearedSearchEmptiesTheListAndInvitesTyping() {
        presenter.searchCleared()

        #expect(view.calls == [.rows([]), .status("Type to search")])
    }

    // MARK: - Navigation

    @Test func selectingARowAsksTheWireframeForThatSong() {
        presenter.songsFound([Songs.heyJude, Songs.yesterday], term: "e")

        presenter.selectRow(at: 1)

        #expect(wireframe.routes == [.song(Songs.yesterday)])
    }

    // MARK: - Reuse-safe artwork

    @Test func aRowsArtworkIsAskedOfTheInteractorForThatRowsSong() {
        presenter.songsFound([Songs.heyJude, Songs.yesterday], term: "e")
        interactor.artworkAnswer = Artwork(url: "https://art.example/3/100x100bb.jpg")
        var shown: [Artwork?] = []

        presenter.artwork(forRowAt: 1) { shown.append($0) }

        #expect(interactor.artworkRequests == [Songs.yesterday])
        #expect(shown == [Artwork(url: "https://art.example/3/100x100bb.jpg")])
    }
}
