import Domain
import Testing
@testable import MVP

// The rows' artwork: shown at once when cached, otherwise when loaded, and only in a row that
// still shows the song it was loaded for.
extension SearchPresenterTests {
    private static let heyJudeArtwork = Artwork(url: "https://art.example/1/100x100bb.jpg")
    private static let yesterdayArtwork = Artwork(url: "https://art.example/3/100x100bb.jpg")

    @Test func artworkShowsWhenLoadedAndAtOnceWhenCached() {
        presenter.termChanged("beatles")
        queue.advance(by: .milliseconds(530))
        let first = FakeSongCell(), second = FakeSongCell()

        presenter.configure(first, forRow: 0)
        #expect(first.artworks == [nil])
        queue.advance(by: .milliseconds(100))
        presenter.configure(second, forRow: 0)

        #expect(first.artworks == [nil, Self.heyJudeArtwork])
        #expect(first.representedIdentifier == 1)
        #expect(second.artworks == [Self.heyJudeArtwork])
        #expect(artwork.requestCount == 1)
    }

    @Test func anImageLoadedForARowsEarlierSongNeverShowsThere() {
        presenter.termChanged("beatles")
        queue.advance(by: .milliseconds(530))
        let cell = FakeSongCell()

        presenter.configure(cell, forRow: 0)  // Hey Jude's image is due at 630 ms
        queue.advance(by: .milliseconds(50))
        presenter.configure(cell, forRow: 1)  // the row is reused for Yesterday, due at 680 ms
        queue.advance(by: .milliseconds(200))

        #expect(cell.representedIdentifier == 3)
        #expect(cell.artworks == [nil, nil, Self.yesterdayArtwork])
        #expect(artwork.requestCount == 2)
    }

    @Test func aFailedImageLoadLeavesNoImage() {
        presenter.termChanged("beatles")
        queue.advance(by: .milliseconds(530))
        artwork.failNextRequest()
        let cell = FakeSongCell()

        presenter.configure(cell, forRow: 0)
        queue.advance(by: .seconds(1))

        #expect(cell.artworks == [nil])
    }

    @Test func aSongWithoutArtworkAsksForNoImage() {
        presenter.termChanged("slow")
        queue.advance(by: .milliseconds(530))
        let cell = FakeSongCell()

        presenter.configure(cell, forRow: 0)
        queue.advance(by: .seconds(1))

        #expect(cell.title == "Slow Ride")
        #expect(cell.artworks == [nil])
        #expect(artwork.requestCount == 0)
    }
}
