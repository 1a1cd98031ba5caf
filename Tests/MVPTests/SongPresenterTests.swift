import ArchitectureTestKit
import Domain
import Foundation
import Testing
import VirtualTime
@testable import MVP

// The song presenter against a fake screen, with the real artwork loader over virtual time.
@MainActor
struct SongPresenterTests {
    let queue = VirtualMainQueue()
    let artwork: ArtworkLoader

    init() {
        artwork = ArtworkLoader(queue: queue)
    }

    private func attached(_ song: Song) -> (presenter: SongPresenter, view: FakeSongView) {
        let presenter = SongPresenter(song: song, artworkLoader: artwork)
        let view = FakeSongView()
        presenter.attach(view)
        return (presenter, view)
    }

    @Test func writesEveryDetailOfTheSong() {
        let view = attached(Songs.heyJude).view

        #expect(view.title == "Hey Jude")
        #expect(view.songTitle == "Hey Jude")
        #expect(view.artist == "The Beatles")
        #expect(view.album == "Hey Jude")
        #expect(view.duration == "7:11")
        #expect(view.genre == "Rock")
        #expect(view.released == "1968")
        #expect(view.price == "$1.29")
        #expect(view.explicitMarker == nil)
    }

    @Test func unknownDetailsShowAsEmptyAndAMissingPriceAsNotForSale() {
        let view = attached(Song(id: 2, trackName: "Untitled", artistName: "Nobody")).view

        #expect([view.album, view.duration, view.genre, view.released] == ["", "", "", ""])
        #expect(view.price == "Not for sale")
        #expect(view.artworks == [])
        #expect(artwork.requestCount == 0)
    }

    @Test func anExplicitSongIsMarkedExplicit() {
        let song = Song(id: 3, trackName: "Loud", artistName: "Band", trackPrice: -1, currency: "GBP", explicitness: .explicit)

        let view = attached(song).view

        #expect(view.explicitMarker == "Explicit")
        #expect(view.price == "Album only")
    }

    @Test func theLargeArtworkShowsOnceLoaded() {
        let view = attached(Songs.heyJude).view
        #expect(view.artworks == [])

        queue.advance(by: .milliseconds(100))

        #expect(view.artworks == [Artwork(url: "https://art.example/1/600x600bb.jpg")])
    }

    @Test func aCachedLargeArtworkShowsAtOnce() {
        artwork.loadImage(for: "https://art.example/1/600x600bb.jpg") { _ in }
        queue.advance(by: .milliseconds(100))

        let view = attached(Songs.heyJude).view

        #expect(view.artworks == [Artwork(url: "https://art.example/1/600x600bb.jpg")])
        #expect(artwork.requestCount == 1)
    }

    // MARK: - Navigation

    @Test func closingTellsTheScreenToClose() {
        let (presenter, view) = attached(Songs.heyJude)

        presenter.closeRequested()

        #expect(view.closes == 1)
    }

    // MARK: - Lifetime

    @Test func anImageStillLoadingKeepsNeitherTheScreenNorThePresenterAlive() {
        weak var screen: FakeSongView?
        weak var released: SongPresenter?
        do {
            let (presenter, view) = attached(Songs.heyJude)
            screen = view
            released = presenter
        }

        #expect(screen == nil)
        #expect(released == nil)
        queue.advance(by: .seconds(1))
        #expect(artwork.requestCount == 1)
    }
}
