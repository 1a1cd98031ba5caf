import Domain
import Testing
import VirtualTime

/// The artwork model controller: cache, coalescing and cancelling (SPEC §3.1, §3.2.10).
@MainActor
struct ArtworkLoaderTests {
    private let queue = VirtualMainQueue()
    private let loader: ArtworkLoader
    private let recorder: Recorder<Artwork>
    private let heyJude = "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/d2/c7/33/hey-jude/100x100bb.jpg"
    private let letItBe = "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/88/3e/d7/let-it-be/100x100bb.jpg"

    init() {
        loader = ArtworkLoader(queue: queue)
        recorder = Recorder(queue: queue)
    }

    @Test func loadsTheImageAfterTheDefaultLatencyOf100ms() {
        load(heyJude)

        queue.advance(by: .milliseconds(99))
        #expect(recorder.events.isEmpty)
        #expect(loader.cachedImage(for: heyJude) == nil)

        queue.advance(by: .milliseconds(1))
        #expect(recorder.events == [recorder.event(100, .success(Artwork(url: heyJude)))])
        #expect(loader.requestCount == 1)
    }

    // MARK: - Cache

    @Test func urlsWithAGivenEndingTakeTheirOwnLatencyAndTheLongestEndingWins() {
        loader.latencyByURLEnding = ["100x100bb.jpg": .milliseconds(300), "be/100x100bb.jpg": .milliseconds(50)]
        load(heyJude)
        load(letItBe)
        load("https://example.com/a.png")

        queue.advance(by: .milliseconds(50))
        #expect(recorder.events == [recorder.event(50, .success(Artwork(url: letItBe)))])
        queue.advance(by: .milliseconds(50))
        #expect(recorder.events.count == 2, "a URL with no listed ending takes the default 100 ms")
        queue.advance(by: .milliseconds(200))
        #expect(recorder.events.last == recorder.event(300, .success(Artwork(url: heyJude))))
    }

    @Test func aLoadedImageIsCached() {
        load(heyJude)
        queue.advance(by: .milliseconds(100))
        #expect(loader.cachedImage(for: heyJude) == Artwork(url: heyJude))
        #expect(loader.cachedImage(for: letItBe) == nil)
    }

    @Test func aCachedImageMakesNoRequestAndComesOnTheQueueNotInsideTheCall() {
        load(heyJude, as: "first")
        queue.advance(by: .milliseconds(100))

        load(heyJude, as: "again")
        #expect(recorder.events.count == 1)

        queue.drain()
        #expect(recorder.events == [
            recorder.event(100, "first", .success(Artwork(url: heyJude))),
            recorder.event(100, "again", .success(Artwork(url: heyJude))),
        ])
        #expect(loader.requestCount == 1)
    }

    // MARK: - Coalescing

    @Test func twoLoadsOfOneURLShareOneRequestAndBothAreCalledBackInOrder() {
        load(heyJude, as: "a")
        queue.advance(by: .milliseconds(30))
        load(heyJude, as: "b")

        queue.advance(by: .milliseconds(200))

        // b joined a's request, so it does not wait a full latency of its own.
        #expect(recorder.events == [
            recorder.event(100, "a", .success(Artwork(url: heyJude))),
            recorder.event(100, "b", .success(Artwork(url: heyJude))),
        ])
        #expect(loader.requestCount == 1)
    }

    @Test func loadsOfDifferentURLsAreDifferentRequests() {
        load(heyJude, as: "a")
        load(letItBe, as: "b")
        queue.advance(by: .milliseconds(100))
        #expect(loader.requestCount == 2)
        #expect(recorder.events == [
            recorder.event(100, "a", .success(Artwork(url: heyJude))),
            recorder.event(100, "b", .success(Artwork(url: letItBe))),
        ])
    }

    // MARK: - Failing

    @Test func aFailureIsNotCachedSoTheNextLoadTriesAgain() {
        loader.failNextRequest()
        load(heyJude, as: "first")
        queue.advance(by: .milliseconds(100))
        #expect(loader.cachedImage(for: heyJude) == nil)

        load(heyJude, as: "retry")
        queue.advance(by: .milliseconds(100))

        #expect(recorder.events == [
            recorder.event(100, "first", .failure(.failed)),
            recorder.event(200, "retry", .success(Artwork(url: heyJude))),
        ])
        #expect(loader.requestCount == 2)
    }

    @Test func everyCallerOfAFailedSharedLoadSeesTheFailure() {
        loader.failNextRequest()
        load(heyJude, as: "a")
        load(heyJude, as: "b")
        queue.advance(by: .milliseconds(100))
        #expect(recorder.events == [
            recorder.event(100, "a", .failure(.failed)),
            recorder.event(100, "b", .failure(.failed)),
        ])
    }

    @Test func aCacheHitDoesNotUseUpTheFailureMeantForTheNextRequest() {
        load(heyJude, as: "load")
        queue.advance(by: .milliseconds(100))
        loader.failNextRequest()

        load(heyJude, as: "hit")
        load(letItBe, as: "request")
        queue.advance(by: .milliseconds(100))

        #expect(recorder.events == [
            recorder.event(100, "load", .success(Artwork(url: heyJude))),
            recorder.event(100, "hit", .success(Artwork(url: heyJude))),
            recorder.event(200, "request", .failure(.failed)),
        ])
    }

    // MARK: - Cancelling

    @Test func cancellingOneCallerDoesNotAffectTheOther() {
        let a = load(heyJude, as: "a")
        load(heyJude, as: "b")
        queue.advance(by: .milliseconds(50))

        a.cancel()
        queue.advance(by: .seconds(1))

        #expect(recorder.events == [
            recorder.event(50, "a", .failure(.cancelled)),
            recorder.event(100, "b", .success(Artwork(url: heyJude))),
        ])
        #expect(loader.requestCount == 1)
    }

    @Test func cancellingTheOnlyCallerStillFillsTheCache() {
        load(heyJude).cancel()
        queue.advance(by: .seconds(1))
        #expect(recorder.events == [recorder.event(0, .failure(.cancelled))])
        #expect(loader.cachedImage(for: heyJude) == Artwork(url: heyJude))
    }

    @Test func cancellingACachedLoadBeforeItIsDeliveredDeliversCancelled() {
        load(heyJude, as: "load")
        queue.advance(by: .milliseconds(100))
        load(heyJude, as: "hit").cancel()
        queue.advance(by: .seconds(1))
        #expect(recorder.events == [
            recorder.event(100, "load", .success(Artwork(url: heyJude))),
            recorder.event(100, "hit", .failure(.cancelled)),
        ])
    }

    @Test func cancellingInTheInstantTheImageArrivesStillWinsOverTheImage() {
        // Work scheduled before the load runs first in the instant the image arrives, and a
        // cancelled caller must never be given the image (a reused cell would show it).
        var request: ServiceRequest?
        queue.schedule(after: .milliseconds(100)) { request?.cancel() }
        request = load(heyJude, as: "cancelled")
        load(heyJude, as: "other")

        queue.advance(by: .seconds(1))

        // `.cancelled` is queued by the cancel, after the load that was already due: FIFO.
        #expect(recorder.events == [
            recorder.event(100, "other", .success(Artwork(url: heyJude))),
            recorder.event(100, "cancelled", .failure(.cancelled)),
        ])
    }

    // MARK: - Helpers

    @discardableResult
    private func load(_ url: String, as caller: String = "") -> ServiceRequest {
        loader.loadImage(for: url, completion: recorder.completion(caller))
    }
}
