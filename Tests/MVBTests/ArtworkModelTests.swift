import ArchitectureKit
import Domain
import HeadlessUI
import Reactive
import ReactiveTest
import Testing
@testable import MVB

/// The artwork model on the real loader, whose loads take 100 ticks of the test clock.
@MainActor
struct ArtworkModelTests {
    let scheduler = TestScheduler()
    let loader: ArtworkLoader
    let model: ArtworkModel
    let url = "https://art.example/1/100x100bb.jpg"

    init() {
        loader = ArtworkLoader(queue: scheduler.mainQueue)
        model = ArtworkModel(loader: loader)
    }

    @Test func anImageNotCachedShowsNothingUntilItLoads() {
        let res = scheduler.start { model.image(for: url) }

        #expect(res.events == [.next(200, nil), .next(300, Artwork(url: url)), .completed(300)])
        #expect(loader.requestCount == 1)
    }

    @Test func aCachedImageShowsAtOnce() {
        loader.loadImage(for: url) { _ in }

        let res = scheduler.start { model.image(for: url) }

        #expect(res.events == [.next(200, Artwork(url: url)), .completed(200)])
        #expect(loader.requestCount == 1)
    }

    @Test func theCacheIsLookedAtWhenSubscribedNotWhenMade() {
        let image = model.image(for: url)
        loader.loadImage(for: url) { _ in }

        let res = scheduler.start { image }

        #expect(res.events == [.next(200, Artwork(url: url)), .completed(200)])
    }

    @Test func aFailedLoadLeavesNoImage() {
        loader.failNextRequest()

        let res = scheduler.start { model.image(for: url) }

        #expect(res.events == [.next(200, nil), .completed(300)])
    }

    @Test func noURLShowsNoImageAndAsksForNothing() {
        let res = scheduler.start { model.image(for: nil) }

        #expect(res.events == [.next(200, nil), .completed(200)])
        #expect(loader.requestCount == 0)
    }

    @Test func disposingBeforeTheImageArrivesStopsWaitingForIt() {
        let res = scheduler.start(disposed: 250) { model.image(for: url) }

        #expect(res.events == [.next(200, nil)])
    }
}
