import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVC

@MainActor
struct SearchViewControllerTests {
    let queue = VirtualMainQueue()
    let songSearch: SongSearchService
    let artwork: ArtworkLoader
    let driver: Driver

    init() {
        songSearch = SongSearchService(catalog: Self.catalog, queue: queue)
        artwork = ArtworkLoader(queue: queue)
        driver = present(SearchViewController(songSearch: songSearch, artworkLoader: artwork, mainQueue: queue))
    }

    static let catalog = SongCatalog(songs: [
        Song(id: 1, trackName: "Hey Jude", artistName: "The Beatles", collectionName: "Hey Jude",
             trackTimeMillis: 431_333, artworkURL100: "https://art.example/1/100x100bb.jpg"),
        Song(id: 2, trackName: "Jude's Song", artistName: "Some Artist"),
        Song(id: 3, trackName: "Yesterday", artistName: "The Beatles", collectionName: "Help!",
             trackTimeMillis: 125_000, artworkURL100: "https://art.example/3/100x100bb.jpg"),
        Song(id: 4, trackName: "Slow Ride", artistName: "Foghat"),
        Song(id: 5, trackName: "Fast Car", artistName: "Tracy Chapman"),
    ] + (1...30).map { number in
        Song(id: 100 + number, trackName: "Track \(number)", artistName: "Band",
             artworkURL100: "https://art.example/track\(number)/100x100bb.jpg")
    })

    func status() throws -> String { try driver.text(of: "search.status") }
    func rows() throws -> TableView { try driver.table("search.results") }
    func titles() throws -> [String] {
        try rows().visibleCells.map { $0.titleLabel.text ?? "" }
    }

    // MARK: - Start

    @Test func startsWithAnEmptyFieldInvitingTheUserToType() throws {
        #expect(driver.topViewController?.title == "Search")
        #expect(driver.topScreenID == "search")
        let field = try #require(try driver.element("search.term") as? TextField)
        #expect(field.placeholder == "Search songs")
        #expect(try status() == "Type to search")
        #expect(try rows().numberOfRows == 0)
    }

    // MARK: - Debounce

