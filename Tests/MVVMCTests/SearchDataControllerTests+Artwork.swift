import Bind
import Domain
import Testing
import VirtualTime
@testable import MVVMC

// Reuse-safe artwork: the data controller loads each row's artwork into the row's view model,
// never into a cell.
extension SearchDataControllerTests {
    /// The rows for `term`, as the handler hands them over.
    func rows(for term: String) -> [SongCellViewModel] {
        var rows: [SongCellViewModel] = []
        dataController.update(with: term) { result in rows = (try? result.get()) ?? [] }
        queue.advance(by: .milliseconds(200))
        return rows
    }

    func artworkHistory(of row: SongCellViewModel) -> TextRecorder {
        let recorder = TextRecorder(queue: queue)
        recorder.record(row.bind(\.artwork).transform { $0?.source })
        return recorder
    }

    @Test func theArtworkArrivesInTheRowAfterItsLoad() throws {
        let row = try #require(rows(for: "hey").first)
        let history = artworkHistory(of: row)
        dataController.loadArtwork(for: row)
        queue.advance(by: .seconds(1))

        #expect(history.entries == ["200ms nil", "300ms https://art.example/1/100x100bb.jpg"])
        #expect(artwork.requestCount == 1)
    }

    @Test func aCachedArtworkIsInTheRowAtOnce() throws {
        let first = try #require(rows(for: "hey").first)
        dataController.loadArtwork(for: first)
        queue.advance(by: .milliseconds(100))
        let again = try #require(rows(for: "hey jude").first)
        dataController.loadArtwork(for: again)

        #expect(again.artwork?.source == "https://art.example/1/100x100bb.jpg")
        #expect(artwork.requestCount == 1)
    }

    @Test func aRowWithoutArtworkAsksForNothing() throws {
        let row = try #require(rows(for: "fast car").first)
        dataController.loadArtwork(for: row)
        queue.advance(by: .seconds(1))

        #expect(row.artwork == nil)
        #expect(artwork.requestCount == 0)
    }

    @Test func aFailedLoadLeavesNoArtworkAndTheNextBindAsksAgain() throws {
        let row = try #require(rows(for: "hey").first)
        artwork.failNextRequest()
        dataController.loadArtwork(for: row)
        queue.advance(by: .milliseconds(100))
        #expect(row.artwork == nil)

        dataController.loadArtwork(for: row)
        queue.advance(by: .milliseconds(100))

        #expect(row.artwork?.source == "https://art.example/1/100x100bb.jpg")
        #expect(artwork.requestCount == 2)
    }

    @Test func aRowReleasedBeforeItsImageArrivesIsNotKeptForIt() {
        weak var released: SongCellViewModel?
        do {
            let row = rows(for: "hey")[0]
            dataController.loadArtwork(for: row)
            released = row
        }

        #expect(released == nil)
        queue.advance(by: .seconds(1))
    }
}
