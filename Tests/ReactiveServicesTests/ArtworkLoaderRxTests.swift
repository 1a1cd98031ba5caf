import Domain
import Reactive
import ReactiveTest
import ReactiveServices
import Testing

/// `artwork.rx.loadImage`, on the real loader, whose loads take 100 ticks of the test clock.
@MainActor
struct ArtworkLoaderRxTests {
    let scheduler = TestScheduler()
    let loader: ArtworkLoader
    let url = "https://art.example/1/100x100bb.jpg"

    init() {
        loader = ArtworkLoader(queue: scheduler.mainQueue)
    }

    @Test func subscribingLoadsTheImageThenCompletes() {
        let res = scheduler.start { loader.rx.loadImage(for: url) }

        #expect(res.events == [.next(300, Artwork(url: url)), .completed(300)])
        #expect(loader.cachedImage(for: url) == Artwork(url: url))
    }

    @Test func aFailedLoadEndsWithTheLoadersError() {
        loader.failNextRequest()

        let res = scheduler.start { loader.rx.loadImage(for: url) }

        #expect(res.events == [.error(300, ServiceError.failed, Artwork.self)])
    }

    @Test func disposingBeforeTheImageArrivesSendsNothingButTheLoadStillFillsTheCache() {
        let res = scheduler.start(disposed: 250) { loader.rx.loadImage(for: url) }

        #expect(res.events == [])
        #expect(loader.cachedImage(for: url) == Artwork(url: url))
    }
}
