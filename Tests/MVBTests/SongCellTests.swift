import Domain
import HeadlessUI
import Reactive
import Testing
@testable import MVB

/// The song cell: it words the song it is given, and shows what the song's artwork observable
/// sends, nothing of a song it no longer shows.
@MainActor
struct SongCellTests {
    let cell = SongCell(reuseIdentifier: SongCell.reuseIdentifier)

    // MARK: - Formatting

    @Test func aCellWordsItsSong() {
        cell.show(Songs.heyJude, artwork: .just(nil))

        #expect(cell.titleLabel.text == "Hey Jude")
        #expect(cell.subtitleLabel.text == "The Beatles \u{2014} Hey Jude")
        // 431,333 ms is 7 min 11.333 s, truncated to whole seconds.
        #expect(cell.detailLabel.text == "7:11")
    }

    @Test func aSongWithoutAlbumOrDurationShowsTheArtistAloneAndNoDuration() {
        cell.show(Songs.judesSong, artwork: .just(nil))

        #expect(cell.subtitleLabel.text == "Some Artist")
        #expect(cell.detailLabel.text == "")
    }

    @Test func aSongOfAnHourOrMoreShowsHours() {
        let longSong = Song(id: 9, trackName: "Suite", artistName: "Orchestra", collectionName: "", trackTimeMillis: 3_725_999)

        cell.show(longSong, artwork: .just(nil))

        // An empty album name is no album; 3,725.999 s is 1 h 2 min 5 s.
        #expect(cell.subtitleLabel.text == "Orchestra")
        #expect(cell.detailLabel.text == "1:02:05")
    }

    // MARK: - Reuse-safe artwork

    @Test func aCellShowsTheArtworkAsItArrives() {
        let artwork = PublishSubject<Artwork?>()

        cell.show(Songs.heyJude, artwork: artwork)
        #expect(cell.artworkView.image == nil)
        artwork.onNext(Artwork(url: "one"))

        #expect(cell.artworkView.image == Image(source: "one"))
    }

    @Test func aReusedCellNeverShowsTheArtworkOfItsPreviousSong() {
        let oldArtwork = PublishSubject<Artwork?>(), newArtwork = PublishSubject<Artwork?>()
        cell.show(Songs.heyJude, artwork: oldArtwork)

        cell.prepareForReuse()
        cell.show(Songs.yesterday, artwork: newArtwork)
        oldArtwork.onNext(Artwork(url: "one"))
        #expect(cell.artworkView.image == nil)
        newArtwork.onNext(Artwork(url: "two"))

        #expect(cell.artworkView.image == Image(source: "two"))
        #expect(!oldArtwork.hasObservers)
    }

    @Test func reuseClearsTheArtworkShown() {
        cell.show(Songs.heyJude, artwork: .just(Artwork(url: "one")))

        cell.prepareForReuse()

        #expect(cell.artworkView.image == nil)
    }
}
