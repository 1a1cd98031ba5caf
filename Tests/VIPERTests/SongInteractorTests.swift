import ArchitectureTestKit
import Domain
import Testing
import VirtualTime
@testable import VIPER

// The song screen's use case against a fake of its output, with the real artwork loader on
// virtual time. The loader takes 100 ms a load.
@MainActor
struct SongInteractorTests {
    let queue = VirtualMainQueue()
    let artwork: ArtworkLoader
    let output: SongOutputSpy

    /// Hey Jude's artwork, 100x100 in the song, asked at 600x600.
    static let heyJudeLarge = "https://art.example/1/600x600bb.jpg"

    init() {
        artwork = ArtworkLoader(queue: queue)
        output = SongOutputSpy(queue: queue)
    }

    func interactor(of song: Song) -> SongInteractor {
        let interactor = SongInteractor(song: song, artworkLoader: artwork)
        interactor.output = output
        return interactor
    }

    @Test func theLargeArtworkIsLoadedAndGivenWhenItArrives() {
        // Held, as its presenter holds it, until the image arrives.
        let interactor = interactor(of: Songs.heyJude)
        interactor.loadArtwork()
        queue.advance(by: .seconds(1))

        #expect(output.timeline.events == [at(100, Artwork(url: Self.heyJudeLarge))])
        #expect(artwork.requestCount == 1)
    }

    @Test func aCachedArtworkIsGivenInTheCallWithoutAnotherLoad() {
        artwork.loadImage(for: Self.heyJudeLarge) { _ in }
        queue.advance(by: .seconds(1))

        interactor(of: Songs.heyJude).loadArtwork()

        // Not a tick of the queue later: within the call, at the instant it was made.
        #expect(output.timeline.events == [at(1_000, Artwork(url: Self.heyJudeLarge))])
        #expect(artwork.requestCount == 1)
    }

    @Test func aSongWithoutArtworkAsksForNothing() {
        let interactor = interactor(of: Songs.judesSong)
        interactor.loadArtwork()
        queue.advance(by: .seconds(1))

        #expect(output.timeline.events.isEmpty)
        #expect(artwork.requestCount == 0)
    }

    @Test func aFailedLoadGivesNothing() {
        artwork.failNextRequest()
        let interactor = interactor(of: Songs.heyJude)
        interactor.loadArtwork()
        queue.advance(by: .seconds(1))

        #expect(output.timeline.events.isEmpty)
        #expect(artwork.requestCount == 1)
    }

    // MARK: - Closing before the image arrives

    @Test func aClosedScreenIsNotKeptForItsArtworkNorToldOfIt() {
        var closing: SongInteractor? = interactor(of: Songs.heyJude)
        closing?.loadArtwork()
        weak let released = closing

        closing = nil
        #expect(released == nil)
        queue.advance(by: .seconds(1))

        // The load was not cancelled: it fills the cache, so the song opens at once next time.
        #expect(output.timeline.events.isEmpty)
        #expect(artwork.cachedImage(for: Self.heyJudeLarge) == Artwork(url: Self.heyJudeLarge))
    }
}
