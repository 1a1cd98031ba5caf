import ArchitectureTestKit
import Domain
import Testing
import VirtualTime
@testable import MVC

// The search's model controller over virtual time, with the real search service over a small
// catalog: no test doubles. Each test asserts everything reported, and when.
@MainActor
struct SearchControllerTests {
    let queue = VirtualMainQueue()
    let songSearch: SongSearchService
    let controller: SearchController
    let timeline: Timeline<SearchProgress>

    init() {
        songSearch = SongSearchService(catalog: Songs.catalog, queue: queue)
        controller = SearchController(songSearch: songSearch, mainQueue: queue)
        timeline = Timeline(queue: queue)
        controller.onProgress = { [timeline] in timeline.record($0) }
    }

    // MARK: - Debounce

    @Test func typingFastSearchesOnceWhenTheTypingStops() {
        for text in ["h", "he", "hey"] {
            controller.termChanged(text)
            queue.advance(by: .milliseconds(100))
        }
        queue.advance(by: .seconds(1))

        #expect(timeline.events == [
            at(530, .searching(term: "hey")),
            at(730, .found(songs: [Songs.heyJude], term: "hey")),
        ])
        #expect(songSearch.requestCount == 1)
    }

    @Test func everyEditRestartsTheWait() {
        controller.termChanged("hey")
        queue.advance(by: .milliseconds(329))
        controller.termChanged("hey ")
        queue.advance(by: .seconds(1))

        #expect(timeline.events.first == at(659, .searching(term: "hey")))
        #expect(songSearch.requestCount == 1)
    }

    @Test func theTermIsTrimmedAndItsInnerSpacesCollapsed() {
        controller.termChanged("  hey \t  JUDE  ")
        queue.advance(by: .seconds(1))

        #expect(timeline.events == [
            at(330, .searching(term: "hey JUDE")),
            at(530, .found(songs: [Songs.heyJude], term: "hey JUDE")),
        ])
    }

    // MARK: - Same term

    @Test func theSameTermInFlightOrAnsweredIsNotSearchedAgain() {
        songSearch.latency = .seconds(1)
        controller.termChanged("hey")
        queue.advance(by: .milliseconds(400))
        controller.termChanged(" hey")
        queue.advance(by: .milliseconds(1_000))
        controller.termChanged("hey  ")
        queue.advance(by: .seconds(1))

        #expect(timeline.events == [
            at(330, .searching(term: "hey")),
            at(1330, .found(songs: [Songs.heyJude], term: "hey")),
        ])
        #expect(songSearch.requestCount == 1)
    }

    // MARK: - Latest wins

    @Test func clearingTheTermCancelsTheSearchInFlight() {
        songSearch.latency = .seconds(1)
        controller.termChanged("hey")
        queue.advance(by: .milliseconds(330))
        controller.termChanged("")
        queue.advance(by: .seconds(2))

        // The cancelled search calls back with `.cancelled`: it is reported neither as an answer nor as a failure.
        #expect(timeline.events == [
            at(330, .searching(term: "hey")),
            at(660, .idle),
        ])
    }

    @Test func clearingTheTermForgetsItSoItIsSearchedAgain() {
        controller.termChanged("hey")
        queue.advance(by: .milliseconds(530))
        controller.termChanged("   ")
        queue.advance(by: .milliseconds(330))
        controller.termChanged("hey")
        queue.advance(by: .seconds(1))

        #expect(timeline.events == [
            at(330, .searching(term: "hey")),
            at(530, .found(songs: [Songs.heyJude], term: "hey")),
            at(860, .idle),
            at(1190, .searching(term: "hey")),
            at(1390, .found(songs: [Songs.heyJude], term: "hey")),
        ])
        #expect(songSearch.requestCount == 2)
    }

    @Test func aSlowAnswerToAnOlderTermIsNeverReported() {
        songSearch.latencyByTerm = ["slow": .milliseconds(600), "fast": .milliseconds(100)]
        controller.termChanged("slow")
        queue.advance(by: .milliseconds(400))
        controller.termChanged("fast")
        queue.advance(by: .seconds(2))

        #expect(timeline.events == [
            at(330, .searching(term: "slow")),
            at(730, .searching(term: "fast")),
            at(830, .found(songs: [Songs.fastCar], term: "fast")),
        ])
    }

    // MARK: - Answers

    @Test func anAnswerWithNoSongsIsReportedAsFound() {
        controller.termChanged("zzz")
        queue.advance(by: .seconds(1))

        #expect(timeline.events.last == at(530, .found(songs: [], term: "zzz")))
    }

    @Test func aFailedTermIsReportedAndForgottenSoItIsSearchedAgain() {
        songSearch.failNextRequest()
        controller.termChanged("jude")
        queue.advance(by: .milliseconds(530))
        controller.termChanged("jude ")
        queue.advance(by: .seconds(1))

        #expect(timeline.events == [
            at(330, .searching(term: "jude")),
            at(530, .failed(term: "jude")),
            at(860, .searching(term: "jude")),
            at(1060, .found(songs: [Songs.heyJude, Songs.judesSong], term: "jude")),
        ])
        #expect(songSearch.requestCount == 2)
    }

    // MARK: - Lifetime

    @Test func aPendingDebounceDoesNotKeepTheControllerAlive() {
        let timeline = Timeline<SearchProgress>(queue: queue)
        weak var released: SearchController?
        do {
            let controller = SearchController(songSearch: songSearch, mainQueue: queue)
            controller.onProgress = { [timeline] in timeline.record($0) }
            controller.termChanged("hey")
            released = controller
        }

        #expect(released == nil)
        queue.advance(by: .seconds(1))
        #expect(timeline.events.isEmpty)
        #expect(songSearch.requestCount == 0)
    }
}
