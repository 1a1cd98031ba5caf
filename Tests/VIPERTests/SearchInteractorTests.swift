import ArchitectureTestKit
import Domain
import Testing
import VirtualTime
@testable import VIPER

// The search use case against a fake of its output, with the real search service and artwork
// loader on virtual time (Domain's services are the data layer every architecture shares).
@MainActor
struct SearchInteractorTests {
    let queue = VirtualMainQueue()
    let songSearch: SongSearchService
    let artwork: ArtworkLoader
    let interactor: SearchInteractor
    let output: SearchOutputSpy

    init() {
        songSearch = SongSearchService(catalog: Songs.catalog, queue: queue)
        artwork = ArtworkLoader(queue: queue)
        interactor = SearchInteractor(songSearch: songSearch, artworkLoader: artwork)
        output = SearchOutputSpy(queue: queue)
        interactor.output = output
    }

    @Test func theTermIsNormalisedThenSearchedAndItsSongsReported() {
        interactor.search("  hey \t  JUDE  ")
        queue.advance(by: .seconds(1))

        #expect(output.timeline.events == [at(0, .started("hey JUDE")), at(200, .found([Songs.heyJude], "hey JUDE"))])
    }

    @Test func theLatestSearchsTermIsNotSearchedAgain() {
        interactor.search("hey")
        interactor.search(" hey ")
        queue.advance(by: .seconds(1))
        interactor.search("hey")
        queue.advance(by: .seconds(1))

        #expect(output.timeline.events == [at(0, .started("hey")), at(200, .found([Songs.heyJude], "hey"))])
        #expect(songSearch.requestCount == 1)
    }

    // MARK: - Latest wins

    @Test func onlyTheLatestSearchIsReportedWhenAnswersCross() {
        songSearch.latencyByTerm = ["hey": .seconds(1)]
        interactor.search("hey")
        queue.advance(by: .milliseconds(100))
        interactor.search("yesterday")
        queue.advance(by: .seconds(2))

        #expect(output.timeline.events == [
            at(0, .started("hey")),
            at(100, .started("yesterday")),
            at(300, .found([Songs.yesterday], "yesterday")),
        ])
    }

    @Test func anEmptyTermClearsAndTheSearchInFlightIsNeverReported() {
        interactor.search("hey")
        queue.advance(by: .milliseconds(100))
        interactor.search("   ")
        queue.advance(by: .seconds(1))

        #expect(output.timeline.events == [at(0, .started("hey")), at(100, .cleared)])
    }

    @Test func aFailedTermIsForgottenSoItIsSearchedAgain() {
        songSearch.failNextRequest()
        interactor.search("hey")
        queue.advance(by: .seconds(1))
        interactor.search("hey")
        queue.advance(by: .seconds(1))

        #expect(output.timeline.events == [
            at(0, .started("hey")),
            at(200, .failed("hey")),
            at(1_000, .started("hey")),
            at(1_200, .found([Songs.heyJude], "hey")),
        ])
    }

    // MARK: - Reuse-safe artwork

    @Test func artworkIsNilAtOnceThenTheImageWhenItArrivesThenFromTheCache() {
        var shown: [Timeline<Artwork?>.Event] = []
        let url = "https://art.example/1/100x100bb.jpg"

        interactor.loadArtwork(of: Songs.heyJude) { shown.append(at(queue.now.wholeMilliseconds, $0)) }
        queue.advance(by: .seconds(1))
        interactor.loadArtwork(of: Songs.heyJude) { shown.append(at(queue.now.wholeMilliseconds, $0)) }
        interactor.loadArtwork(of: Songs.judesSong) { shown.append(at(queue.now.wholeMilliseconds, $0)) }

        #expect(shown.map(\.value) == [nil, Artwork(url: url), Artwork(url: url), nil])
        #expect(shown.map(\.milliseconds).first == 0)
        #expect(shown.dropFirst().allSatisfy { $0.milliseconds > 0 })
    }
}
