import ArchitectureTestKit
import Domain
import Foundation
import HeadlessUI
import Testing
import VirtualTime
@testable import Direct

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

    private func artworkImage(_ driver: Driver) throws -> Image? {
        try #require(try driver.element("song.artwork") as? ImageView).image
    }

    @Test func showsEveryDetailAndTheLargeArtworkOnceLoaded() throws {
        let driver = presentPushed(SongViewController(song: Self.heyJude, artworkLoader: artwork))

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
        #expect(try artworkImage(driver) == nil)

        queue.advance(by: .milliseconds(100))
        #expect(try artworkImage(driver) == Image(source: "https://art.example/1/600x600bb.jpg"))
    }

    @Test func aBareExplicitSongShowsEmptyDetailsAndTheMarker() throws {
        let song = Song(id: 2, trackName: "Loud", artistName: "Band", trackPrice: -1, currency: "GBP", explicitness: .explicit)
        let driver = presentPushed(SongViewController(song: song, artworkLoader: artwork))

        #expect(try driver.text(of: "song.explicit") == "Explicit")
        #expect(try driver.text(of: "song.price") == "Album only")
        #expect(try driver.text(of: "song.album") == "")
        #expect(try driver.text(of: "song.released") == "")
        #expect(try artworkImage(driver) == nil)
        #expect(artwork.requestCount == 0)
    }

    @Test func closeGoesBackAndReleasesTheScreenAtOnce() throws {
        // The artwork is still loading when the screen closes: the load must not keep it alive.
        let closed = try pushThenClose({ SongViewController(song: Self.heyJude, artworkLoader: artwork) }, closeButton: "song.close", queue: queue)

        #expect(closed.driver.stack.count == 1)
        #expect(closed.released)
        queue.advance(by: .seconds(1))
    }
}
