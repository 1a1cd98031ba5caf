import ArchitectureKit
import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVVMC

/// The search view controller on virtual time, through its screen: when it kicks off an update
/// (the debounce) and whether a term is new enough to ask for (the same-term rule).
@MainActor
struct SearchViewControllerTests {
    let queue = VirtualMainQueue()
    let songSearch: SongSearchService
    let driver: Driver
    let status: TextHistory

    init() {
        songSearch = SongSearchService(catalog: Catalog.songs, queue: queue)
        let dataController = SearchDataController(songSearch: songSearch, artworkLoader: ArtworkLoader(queue: queue))
        let search = SearchViewController(dataController: dataController, mainQueue: queue, makeSongDataController: {
            SongDataController(artworkLoader: ArtworkLoader(queue: VirtualMainQueue()))
        })
        driver = present(search)
        status = TextHistory(of: "search.status", in: driver, queue: queue)
    }

    func type(_ text: String) throws {
        try driver.replaceText(of: "search.term", with: text)
    }

    // MARK: - Debounce

    @Test func typingFastAsksOnceWhenTheTypingStops() throws {
        for text in ["h", "he", "hey"] {
            try type(text)
            status.advance(by: .milliseconds(100))
        }
        status.advance(by: .seconds(1))

        #expect(status.entries == [
            "0ms Type to search",
            "530ms Searching for \u{201C}hey\u{201D}\u{2026}",
            "730ms 1 song",
        ])
        #expect(songSearch.requestCount == 1)
    }

    @Test func theSettledTermIsTrimmedAndItsInnerSpacesCollapsed() throws {
        try type("  hey \t  JUDE ")
        status.advance(by: .milliseconds(330))

        #expect(status.entries.last == "330ms Searching for \u{201C}hey JUDE\u{201D}\u{2026}")
    }

    // MARK: - Same term

    @Test func theSameTermDoesNotAskAgainWhileInFlightOrAfterItsAnswer() throws {
        songSearch.latency = .seconds(1)
        try type("jude")
        status.advance(by: .milliseconds(400))
        try type(" jude")
        status.advance(by: .seconds(2))
        try type("jude  ")
        status.advance(by: .seconds(2))

        #expect(songSearch.requestCount == 1)
        #expect(status.entries == [
            "0ms Type to search",
            "330ms Searching for \u{201C}jude\u{201D}\u{2026}",
            "1330ms 2 songs",
        ])
    }

    @Test func aFailedTermIsForgottenSoTypingItAgainAsksAgain() throws {
        songSearch.failNextRequest()
        try type("beatles")
        status.advance(by: .milliseconds(530))
        try type("beatles ")
        status.advance(by: .milliseconds(530))

        #expect(status.entries == [
            "0ms Type to search",
            "330ms Searching for \u{201C}beatles\u{201D}\u{2026}",
            "530ms Search failed for \u{201C}beatles\u{201D}",
            "860ms Searching for \u{201C}beatles\u{201D}\u{2026}",
            "1060ms 2 songs",
        ])
        #expect(songSearch.requestCount == 2)
    }

    @Test func aClearedTermIsForgottenSoTypingItAgainAsksAgain() throws {
        try type("yesterday")
        status.advance(by: .milliseconds(530))
        try type("")
        status.advance(by: .milliseconds(330))
        try type("yesterday")
        status.advance(by: .milliseconds(530))

        #expect(status.entries == [
            "0ms Type to search",
            "330ms Searching for \u{201C}yesterday\u{201D}\u{2026}",
            "530ms 1 song",
            "860ms Type to search",
            "1190ms Searching for \u{201C}yesterday\u{201D}\u{2026}",
            "1390ms 1 song",
        ])
        #expect(try driver.table("search.results").visibleCells.count == 1)
    }
}
