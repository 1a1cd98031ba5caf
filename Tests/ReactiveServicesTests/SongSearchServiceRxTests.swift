import Domain
import Reactive
import ReactiveTest
import ReactiveServices
import Testing

/// `songSearch.rx.search`, on the real service, whose answers take 200 ticks of the test clock.
@MainActor
struct SongSearchServiceRxTests {
    let scheduler = TestScheduler()
    let service: SongSearchService

    init() {
        service = SongSearchService(catalog: Songs.catalog, queue: scheduler.mainQueue)
    }

    @Test func subscribingSearchesAndSendsTheAnswerThenCompletes() {
        let res = scheduler.start { service.rx.search("jude") }

        #expect(res.events == [.next(400, [Songs.heyJude, Songs.judesSong]), .completed(400)])
        #expect(service.requestCount == 1)
    }

    @Test func nothingIsAskedUntilSomeoneSubscribes() {
        _ = service.rx.search("jude")

        #expect(service.requestCount == 0)
    }

    @Test func aFailedSearchEndsWithTheServicesError() {
        service.failNextRequest()

        let res = scheduler.start { service.rx.search("jude") }

        #expect(res.events == [.error(400, ServiceError.failed, [Song].self)])
    }

    @Test func disposingBeforeTheAnswerCancelsTheRequestAndNothingIsSent() {
        let res = scheduler.start(disposed: 300) { service.rx.search("jude") }

        #expect(res.events == [])
        #expect(service.requestCount == 1)
    }
}
