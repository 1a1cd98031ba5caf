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

    @Test func theSongIsSentAtSubscription() {
        let model = makeModel(Songs.yesterday)

        let res = scheduler.start { model.song }

        #expect(res.events == [.next(200, Songs.yesterday), .completed(200)])
    }

    @Test func theArtworkIsTheLargeImage() {
        let model = makeModel(Songs.yesterday)

        let res = scheduler.start { model.artwork }

        #expect(res.events == [.next(200, nil), .next(300, Artwork(url: "https://art.example/3/600x600bb.jpg")), .completed(300)])
    }
}
