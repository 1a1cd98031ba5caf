import Bind
import Domain
import Testing
import VirtualTime
@testable import MVVMC

/// The search data controller over the real model controllers, on virtual time: what it hands
/// the view controller, and the whole history of the status line bound to its view model.
@MainActor
struct SearchDataControllerTests {
    let queue = VirtualMainQueue()
    let songSearch: SongSearchService
    let artwork: ArtworkLoader
    let dataController: SearchDataController
    let status: TextRecorder
    /// What the handler received, with the instant: `"730ms [Hey Jude]"`, `"730ms failed"`.
    let deliveries = Deliveries()

    init() {
        songSearch = SongSearchService(catalog: Catalog.songs, queue: queue)
        artwork = ArtworkLoader(queue: queue)
        dataController = SearchDataController(songSearch: songSearch, artworkLoader: artwork, mainQueue: queue)
        status = TextRecorder(queue: queue)
        status.record(dataController.searchViewModel.bind(\.status))
    }

    /// An edit of the term, as the view controller passes it on.
    func edit(_ text: String) {
        dataController.update(with: text) { [queue, deliveries] result in
            let what = (try? result.get()).map { "[\($0.all.map(\.title).joined(separator: ", "))]" } ?? "failed"
            deliveries.entries.append("\(queue.now.wholeMilliseconds)ms \(what)")
        }
    }

    // MARK: - Debounce

    @Test func typingFastSearchesOnceWhenTheTypingStops() {
        for text in ["h", "he", "hey"] {
            edit(text)
            queue.advance(by: .milliseconds(100))
        }
        queue.advance(by: .seconds(1))

        #expect(status.entries == [
            "0ms Type to search",
            "530ms Searching for \u{201C}hey\u{201D}\u{2026}",
            "730ms 1 song",
        ])
        #expect(deliveries.entries == ["730ms [Hey Jude]"])
        #expect(songSearch.requestCount == 1)
    }

    @Test func theTermIsTrimmedAndItsInnerSpacesCollapsed() {
        edit("  hey \t  JUDE ")
        queue.advance(by: .milliseconds(330))

        #expect(status.entries.last == "330ms Searching for \u{201C}hey JUDE\u{201D}\u{2026}")
    }

    // MARK: - Same term

    @Test func theSameTermDoesNotSearchAgainWhileInFlightOrAfterItsAnswer() {
        songSearch.latency = .seconds(1)
        edit("jude")
        queue.advance(by: .milliseconds(400))
        edit(" jude")
        queue.advance(by: .seconds(2))
        edit("jude  ")
        queue.advance(by: .seconds(2))

        #expect(songSearch.requestCount == 1)
        #expect(status.entries == [
            "0ms Type to search",
            "330ms Searching for \u{201C}jude\u{201D}\u{2026}",
            "1330ms 2 songs",
        ])
        #expect(deliveries.entries == ["1330ms [Hey Jude, Jude's Song]"])
    }

    // MARK: - Latest wins

    @Test func clearingTheTermCancelsTheSearchInFlight() {
        songSearch.latency = .seconds(1)
        edit("hey")
        queue.advance(by: .milliseconds(400))
        edit("")
        queue.advance(by: .seconds(2))

        #expect(status.entries == [
            "0ms Type to search",
            "330ms Searching for \u{201C}hey\u{201D}\u{2026}",
            "730ms Type to search",
        ])
        #expect(deliveries.entries == ["730ms []"])
    }

    @Test func aSlowAnswerToAnOlderTermIsNeverShown() {
        songSearch.latencyByTerm = ["slow": .milliseconds(600), "fast": .milliseconds(100)]
        edit("slow")
        queue.advance(by: .milliseconds(400))
        edit("fast")
        queue.advance(by: .seconds(2))

        #expect(status.entries == [
            "0ms Type to search",
            "330ms Searching for \u{201C}slow\u{201D}\u{2026}",
            "730ms Searching for \u{201C}fast\u{201D}\u{2026}",
            "830ms 1 song",
        ])
        #expect(deliveries.entries == ["830ms [Fast Car]"])
    }

    // MARK: - Failure

    @Test func aFailedTermIsForgottenSoTypingItAgainSearchesAgain() {
        songSearch.failNextRequest()
        edit("beatles")
        queue.advance(by: .milliseconds(530))
        edit("beatles ")
        queue.advance(by: .milliseconds(530))

        #expect(status.entries == [
            "0ms Type to search",
            "330ms Searching for \u{201C}beatles\u{201D}\u{2026}",
            "530ms Search failed for \u{201C}beatles\u{201D}",
            "860ms Searching for \u{201C}beatles\u{201D}\u{2026}",
            "1060ms 2 songs",
        ])
        #expect(deliveries.entries == ["530ms failed", "1060ms [Hey Jude, Yesterday]"])
        #expect(songSearch.requestCount == 2)
    }

    @Test func aTermWithNoResultsSaysSo() {
        edit("zzz")
        queue.advance(by: .milliseconds(530))

        #expect(status.entries.last == "530ms No results for \u{201C}zzz\u{201D}")
        #expect(deliveries.entries == ["530ms []"])
    }
}

/// What a handler received, kept outside the test's value so the handler can add to it.
@MainActor
final class Deliveries {
    var entries: [String] = []
}
