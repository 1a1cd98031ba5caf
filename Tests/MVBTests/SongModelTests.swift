import ArchitectureKit
import Domain
import HeadlessUI
import Reactive
import ReactiveTest
import Testing
@testable import MVB

@MainActor
struct SongModelTests {
    let scheduler = TestScheduler()

    func makeModel(_ song: Song) -> SongModel {
        SongModel(song: song, artwork: ArtworkModel(loader: ArtworkLoader(queue: scheduler.mainQueue)))
    }

    @Test func theDetailsAreWordedByTheSharedFormats() {
        let model = makeModel(Songs.yesterday)

        let res = scheduler.start { model.details }

        #expect(res.events == [.next(200, SongDetails(
            title: "Yesterday", artist: "The Beatles", album: "Help!", duration: "2:05", genre: "Rock",
            released: "1965", price: "$1.29", explicitMarker: nil)), .completed(200)])
    }

    @Test func unknownFieldsAreEmptyAndAnExplicitTrackIsMarked() {
        let model = makeModel(Songs.slowRide)

        let res = scheduler.start { model.details }

        #expect(res.events.first == .next(200, SongDetails(
            title: "Slow Ride", artist: "Foghat", album: "", duration: "", genre: "", released: "",
            price: "Not for sale", explicitMarker: "Explicit")))
    }

    @Test func theArtworkIsTheLargeImage() {
        let model = makeModel(Songs.yesterday)

        let res = scheduler.start { model.artwork }

        #expect(res.events == [.next(200, nil), .next(300, Artwork(url: "https://art.example/3/600x600bb.jpg")), .completed(300)])
    }
}
