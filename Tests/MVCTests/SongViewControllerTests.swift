import ArchitectureTestKit
import Domain
import Foundation
import HeadlessUI
import Testing
import VirtualTime
@testable import MVC

@MainActor
struct SongViewControllerTests {
    let queue = VirtualMainQueue()
    let artwork: ArtworkLoader

    init() {
        artwork = ArtworkLoader(queue: queue)
    }

    static let heyJude = Song(
        id: 1, trackName: "Hey Jude", artistName: "The Beatles", collectionName: "Hey Jude",
        trackTimeMillis: 431_333, artworkURL100: "https://art.example/1/100x100bb.jpg",
        primaryGenreName: "Rock", releaseDate: instant("1968-08-26T12:00:00Z"),
        trackPrice: Decimal(string: "1.29"), currency: "USD", explicitness: .notExplicit
    )

    static let bareSong = Song(id: 2, trackName: "Untitled", artistName: "Nobody")

    private func show(_ song: Song) -> Driver {
        presentPushed(SongViewController(song: song, artworkLoader: artwork))
    }

    @Test func showsEveryDetailOfTheSong() throws {
        let driver = show(Self.heyJude)

        #expect(driver.topScreenID == "song")
        #expect(driver.topViewController?.title == "Hey Jude")
        #expect(try driver.text(of: "song.title") == "Hey Jude")
        #expect(try driver.text(of: "song.artist") == "The Beatles")
        #expect(try driver.text(of: "song.album") == "Hey Jude")
        #expect(try driver.text(of: "song.duration") == "7:11")
        #expect(try driver.text(of: "song.genre") == "Rock")
        #expect(try driver.text(of: "song.released") == "1968")
        #expect(try driver.text(of: "song.price") == "$1.29")
        #expect(try driver.text(of: "song.close") == "Close")
        #expect(!driver.exists("song.explicit"))
    }

    @Test func unknownDetailsShowAsEmptyAndAMissingPriceAsNotForSale() throws {
        let driver = show(Self.bareSong)

        #expect(try driver.text(of: "song.album") == "")
        #expect(try driver.text(of: "song.duration") == "")
        #expect(try driver.text(of: "song.genre") == "")
        #expect(try driver.text(of: "song.released") == "")
        #expect(try driver.text(of: "song.price") == "Not for sale")
        #expect(try (driver.element("song.artwork") as? ImageView)?.image == nil)
        #expect(artwork.requestCount == 0)
    }

    @Test func anExplicitSongIsMarkedExplicit() throws {
        let song = Song(id: 3, trackName: "Loud", artistName: "Band", trackPrice: -1, currency: "GBP", explicitness: .explicit)
        let driver = show(song)

        #expect(try driver.text(of: "song.explicit") == "Explicit")
        #expect(try driver.text(of: "song.price") == "Album only")
    }

    @Test func theLargeArtworkShowsOnceLoaded() throws {
        let driver = show(Self.heyJude)
        let artworkView = try #require(try driver.element("song.artwork") as? ImageView)
        #expect(artworkView.image == nil)

        queue.advance(by: .milliseconds(100))
        #expect(artworkView.image == Image(source: "https://art.example/1/600x600bb.jpg"))
    }

    @Test func aCachedLargeArtworkShowsAtOnce() throws {
        artwork.loadImage(for: "https://art.example/1/600x600bb.jpg") { _ in }
        queue.advance(by: .milliseconds(100))

        let driver = show(Self.heyJude)
        #expect(try (driver.element("song.artwork") as? ImageView)?.image == Image(source: "https://art.example/1/600x600bb.jpg"))
        #expect(artwork.requestCount == 1)
    }

    @Test func aFailedArtworkLoadLeavesNoImage() throws {
        artwork.failNextRequest()
        let driver = show(Self.heyJude)
        queue.advance(by: .seconds(1))

        #expect(try (driver.element("song.artwork") as? ImageView)?.image == nil)
    }

    @Test func closeGoesBackAndReleasesTheScreenAtOnce() throws {
        // The artwork is still loading when the screen closes: the load must not keep it alive.
        let closed = try pushThenClose({ SongViewController(song: Self.heyJude, artworkLoader: artwork) }, closeButton: "song.close", queue: queue)

        #expect(closed.driver.stack.count == 1)
        #expect(closed.released)
        queue.advance(by: .seconds(1))
    }
}
