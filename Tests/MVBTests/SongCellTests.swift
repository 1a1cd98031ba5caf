import Domain
import HeadlessUI
import Reactive
import Testing
@testable import MVB

/// The song cell's artwork: it shows what the row's artwork observable sends, and nothing of
/// a row it no longer shows.
@MainActor
struct SongCellTests {
    let cell = SongCell(reuseIdentifier: SongCell.reuseIdentifier)
    let row1 = SongRow(songID: 1, title: "Hey Jude", subtitle: "The Beatles", detail: "7:11", artworkURL: "one")
    let row2 = SongRow(songID: 2, title: "Yesterday", subtitle: "The Beatles", detail: "2:05", artworkURL: "two")

    @Test func aCellShowsItsRowAndTheArtworkAsItArrives() {
        let artwork = PublishSubject<Artwork?>()

        cell.show(row1, artwork: artwork)
        #expect(cell.artworkView.image == nil)
        artwork.onNext(Artwork(url: "one"))

        #expect(cell.titleLabel.text == "Hey Jude")
        #expect(cell.artworkView.image == Image(source: "one"))
    }

    @Test func aReusedCellNeverShowsTheArtworkOfItsPreviousRow() {
        let oldArtwork = PublishSubject<Artwork?>(), newArtwork = PublishSubject<Artwork?>()
        cell.show(row1, artwork: oldArtwork)

        cell.prepareForReuse()
        cell.show(row2, artwork: newArtwork)
        oldArtwork.onNext(Artwork(url: "one"))
        #expect(cell.artworkView.image == nil)
        newArtwork.onNext(Artwork(url: "two"))

        #expect(cell.artworkView.image == Image(source: "two"))
        #expect(!oldArtwork.hasObservers)
    }

    @Test func reuseClearsTheArtworkShown() {
        cell.show(row1, artwork: .just(Artwork(url: "one")))

        cell.prepareForReuse()

        #expect(cell.artworkView.image == nil)
    }
}
