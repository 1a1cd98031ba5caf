import ArchitectureTestKit
import Domain
import HeadlessUI
import Reactive
import ReactiveTest
import Testing
@testable import Binder

/// The search screen's way to a song and back, and what a screen leaves behind when it goes.
@MainActor
struct SearchBinderNavigationTests {
    let scheduler = TestScheduler()
    let songSearch: SongSearchService
    let artwork: ArtworkLoader

    init() {
        songSearch = SongSearchService(catalog: Songs.catalog, queue: scheduler.mainQueue)
        artwork = ArtworkLoader(queue: scheduler.mainQueue)
    }

    func makeScreen() -> SearchViewController {
        SearchBinder.make(songSearch: songSearch, artwork: artwork, scheduler: scheduler)
    }

    /// Shows the screen with the answer for "beatles": Hey Jude, Yesterday.
    func presentBeatles() throws -> Driver {
        let driver = present(makeScreen())
        try driver.replaceText(of: "search.term", with: "beatles")
        scheduler.start()
        return driver
    }

    @Test func tappingARowPushesItsSongAndComingBackLeavesNoRowSelected() throws {
        let driver = try presentBeatles()

        try driver.tapRow(1, of: "search.results")
        #expect(driver.stack == ["search", "song"])
        #expect(driver.topViewController?.title == "Yesterday")
        #expect(try driver.text(of: "song.price") == "$1.29")
        try driver.tap("song.close")

        #expect(driver.stack == ["search"])
        #expect(try driver.table("search.results").indexPathForSelectedRow == nil)
    }

    @Test func aTappedRowOpensItsOwnSongWhenTwoRowsShareATrackId() throws {
        let twins = SongCatalog(songs: [
            Song(id: 7, trackName: "Echo", artistName: "The Echoes", collectionName: "Echo Chamber"),
            Song(id: 7, trackName: "Echo (Live)", artistName: "The Echoes", collectionName: "Live at the Echo Hall"),
        ])
        let screen = SearchBinder.make(
            songSearch: SongSearchService(catalog: twins, queue: scheduler.mainQueue), artwork: artwork, scheduler: scheduler)
        let driver = present(screen)
        try driver.replaceText(of: "search.term", with: "echo")
        scheduler.start()

        try driver.tapRow(1, of: "search.results")

        #expect(driver.topViewController?.title == "Echo (Live)")
        #expect(try driver.text(of: "song.album") == "Live at the Echo Hall")
    }

    @Test func aClosedSongScreenIsReleasedWithEverySubscriptionItMade() throws {
        let driver = try presentBeatles()
        let before = Resources.total
        weak var songScreen: ViewController?

        try driver.tapRow(0, of: "search.results")
        songScreen = driver.topViewController
        #expect(Resources.total > before)
        try driver.back()
        scheduler.start()

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
            scheduler.advanceTo(530)
            try driver.replaceText(of: "search.term", with: "beatles")
            scheduler.advanceTo(900)
        }
        scheduler.start()

        #expect(screen == nil)
        #expect(Resources.total == before)
    }
}
