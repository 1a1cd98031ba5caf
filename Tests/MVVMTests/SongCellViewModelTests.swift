import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
@testable import MVVM

// No test doubles: a song is built by hand, the view model is made from it, and every field
// it shows is checked against the SPEC's wording.
@MainActor
struct SongCellViewModelTests {
    @Test func aRowShowsTitleArtistWithAlbumAndDuration() {
        let viewModel = SongCell.ViewModel(song: Songs.heyJude, artwork: nil)

        #expect(viewModel.songID == 1)
        #expect(viewModel.title == "Hey Jude")
        #expect(viewModel.subtitle == "The Beatles \u{2014} Hey Jude")
        #expect(viewModel.duration == "7:11")
        #expect(viewModel.artwork == nil)
    }

    @Test func withoutAnAlbumTheSubtitleIsTheArtistAlone() {
        let noAlbum = SongCell.ViewModel(song: Songs.judesSong, artwork: nil)
        let emptyAlbum = SongCell.ViewModel(
            song: Song(id: 9, trackName: "Demo", artistName: "Some Artist", collectionName: ""), artwork: nil
        )

        #expect(noAlbum.subtitle == "Some Artist")
        #expect(emptyAlbum.subtitle == "Some Artist")
    }

    @Test(arguments: [
        (431_333, "7:11"),
        (59_999, "0:59"),
        (600_000, "10:00"),
        (3_723_999, "1:02:03"),
    ])
    func durationsAreTruncatedToWholeSeconds(milliseconds: Int, expected: String) {
        let song = Song(id: 9, trackName: "Long", artistName: "Band", trackTimeMillis: milliseconds)
        #expect(SongCell.ViewModel(song: song, artwork: nil).duration == expected)
    }

    @Test func anUnknownDurationIsEmpty() {
        #expect(SongCell.ViewModel(song: Songs.judesSong, artwork: nil).duration == "")
    }

    @Test func aLoadedArtworkBecomesTheRowsImage() {
        let artwork = Artwork(url: "https://art.example/1/100x100bb.jpg")
        let viewModel = SongCell.ViewModel(song: Songs.heyJude, artwork: artwork)

        #expect(viewModel.artwork == Image(source: "https://art.example/1/100x100bb.jpg"))
    }

    @Test func theEmptyRowShowsNothingAndNoSong() {
        let empty = SongCell.ViewModel.empty

        #expect(empty.songID == nil)
        #expect(empty.title == "")
        #expect(empty.subtitle == "")
        #expect(empty.duration == "")
        #expect(empty.artwork == nil)
    }
}
