import ArchitectureTestKit
import Domain
import HeadlessUI
import Reactive
import Testing
import VirtualTime
@testable import MVB

/// The search screen put together (view controller, binding, model, view) and driven as a
/// user would, on a virtual main queue.
@MainActor
struct SearchViewControllerTests {
    let queue = VirtualMainQueue()
    let songSearch: SongSearchService
    let artwork: ArtworkLoader

    init() {
        songSearch = SongSearchService(catalog: Songs.catalog, queue: queue)
        artwork = ArtworkLoader(queue: queue)
    }

    func makeScreen() -> SearchViewController {
        SearchViewController(songSearch: songSearch, artwork: ArtworkModel(loader: artwork), scheduler: MainScheduler(queue: queue))
    }

    func titles(_ driver: Driver) throws -> [String] {
        try driver.table("search.results").visibleCells.map { $0.titleLabel.text ?? "" }
    }

    @Test func theScreenStartsEmptyInvitingTheUserToType() throws {
        let driver = present(makeScreen())

        #expect(driver.topViewController?.title == "Search")
        #expect(driver.topScreenID == "search")
        #expect(try driver.text(of: "search.status") == "Type to search")
        #expect(try driver.table("search.results").numberOfRows == 0)
    }

    @Test func typingSearchesOnceTheTypingStopsAndShowsTheAnswer() throws {
        let driver = present(makeScreen())

        for character in "jude" {
            try driver.type(character, into: "search.term")
            queue.advance(by: .milliseconds(100))
        }
        queue.advance(by: .milliseconds(230))
        #expect(try driver.text(of: "search.status") == "Searching for \u{201C}jude\u{201D}\u{2026}")
        queue.advance(by: .milliseconds(200))

        #expect(songSearch.requestCount == 1)
        #expect(try driver.text(of: "search.status") == "2 songs")
        #expect(try titles(driver) == ["Hey Jude", "Jude's Song"])
        #expect(try driver.cell("search.results", row: 0).artworkView.image == nil)
        queue.advance(by: .milliseconds(100))
        #expect(try driver.cell("search.results", row: 0).artworkView.image == Image(source: "https://art.example/1/100x100bb.jpg"))
    }

    @Test func tappingARowShowsItsSongAndComingBackLeavesNoRowSelected() throws {
        let driver = present(makeScreen())
        try driver.replaceText(of: "search.term", with: "beatles")
        queue.advance(by: .milliseconds(530))

        try driver.tapRow(1, of: "search.results")
        #expect(driver.stack == ["search", "song"])
        #expect(driver.topViewController?.title == "Yesterday")
        #expect(try driver.text(of: "song.price") == "$1.29")
        try driver.tap("song.close")

        #expect(driver.stack == ["search"])
        #expect(try driver.table("search.results").indexPathForSelectedRow == nil)
    }

    @Test func aClosedSongScreenIsReleasedWithEverySubscriptionItMade() throws {
        let driver = present(makeScreen())
        try driver.replaceText(of: "search.term", with: "beatles")
        queue.advance(by: .seconds(1))
        let before = Resources.total
        weak var songScreen: ViewController?

        try driver.tapRow(1, of: "search.results")
        songScreen = driver.topViewController
        #expect(Resources.total > before)
        try driver.tap("song.close")
        queue.drain()

        #expect(songScreen == nil)
        #expect(Resources.total == before)
    }

    @Test func aReleasedSearchScreenLeavesNothingBehind() throws {
        let before = Resources.total
        weak var screen: SearchViewController?
        do {
            let driver = present(makeScreen())
            screen = driver.topViewController as? SearchViewController
            try driver.replaceText(of: "search.term", with: "jude")
            queue.advance(by: .milliseconds(530))
            try driver.replaceText(of: "search.term", with: "beatles")
            queue.advance(by: .milliseconds(400))
        }
        try queue.runUntilIdle()

        #expect(screen == nil)
        #expect(Resources.total == before)
    }
}
