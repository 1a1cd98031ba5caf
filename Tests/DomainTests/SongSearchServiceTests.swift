import Domain
import Testing
import VirtualTime

/// The song search model controller on a virtual main queue (SPEC §3.1).
@MainActor
struct SongSearchServiceTests {
    private let queue = VirtualMainQueue()
    private let service: SongSearchService
    private let recorder: Recorder<[Int]>

    init() {
        let catalog = SongCatalog(songs: [
            makeSong(1, "Hey Jude", by: "The Beatles", on: "Hey Jude"),
            makeSong(2, "Let It Be", by: "The Beatles", on: "Let It Be"),
            makeSong(3, "Hey Jude", by: "Wilson Pickett", on: "Hey Jude"),
            makeSong(4, "Yesterday", by: "The Beatles", on: "Help!"),
        ])
        service = SongSearchService(catalog: catalog, queue: queue)
        recorder = Recorder(queue: queue)
    }

    @Test func answersWithTheCatalogsSongsAfterTheDefaultLatencyOf200ms() {
        search("hey jude")

        queue.advance(by: .milliseconds(199))
        #expect(recorder.events.isEmpty)

        queue.advance(by: .milliseconds(1))
        #expect(recorder.events == [recorder.event(200, .success([1, 3]))])
    }

    @Test func answersEvenAZeroLatencyOnTheQueueNeverInsideTheCall() {
        service.latency = .zero
        search("beatles")
        #expect(recorder.events.isEmpty)

        queue.drain()
        #expect(recorder.events == [recorder.event(0, .success([1, 2, 4]))])
    }

    @Test func aTermWithItsOwnLatencyAnswersAtItsOwnTimeSoAnswersCanCross() {
        service.latencyByTerm["hey"] = .milliseconds(500)
        search("hey", as: "slow")
        search("yesterday", as: "fast")

        queue.advance(by: .seconds(1))

        #expect(recorder.events == [
            recorder.event(200, "fast", .success([4])),
            recorder.event(500, "slow", .success([1, 3])),
        ])
    }

    @Test func answersHoldAtMostTheLimit() {
        service.limit = 2
        search("the beatles")
        queue.advance(by: .milliseconds(200))
        #expect(recorder.events == [recorder.event(200, .success([1, 2]))])
    }

    @Test func anEmptyAnswerIsASuccess() {
        search("zzz")
        queue.advance(by: .milliseconds(200))
        #expect(recorder.events == [recorder.event(200, .success([]))])
    }

    // MARK: - Failing

    @Test func failNextFailsOnlyTheNextRequest() {
        service.failNextRequest()
        search("hey", as: "first")
        search("hey", as: "second")

        queue.advance(by: .milliseconds(200))

        #expect(recorder.events == [
            recorder.event(200, "first", .failure(.failed)),
            recorder.event(200, "second", .success([1, 3])),
        ])
    }

    @Test func failingTwiceFailsTheNextTwoRequests() {
        service.failNextRequest()
        service.failNextRequest()
        for name in ["a", "b", "c"] { search("hey", as: name) }

        queue.advance(by: .milliseconds(200))

        #expect(recorder.events.map(\.result) == [.failure(.failed), .failure(.failed), .success([1, 3])])
    }

    @Test func theFailureIsTheAnswerOfTheRequestMadeNextEvenWhenItIsSlow() {
        service.latencyByTerm["hey"] = .milliseconds(500)
        service.failNextRequest()
        search("hey", as: "slow")
        search("yesterday", as: "fast")

        queue.advance(by: .seconds(1))

        #expect(recorder.events == [
            recorder.event(200, "fast", .success([4])),
            recorder.event(500, "slow", .failure(.failed)),
        ])
    }

    // MARK: - Cancelling

    @Test func cancelDeliversCancelledOnceOnTheQueueAndNeverTheAnswer() {
        let request = search("hey")
        queue.advance(by: .milliseconds(50))

        request.cancel()
        #expect(recorder.events.isEmpty)
        #expect(request.isCancelled)

        queue.advance(by: .seconds(1))
        #expect(recorder.events == [recorder.event(50, .failure(.cancelled))])
    }

    @Test func cancellingTwiceDeliversCancelledOnce() {
        let request = search("hey")
        request.cancel()
        request.cancel()
        queue.advance(by: .seconds(1))
        #expect(recorder.events == [recorder.event(0, .failure(.cancelled))])
    }

    @Test func cancellingAfterTheAnswerDeliversNothingMore() {
        let request = search("hey")
        queue.advance(by: .milliseconds(200))
        request.cancel()
        queue.advance(by: .seconds(1))
        #expect(recorder.events == [recorder.event(200, .success([1, 3]))])
    }

    @Test func cancellingInTheInstantTheAnswerIsDueStillWinsOverTheAnswer() {
        // Work scheduled before the search runs first in the instant the answer is due.
        var request: ServiceRequest?
        queue.schedule(after: .milliseconds(200)) { request?.cancel() }
        request = search("hey")

        queue.advance(by: .seconds(1))

        #expect(recorder.events == [recorder.event(200, .failure(.cancelled))])
    }

    @Test func cancellingOneRequestLeavesTheOthersAlone() {
        let first = search("hey", as: "first")
        search("yesterday", as: "second")
        first.cancel()
        queue.advance(by: .milliseconds(200))
        #expect(recorder.events == [
            recorder.event(0, "first", .failure(.cancelled)),
            recorder.event(200, "second", .success([4])),
        ])
    }

    // MARK: - Counting

    @Test func everyRequestIsCountedCancelledAndFailedOnesIncluded() {
        #expect(service.requestCount == 0)
        search("hey").cancel()
        service.failNextRequest()
        search("hey")
        search("hey")
        #expect(service.requestCount == 3)
        queue.advance(by: .seconds(1))
        #expect(service.requestCount == 3)
    }

    // MARK: - Helpers

    @discardableResult
    private func search(_ term: String, as caller: String = "") -> ServiceRequest {
        let completion = recorder.completion(caller)
        return service.search(term) { result in completion(result.map { $0.map(\.id) }) }
    }
}
