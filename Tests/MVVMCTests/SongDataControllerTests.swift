import Bind
import Domain
import Testing
import VirtualTime
@testable import MVVMC

/// The song screen's data controller: the view model at once, the large artwork when it arrives.
@MainActor
struct SongDataControllerTests {
    let queue = VirtualMainQueue()
    let artwork: ArtworkLoader
    let dataController: SongDataController

    init() {
        artwork = ArtworkLoader(queue: queue)
        dataController = SongDataController(artworkLoader: artwork)
    }

    @Test func theViewModelComesAtOnceAndTheLargeArtworkAfterItsLoad() throws {
        var handed: SongViewModel?
        dataController.update(with: Catalog.heyJude) { handed = $0 }
        let song = try #require(handed)
        let history = TextRecorder(queue: queue)
        history.record(song.bind(\.artwork).transform { $0?.source })
        queue.advance(by: .seconds(1))

        #expect(song.title == "Hey Jude")
        #expect(history.entries == ["0ms nil", "100ms https://art.example/1/600x600bb.jpg"])
    }

    @Test func aCachedLargeArtworkIsThereAtOnce() throws {
        artwork.loadImage(for: "https://art.example/1/600x600bb.jpg") { _ in }
        queue.advance(by: .milliseconds(100))
        var handed: SongViewModel?
        dataController.update(with: Catalog.heyJude) { handed = $0 }

        #expect(try #require(handed).artwork?.source == "https://art.example/1/600x600bb.jpg")
        #expect(artwork.requestCount == 1)
    }

    @Test func aSongWithoutArtworkAsksForNone() {
        dataController.update(with: Catalog.judesSong) { _ in }
        queue.advance(by: .seconds(1))

        #expect(artwork.requestCount == 0)
    }

    @Test func aClosedScreensViewModelIsNotKeptForItsArtwork() {
        weak var released: SongViewModel?
        dataController.update(with: Catalog.heyJude) { released = $0 }

        #expect(released == nil)
        queue.advance(by: .seconds(1))
    }
}
