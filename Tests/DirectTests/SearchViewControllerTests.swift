import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import Direct

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
        Song(id: 2, trackName: "Slow Ride", artistName: "Foghat"),
        Song(id: 3, trackName: "Fast Car", artistName: "Tracy Chapman", trackTimeMillis: 296_800),
    ] + (1...30).map { number in
        Song(id: 100 + number, trackName: "Track \(number)", artistName: "Band",
             artworkURL100: "https://art.example/track\(number)/100x100bb.jpg")
    })

    func status() throws -> String { try driver.text(of: "search.status") }

    // MARK: - Debounce

    @Test func typingFastSendsOneRequestWhenTheTypingStops() throws {
        let history = TextHistory(of: "search.status", in: driver, queue: queue)
        for character in "hey" {
            try driver.type(character, into: "search.term")
            history.advance(by: .milliseconds(100))
        }
        history.advance(by: .seconds(1))

        #expect(history.entries == [
            "0ms Type to search",
            "530ms Searching for \u{201C}hey\u{201D}\u{2026}",
            "730ms 1 song",
        ])
        #expect(songSearch.requestCount == 1)
        let row = try driver.cell("search.results", row: 0)
        #expect(row.titleLabel.text == "Hey Jude")
        #expect(row.subtitleLabel.text == "The Beatles \u{2014} Hey Jude")
        #expect(row.detailLabel.text == "7:11")
    }

    // MARK: - Latest wins

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
        #expect(try driver.cell("search.results", row: 0).titleLabel.text == "Fast Car")
    }

    @Test func clearingTheFieldWhileSearchingCancelsTheSearchAndForgetsTheTerm() throws {
        songSearch.latency = .seconds(1)
        let history = TextHistory(of: "search.status", in: driver, queue: queue)
        try driver.replaceText(of: "search.term", with: "hey")
        history.advance(by: .milliseconds(330))
        try driver.replaceText(of: "search.term", with: " ")
        history.advance(by: .seconds(2))
        try driver.replaceText(of: "search.term", with: "hey")
        history.advance(by: .milliseconds(1_330))

        // The cancelled search calls back with `.cancelled`: neither a result nor a failure shows.
        #expect(history.entries == [
            "0ms Type to search",
            "330ms Searching for \u{201C}hey\u{201D}\u{2026}",
            "660ms Type to search",
            "2660ms Searching for \u{201C}hey\u{201D}\u{2026}",
            "3660ms 1 song",
        ])
        #expect(songSearch.requestCount == 2)
    }

    @Test func aFailedSearchClearsTheRowsAndTheSameTermSearchesAgain() throws {
        try driver.replaceText(of: "search.term", with: "car")
        queue.advance(by: .milliseconds(530))
        songSearch.failNextRequest()
        try driver.replaceText(of: "search.term", with: "ride")
        queue.advance(by: .milliseconds(530))
        #expect(try status() == "Search failed for \u{201C}ride\u{201D}")
        #expect(try driver.table("search.results").numberOfRows == 0)

        try driver.replaceText(of: "search.term", with: "ride ")
        queue.advance(by: .milliseconds(530))
        #expect(try status() == "1 song")
        #expect(songSearch.requestCount == 3)
    }

    // MARK: - Formatting

    @Test func aSongWithoutAnAlbumShowsItsArtistAloneAndATermWithNoSongSaysSo() throws {
        try driver.replaceText(of: "search.term", with: "ride")
        queue.advance(by: .milliseconds(530))
        let row = try driver.cell("search.results", row: 0)
        #expect(row.subtitleLabel.text == "Foghat")
        #expect(row.detailLabel.text == "")

        try driver.replaceText(of: "search.term", with: "zzz")
        queue.advance(by: .milliseconds(530))
        #expect(try status() == "No results for \u{201C}zzz\u{201D}")
        #expect(try driver.table("search.results").numberOfRows == 0)
    }

    // MARK: - Reuse-safe artwork

    @Test func anImageLoadedForARowThatScrolledAwayNeverShowsInTheReusedCell() throws {
        try driver.replaceText(of: "search.term", with: "track")
        queue.advance(by: .milliseconds(530))  // rows 0–9 ask for their images, due at 630 ms
        queue.advance(by: .milliseconds(50))
        try driver.scroll("search.results", toRow: 20)  // their cells now show rows 20–29, due at 680 ms

        queue.advance(by: .milliseconds(50))
        #expect(try driver.table("search.results").visibleCells.allSatisfy { $0.artworkView.image == nil })

        queue.advance(by: .milliseconds(50))
        for row in 20..<30 {
            let cell = try driver.cell("search.results", row: row)
            #expect(cell.artworkView.image == Image(source: "https://art.example/track\(row + 1)/100x100bb.jpg"), "row \(row)")
        }

        // Scrolling back, the images loaded meanwhile come from the cache at once.
        try driver.scroll("search.results", toRow: 0)
        #expect(try driver.cell("search.results", row: 0).artworkView.image == Image(source: "https://art.example/track1/100x100bb.jpg"))
        #expect(artwork.requestCount == 20)
    }

    @Test func anImageLoadedForAnOlderAnswerNeverShowsOnTheRowThatReplacedIt() throws {
        artwork.latency = .seconds(1)
        try driver.replaceText(of: "search.term", with: "jude")
        queue.advance(by: .milliseconds(530))  // Hey Jude asks for its image, due at 1530 ms
        try driver.replaceText(of: "search.term", with: "car")
        queue.advance(by: .milliseconds(530))  // Fast Car, with no artwork, takes row 0
        #expect(try driver.cell("search.results", row: 0).titleLabel.text == "Fast Car")

        queue.advance(by: .seconds(1))
        #expect(try driver.cell("search.results", row: 0).artworkView.image == nil)
        #expect(artwork.requestCount == 1)
    }

    @Test func aSongWithoutArtworkShowsNoneAndAsksForNone() throws {
        try driver.replaceText(of: "search.term", with: "car")
        queue.advance(by: .seconds(1))

        #expect(try driver.cell("search.results", row: 0).artworkView.image == nil)
        #expect(artwork.requestCount == 0)
    }

    @Test func anImageLoadedForARowThatScrolledAwayNeverReplacesTheCachedImageOfTheReusedCell() throws {
        artwork.latency = .seconds(1)
        for number in 21...30 { artwork.latencyByURLEnding["track\(number)/100x100bb.jpg"] = .milliseconds(10) }
        try driver.replaceText(of: "search.term", with: "track")
        queue.advance(by: .milliseconds(530))  // rows 0–9 ask for their images, due at 1530 ms
        try driver.scroll("search.results", toRow: 20)
        queue.advance(by: .milliseconds(10))  // rows 20–29's images arrive and are cached

        // Rows 0–9 ask again and wait; then their cells take rows 20–29's images from the cache.
        try driver.scroll("search.results", toRow: 0)
        try driver.scroll("search.results", toRow: 20)
        queue.advance(by: .seconds(1))

        for row in 20..<30 {
            let cell = try driver.cell("search.results", row: row)
            #expect(cell.artworkView.image == Image(source: "https://art.example/track\(row + 1)/100x100bb.jpg"), "row \(row)")
        }
    }

    // MARK: - Navigation

    @Test func tappingARowOpensTheSongAndComingBackLeavesNoRowSelected() throws {
        try driver.replaceText(of: "search.term", with: "jude")
        queue.advance(by: .milliseconds(530))

        try driver.tapRow(0, of: "search.results")
        #expect(driver.stack == ["search", "song"])
        #expect(driver.topViewController?.title == "Hey Jude")

        try driver.back()
        #expect(driver.topScreenID == "search")
        #expect(try driver.table("search.results").indexPathForSelectedRow == nil)
    }
}
