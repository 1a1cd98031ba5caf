import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVVM

// The song screen's flow: one view model at once, a second when the large artwork arrives.
@MainActor
struct SongViewControllerTests {
    let queue = VirtualMainQueue()
    let artwork: ArtworkLoader

    init() {
        artwork = ArtworkLoader(queue: queue)
    }

    @Test func showsTheSongAndThenItsLargeArtwork() throws {
        let driver = presentPushed(SongViewController(song: Songs.heyJude, artworkLoader: artwork))

        #expect(driver.topScreenID == "song")
        #expect(driver.topViewController?.title == "Hey Jude")
        #expect(try driver.text(of: "song.price") == "$1.29")
        #expect(try driver.text(of: "song.close") == "Close")
        #expect(!driver.exists("song.explicit"))
        let artworkView = try #require(try driver.element("song.artwork") as? ImageView)
        #expect(artworkView.image == nil)

        queue.advance(by: .milliseconds(100))
        #expect(artworkView.image == Image(source: "https://art.example/1/600x600bb.jpg"))
    }

    @Test func anExplicitSongShowsTheMarker() throws {
        let song = Song(id: 3, trackName: "Loud", artistName: "Band", explicitness: .explicit)
        let driver = presentPushed(SongViewController(song: song, artworkLoader: artwork))

        #expect(try driver.text(of: "song.explicit") == "Explicit")
        #expect(artwork.requestCount == 0)
    }

    @Test func closeGoesBackAndReleasesTheScreenAtOnce() throws {
        let closed = try pushThenClose({ SongViewController(song: Songs.heyJude, artworkLoader: artwork) }, closeButton: "song.close", queue: queue)

        #expect(closed.driver.stack.count == 1)
        #expect(closed.released)
        queue.advance(by: .seconds(1))
    }
}