    @Test func typingFastSendsOneRequestWhenTheTypingStops() throws {
        let history = TextHistory(of: "search.status", in: driver, queue: queue)
        for character in "hey" {
            try driver.type(character, into: "search.term")
            history.advance(by: .milliseconds(100))
        }
        history.advance(by: .milliseconds(1_000))

        #expect(history.entries == [
            "0ms Type to search",
            "530ms Searching for \u{201C}hey\u{201D}\u{2026}",
            "730ms 1 song",
        ])
        #expect(songSearch.requestCount == 1)
    }

    @Test func theTermIsTrimmedAndItsInnerSpacesCollapsed() throws {
        try driver.replaceText(of: "search.term", with: "  hey \t  JUDE  ")
        queue.advance(by: .milliseconds(330))

        #expect(try status() == "Searching for \u{201C}hey JUDE\u{201D}\u{2026}")
        queue.advance(by: .milliseconds(200))
        #expect(try titles() == ["Hey Jude"])
    }

    // MARK: - Same term

    @Test func theSameTermAfterAnAnswerDoesNotSearchAgain() throws {
        try driver.replaceText(of: "search.term", with: "hey jude")
        queue.advance(by: .milliseconds(530))
        try driver.replaceText(of: "search.term", with: "hey  jude ")
        queue.advance(by: .seconds(1))

        #expect(songSearch.requestCount == 1)
        #expect(try status() == "1 song")
    }

    @Test func theSameTermWhileItsSearchIsInFlightDoesNotSearchAgain() throws {
        songSearch.latency = .seconds(1)
        let history = TextHistory(of: "search.status", in: driver, queue: queue)
        try driver.replaceText(of: "search.term", with: "hey")
        history.advance(by: .milliseconds(400))
        try driver.replaceText(of: "search.term", with: " hey")
        history.advance(by: .seconds(1))

        #expect(songSearch.requestCount == 1)
        #expect(history.entries == [
            "0ms Type to search",
            "330ms Searching for \u{201C}hey\u{201D}\u{2026}",
            "1330ms 1 song",
        ])
    }

    // MARK: - Failure

    @Test func aFailedSearchClearsTheRowsAndTheSameTermSearchesAgain() throws {
        try driver.replaceText(of: "search.term", with: "beatles")
        queue.advance(by: .milliseconds(530))
        #expect(try titles() == ["Hey Jude", "Yesterday"])

        songSearch.failNextRequest()
        try driver.replaceText(of: "search.term", with: "jude")
        queue.advance(by: .milliseconds(530))
        #expect(try status() == "Search failed for \u{201C}jude\u{201D}")
        #expect(try rows().numberOfRows == 0)

        try driver.replaceText(of: "search.term", with: "jude ")
        queue.advance(by: .milliseconds(330))
        #expect(try status() == "Searching for \u{201C}jude\u{201D}\u{2026}")
        queue.advance(by: .milliseconds(200))
        #expect(songSearch.requestCount == 3)
        #expect(try status() == "2 songs")
        #expect(try titles() == ["Hey Jude", "Jude's Song"])
    }

    // MARK: - Latest wins

    @Test func theOldRowsStayUntilTheNextAnswerArrives() throws {
        try driver.replaceText(of: "search.term", with: "beatles")
        queue.advance(by: .milliseconds(530))
        try driver.replaceText(of: "search.term", with: "jude")
        queue.advance(by: .milliseconds(330))

        #expect(try status() == "Searching for \u{201C}jude\u{201D}\u{2026}")
        #expect(try titles() == ["Hey Jude", "Yesterday"])
        queue.advance(by: .milliseconds(200))
        #expect(try titles() == ["Hey Jude", "Jude's Song"])
    }

    @Test func aSlowAnswerToAnOlderTermIsNeverShown() throws {
        songSearch.latencyByTerm = ["slow": .milliseconds(600), "fast": .milliseconds(100)]
        let history = TextHistory(of: "search.status", in: driver, queue: queue)
        try driver.replaceText(of: "search.term", with: "slow")
        history.advance(by: .milliseconds(400))
        try driver.replaceText(of: "search.term", with: "fast")
        history.advance(by: .seconds(2))

        #expect(history.entries == [
            "0ms Type to search",
            "330ms Searching for \u{201C}slow\u{201D}\u{2026}",
            "730ms Searching for \u{201C}fast\u{201D}\u{2026}",
            "830ms 1 song",
        ])
        #expect(try titles() == ["Fast Car"])
    }

    @Test func clearingTheFieldWhileSearchingCancelsTheSearch() throws {
        songSearch.latency = .seconds(1)
        let history = TextHistory(of: "search.status", in: driver, queue: queue)
        try driver.replaceText(of: "search.term", with: "hey")
        history.advance(by: .milliseconds(330))
        try driver.replaceText(of: "search.term", with: "")
        history.advance(by: .seconds(2))

        // The cancelled search calls back with `.cancelled`: neither a result nor a failure shows.
        #expect(history.entries == [
            "0ms Type to search",
            "330ms Searching for \u{201C}hey\u{201D}\u{2026}",
            "660ms Type to search",
        ])
        #expect(try rows().numberOfRows == 0)
    }

    @Test func clearingTheFieldForgetsTheTermSoItSearchesAgain() throws {
        try driver.replaceText(of: "search.term", with: "hey")
        queue.advance(by: .milliseconds(530))
        try driver.replaceText(of: "search.term", with: "   ")
        queue.advance(by: .milliseconds(330))
        #expect(try status() == "Type to search")
        #expect(try rows().numberOfRows == 0)

        try driver.replaceText(of: "search.term", with: "hey")
        queue.advance(by: .milliseconds(530))
        #expect(songSearch.requestCount == 2)
        #expect(try status() == "1 song")
    }

    @Test func anAnswerWithNoSongsSaysSo() throws {
        try driver.replaceText(of: "search.term", with: "zzz")
        queue.advance(by: .milliseconds(530))
        #expect(try status() == "No results for \u{201C}zzz\u{201D}")
    }

    @Test func aNewAnswerScrollsTheListToTheTop() throws {
        try driver.replaceText(of: "search.term", with: "track")
        queue.advance(by: .milliseconds(530))
        try driver.scroll("search.results", toRow: 15)
        #expect(try rows().firstVisibleRow == 15)

        try driver.replaceText(of: "search.term", with: "band")
        queue.advance(by: .milliseconds(530))
        #expect(try status() == "30 songs")
        #expect(try rows().firstVisibleRow == 0)
    }

    // MARK: - Rows

    @Test func aRowShowsTitleArtistAlbumAndDuration() throws {
        try driver.replaceText(of: "search.term", with: "jude")
        queue.advance(by: .milliseconds(530))

        let heyJude = try driver.cell("search.results", row: 0)
        #expect(heyJude.titleLabel.text == "Hey Jude")
        #expect(heyJude.subtitleLabel.text == "The Beatles \u{2014} Hey Jude")
        #expect(heyJude.detailLabel.text == "7:11")
        let judesSong = try driver.cell("search.results", row: 1)
        #expect(judesSong.subtitleLabel.text == "Some Artist")
        #expect(judesSong.detailLabel.text == "")
        #expect(judesSong.artworkView.image == nil)
    }

    // MARK: - Navigation

    @Test func tappingARowOpensTheSongAndComingBackLeavesNoRowSelected() throws {
        try driver.replaceText(of: "search.term", with: "beatles")
        queue.advance(by: .milliseconds(530))

        try driver.tapRow(1, of: "search.results")
        #expect(driver.stack == ["search", "song"])
        #expect(driver.topViewController?.title == "Yesterday")

        try driver.back()
        #expect(driver.topScreenID == "search")
        #expect(try rows().indexPathForSelectedRow == nil)
        #expect(try titles() == ["Hey Jude", "Yesterday"])
    }
}
