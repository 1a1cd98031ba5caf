import Bind
import Domain
import Testing
import VirtualTime
@testable import MVVMC

/// The search data controller over the real model controllers, on virtual time, as BIND's
/// `updateWithContext:viewModelsHandler:` is tested: given a term, the view models it hands
/// over, and the whole history of the status line bound to its view model.
@MainActor
struct SearchDataControllerTests {
    let queue = VirtualMainQueue()
    let songSearch: SongSearchService
    let artwork: ArtworkLoader
    let dataController: SearchDataController
    let status: TextRecorder
    /// What the handler received, with the instant: `"200ms [Hey Jude]"`, `"200ms failed"`.
    let deliveries = Deliveries()

    init() {
        songSearch = SongSearchService(catalog: Catalog.songs, queue: queue)
        artwork = ArtworkLoader(queue: queue)
        dataController = SearchDataController(songSearch: songSearch, artworkLoader: artwork)
        status = TextRecorder(queue: queue)
        status.record(dataController.searchViewModel.bind(\.status))
    }

    /// An update, as the view controller asks for it once the user stops typing.
    func update(with term: String) {
        dataController.update(with: term) { [queue, deliveries] result in
            let what = (try? result.get()).map { "[\($0.map(\.title).joined(separator: ", "))]" } ?? "failed"
            deliveries.entries.append("\(queue.now.wholeMilliseconds)ms \(what)")
        }
    }

    // MARK: - Fetch and transform

    @Test func anUpdateHandsOverAViewModelForEverySongFound() {
        update(with: "beatles")
        queue.advance(by: .seconds(1))

        #expect(status.entries == [
            "0ms Type to search",
            "0ms Searching for \u{201C}beatles\u{201D}\u{2026}",
            "200ms 2 songs",
        ])
        #expect(deliveries.entries == ["200ms [Hey Jude, Yesterday]"])
    }

    @Test func everyViewModelIsMadeBeforeTheHandlerIsCalledHoweverManySongs() throws {
        let large = SongSearchService(catalog: SyntheticCatalog.make(count: 1_000, seed: 7), queue: queue, limit: 1_000)
        let dataController = SearchDataController(songSearch: large, artworkLoader: artwork)
        var handedOver: [SongCellViewModel] = []
        dataController.update(with: "e") { result in handedOver = (try? result.get()) ?? [] }
        queue.advance(by: .seconds(1))

        #expect(handedOver.count == 1_000)
        #expect(Set(handedOver.map(ObjectIdentifier.init)).count == 1_000)
    }

    @Test func anEmptyTermHandsOverNoViewModelsAtOnce() {
        update(with: "")

        #expect(deliveries.entries == ["0ms []"])
        #expect(status.entries == ["0ms Type to search"])
        #expect(songSearch.requestCount == 0)
    }

    @Test func aTermWithNoResultsSaysSo() {
        update(with: "zzz")
        queue.advance(by: .milliseconds(200))

        #expect(status.entries.last == "200ms No results for \u{201C}zzz\u{201D}")
        #expect(deliveries.entries == ["200ms []"])
    }

    @Test func aFailedSearchHandsOverTheFailure() {
        songSearch.failNextRequest()
        update(with: "beatles")
        queue.advance(by: .milliseconds(200))

        #expect(status.entries.last == "200ms Search failed for \u{201C}beatles\u{201D}")
        #expect(deliveries.entries == ["200ms failed"])
    }

    @Test func itSearchesEveryTermItIsGivenEvenTheSameOne() {
        // Whether a term is new is the view controller's question: the data controller fetches.
        update(with: "jude")
        queue.advance(by: .milliseconds(200))
        update(with: "jude")
        queue.advance(by: .milliseconds(200))

        #expect(songSearch.requestCount == 2)
        #expect(deliveries.entries == ["200ms [Hey Jude, Jude's Song]", "400ms [Hey Jude, Jude's Song]"])
    }

    // MARK: - Latest wins

    @Test func anEmptyTermCancelsTheSearchInFlight() {
        songSearch.latency = .seconds(1)
        update(with: "hey")
        queue.advance(by: .milliseconds(400))
        update(with: "")
        queue.advance(by: .seconds(2))

        #expect(status.entries == [
            "0ms Type to search",
            "0ms Searching for \u{201C}hey\u{201D}\u{2026}",
            "400ms Type to search",
        ])
        #expect(deliveries.entries == ["400ms []"])
    }

    @Test func aSlowAnswerToAnOlderTermIsNeverHandedOver() {
        songSearch.latencyByTerm = ["slow": .milliseconds(600), "fast": .milliseconds(100)]
        update(with: "slow")
        queue.advance(by: .milliseconds(400))
        update(with: "fast")
        queue.advance(by: .seconds(2))

        #expect(status.entries == [
            "0ms Type to search",
            "0ms Searching for \u{201C}slow\u{201D}\u{2026}",
            "400ms Searching for \u{201C}fast\u{201D}\u{2026}",
            "500ms 1 song",
        ])
        #expect(deliveries.entries == ["500ms [Fast Car]"])
    }
}

/// What a handler received, kept outside the test's value so the handler can add to it.
@MainActor
final class Deliveries {
    var entries: [String] = []
}
