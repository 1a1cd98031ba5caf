import ArchitectureTestKit
import Domain
import Testing
import VirtualTime
@testable import MVP

// The search presenter against a fake screen, over virtual time, with the real search service
// and artwork loader: each test asserts everything the screen was told, and when.
@MainActor
struct SearchPresenterTests {
    let queue = VirtualMainQueue()
    let songSearch: SongSearchService
    let artwork: ArtworkLoader
    let presenter: SearchPresenter
    let view: FakeSearchView

    init() {
        songSearch = SongSearchService(catalog: Songs.catalog, queue: queue)
        artwork = ArtworkLoader(queue: queue)
        presenter = SearchPresenter(songSearch: songSearch, artworkLoader: artwork, mainQueue: queue)
        view = FakeSearchView(queue: queue)
        presenter.attach(view)
    }

    /// What the screen was told after it was attached.
    private var toldSinceAttached: [Timeline<FakeSearchView.Told>.Event] {
        Array(view.told.events.dropFirst(2))
    }

    /// The titles of the rows the presenter writes now.
    private func titles() -> [String?] {
        (0..<presenter.numberOfRows).map { row in
            let cell = FakeSongCell()
            presenter.configure(cell, forRow: row)
            return cell.title
        }
    }

    // MARK: - Start

    @Test func attachingTitlesTheScreenAndInvitesTheUserToType() {
        #expect(view.told.events == [at(0, .title("Search")), at(0, .status("Type to search"))])
        #expect(presenter.numberOfRows == 0)
    }

    // MARK: - Debounce

