import ArchitectureTestKit
import ArchitectureKit
import Domain
import HeadlessUI
import Reactive
import ReactiveTest
import Testing
@testable import Binder

/// The song screen built by its binder: what is known is shown at once, the large artwork
/// when it has loaded (100 ticks), and Close pops the screen.
@MainActor
struct SongBinderTests {
    let scheduler = TestScheduler()
    let artwork: ArtworkLoader
    let largeYesterday = Image(source: "https://art.example/3/600x600bb.jpg")

    init() {
        artwork = ArtworkLoader(queue: scheduler.mainQueue)
    }

    @Test func theDetailsAreShownAtOnceInTheSharedWording() throws {
        let driver = presentPushed(SongBinder.make(song: Songs.yesterday, artwork: artwork))

        #expect(driver.topViewController?.title == "Yesterday")
        #expect(driver.topScreenID == "song")
        #expect(try driver.text(of: "song.title") == "Yesterday")
        #expect(try driver.text(of: "song.artist") == "The Beatles")
        #expect(try driver.text(of: "song.album") == "Help!")
        #expect(try driver.text(of: "song.duration") == "2:05")
        #expect(try driver.text(of: "song.genre") == "Rock")
        #expect(try driver.text(of: "song.released") == "1965")
        #expect(try driver.text(of: "song.price") == "$1.29")
        #expect(try driver.text(of: "song.close") == "Close")
        #expect(!driver.exists("song.explicit"))
    }

    @Test func unknownFieldsAreEmptyAndAnExplicitTrackIsMarked() throws {
        let driver = presentPushed(SongBinder.make(song: Songs.slowRide, artwork: artwork))

        #expect(try driver.text(of: "song.album") == "")
        #expect(try driver.text(of: "song.duration") == "")
        #expect(try driver.text(of: "song.released") == "")
        #expect(try driver.text(of: "song.price") == "Not for sale")
        #expect(try driver.text(of: "song.explicit") == "Explicit")
    }

    @Test func theLargeArtworkShowsWhenItHasLoaded() {
        let screen = SongBinder.make(song: Songs.yesterday, artwork: artwork)
        _ = presentPushed(screen)

        #expect(screen.songView.artworkView.image == nil)
        scheduler.advanceTo(100)

        #expect(screen.songView.artworkView.image == largeYesterday)
    }

    @Test func aCachedLargeArtworkShowsAtOnce() {
        artwork.loadImage(for: largeYesterday.source) { _ in }
        scheduler.start()

        let screen = SongBinder.make(song: Songs.yesterday, artwork: artwork)

        #expect(screen.songView.artworkView.image == largeYesterday)
        #expect(artwork.requestCount == 1)
    }

    @Test func closingPopsTheScreenWhichIsReleasedBeforeItsArtworkArrives() throws {
        let before = Resources.total
        weak var released: SongViewController?
        let driver: Driver
        do {
            let screen = SongBinder.make(song: Songs.yesterday, artwork: artwork)
            released = screen
            driver = presentPushed(screen)
        }

        try driver.tap("song.close")
        scheduler.start()

        #expect(driver.stack.count == 1)
        #expect(released == nil)
        #expect(Resources.total == before)
    }
}