    @Test func typingFastSearchesOnceWhenTheTypingStops() {
        for text in ["h", "he", "hey"] {
            presenter.termChanged(text)
            queue.advance(by: .milliseconds(100))
        }
        queue.advance(by: .seconds(1))

        #expect(toldSinceAttached == [
            at(530, .status("Searching for \u{201C}hey\u{201D}\u{2026}")),
            at(730, .reloadRows),
            at(730, .scrollToTop),
            at(730, .status("1 song")),
        ])
        #expect(songSearch.requestCount == 1)
        #expect(titles() == ["Hey Jude"])
    }

    // MARK: - Latest wins

    @Test func theOldRowsStayUntilTheNextAnswerArrives() {
        presenter.termChanged("beatles")
        queue.advance(by: .milliseconds(530))
        presenter.termChanged("jude")
        queue.advance(by: .milliseconds(330))

        #expect(toldSinceAttached.last == at(860, .status("Searching for \u{201C}jude\u{201D}\u{2026}")))
        #expect(titles() == ["Hey Jude", "Yesterday"])
        queue.advance(by: .milliseconds(200))
        #expect(titles() == ["Hey Jude", "Jude's Song"])
    }

    @Test func aSlowAnswerToAnOlderTermIsNeverShown() {
        songSearch.latencyByTerm = ["slow": .milliseconds(600), "fast": .milliseconds(100)]
        presenter.termChanged("slow")
        queue.advance(by: .milliseconds(400))
        presenter.termChanged("fast")
        queue.advance(by: .seconds(2))

        // "slow" would have been answered at 930 ms; it was replaced at 730 ms.
        #expect(toldSinceAttached == [
            at(330, .status("Searching for \u{201C}slow\u{201D}\u{2026}")),
            at(730, .status("Searching for \u{201C}fast\u{201D}\u{2026}")),
            at(830, .reloadRows),
            at(830, .scrollToTop),
            at(830, .status("1 song")),
        ])
        #expect(titles() == ["Fast Car"])
    }

    @Test func clearingTheTermWhileSearchingCancelsTheSearchAndClearsTheRows() {
        songSearch.latency = .seconds(1)
        presenter.termChanged("hey")
        queue.advance(by: .milliseconds(330))
        presenter.termChanged("  ")
        queue.advance(by: .seconds(2))

        #expect(toldSinceAttached == [
            at(330, .status("Searching for \u{201C}hey\u{201D}\u{2026}")),
            at(660, .reloadRows),
            at(660, .status("Type to search")),
        ])
        #expect(presenter.numberOfRows == 0)
    }

    // MARK: - Answers

    @Test func aFailedSearchClearsTheRowsAndTheSameTermSearchesAgain() {
        songSearch.failNextRequest()
        presenter.termChanged("jude")
        queue.advance(by: .milliseconds(530))
        presenter.termChanged("jude ")
        queue.advance(by: .milliseconds(530))

        #expect(toldSinceAttached == [
            at(330, .status("Searching for \u{201C}jude\u{201D}\u{2026}")),
            at(530, .reloadRows),
            at(530, .status("Search failed for \u{201C}jude\u{201D}")),
            at(860, .status("Searching for \u{201C}jude\u{201D}\u{2026}")),
            at(1060, .reloadRows),
            at(1060, .scrollToTop),
            at(1060, .status("2 songs")),
        ])
        #expect(songSearch.requestCount == 2)
    }

    @Test func anAnswerWithNoSongsSaysSo() {
        presenter.termChanged("zzz")
        queue.advance(by: .milliseconds(530))

        #expect(toldSinceAttached.last == at(530, .status("No results for \u{201C}zzz\u{201D}")))
        #expect(presenter.numberOfRows == 0)
    }

    @Test func thousandsOfSongsAreCountedWithAGroupingSeparator() {
        let songs = (1...1_234).map { Song(id: $0, trackName: "Track \($0)", artistName: "Band") }
        let songSearch = SongSearchService(catalog: SongCatalog(songs: songs), queue: queue, limit: songs.count)
        let presenter = SearchPresenter(songSearch: songSearch, artworkLoader: artwork, mainQueue: queue)
        let view = FakeSearchView(queue: queue)
        presenter.attach(view)

        presenter.termChanged("track")
        queue.advance(by: .milliseconds(530))

        #expect(view.status == "1,234 songs")
    }

    // MARK: - Rows

    @Test func aRowShowsTitleArtistAlbumAndDuration() {
        presenter.termChanged("jude")
        queue.advance(by: .milliseconds(530))
        let heyJude = FakeSongCell(), judesSong = FakeSongCell()

        presenter.configure(heyJude, forRow: 0)
        presenter.configure(judesSong, forRow: 1)

        #expect(heyJude.title == "Hey Jude")
        #expect(heyJude.subtitle == "The Beatles \u{2014} Hey Jude")
        #expect(heyJude.duration == "7:11")
        #expect(judesSong.title == "Jude's Song")
        #expect(judesSong.subtitle == "Some Artist")
        #expect(judesSong.duration == "")
    }

    @Test func anEmptyAlbumLeavesTheArtistAloneInTheSubtitle() {
        let songs = [
            Song(id: 1, trackName: "Demo", artistName: "Some Artist", collectionName: ""),
            Song(id: 2, trackName: "Demo 2", artistName: "Band", collectionName: "B-Sides"),
        ]
        let presenter = SearchPresenter(songSearch: SongSearchService(catalog: SongCatalog(songs: songs), queue: queue),
                                        artworkLoader: artwork, mainQueue: queue)
        presenter.attach(FakeSearchView(queue: queue))
        presenter.termChanged("demo")
        queue.advance(by: .milliseconds(530))
        let cells = [FakeSongCell(), FakeSongCell()]

        for (row, cell) in cells.enumerated() { presenter.configure(cell, forRow: row) }

        #expect(cells.map(\.subtitle) == ["Some Artist", "Band \u{2014} B-Sides"])
    }

    // MARK: - Navigation

    @Test func selectingARowShowsThatRowsSong() throws {
        presenter.termChanged("beatles")
        queue.advance(by: .milliseconds(530))

        presenter.rowSelected(1)

        #expect(toldSinceAttached.last == at(530, .showSong))
        #expect(view.songsShown.count == 1)
        let song = FakeSongView()
        try #require(view.songsShown.first).attach(song)
        #expect(song.title == "Yesterday")
    }

    @Test func everyAppearanceLeavesNoRowSelected() {
        presenter.viewWillAppear()
        queue.advance(by: .seconds(1))
        presenter.viewWillAppear()

        #expect(toldSinceAttached == [at(0, .deselectSelectedRow), at(1000, .deselectSelectedRow)])
    }

    // MARK: - Lifetime

    @Test func thePresenterHoldsItsScreenWeakly() {
        weak var released: FakeSearchView?
        do {
            let view = FakeSearchView(queue: queue)
            released = view
            presenter.attach(view)
        }

        #expect(released == nil)
        presenter.termChanged("hey")
        queue.advance(by: .seconds(1))
        #expect(presenter.numberOfRows == 1)
    }

    @Test func aPresenterLetGoWithASearchInFlightIsReleased() {
        weak var released: SearchPresenter?
        do {
            let presenter = SearchPresenter(songSearch: songSearch, artworkLoader: artwork, mainQueue: queue)
            released = presenter
            presenter.attach(FakeSearchView(queue: queue))
            presenter.termChanged("hey")
            queue.advance(by: .milliseconds(400))
        }

        #expect(released == nil)
        queue.advance(by: .seconds(1))
        #expect(songSearch.requestCount == 1)
    }
}
