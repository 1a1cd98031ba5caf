import Domain
import Testing
@testable import MVVMC

/// What the song view models show: the shared display formats, applied to one song.
@MainActor
struct SongViewModelTests {
    @Test func aRowShowsTitleSubtitleAndDuration() {
        let row = SongCellViewModel(song: Catalog.heyJude)

        #expect(row.title == "Hey Jude")
        #expect(row.subtitle == "The Beatles \u{2014} Hey Jude")
        #expect(row.duration == "7:11")
        #expect(row.artwork == nil)
    }

    @Test func aRowWithoutAlbumOrDurationShowsTheArtistAlone() {
        let row = SongCellViewModel(song: Catalog.judesSong)

        #expect(row.subtitle == "Some Artist")
        #expect(row.duration == "")
    }

    @Test func aRowAnHourLongShowsHours() {
        #expect(SongCellViewModel(song: Catalog.slowRide).duration == "1:02:03")
    }

    @Test func theSongScreenShowsEveryDetail() {
        let song = SongViewModel(song: Catalog.heyJude)

        #expect(song.title == "Hey Jude")
        #expect(song.artist == "The Beatles")
        #expect(song.album == "Hey Jude")
        #expect(song.duration == "7:11")
        #expect(song.genre == "Rock")
        #expect(song.released == "1968")
        #expect(song.price == "$1.29")
        #expect(song.explicitMarker == nil)
    }

    @Test func unknownDetailsAreEmptyAndNoPriceIsNotForSale() {
        let song = SongViewModel(song: Catalog.judesSong)

        #expect(song.album == "")
        #expect(song.genre == "")
        #expect(song.released == "")
        #expect(song.price == "Not for sale")
    }

    @Test func anExplicitAlbumOnlyTrackSaysBoth() {
        let song = SongViewModel(song: Catalog.yesterday)

        #expect(song.explicitMarker == "Explicit")
        #expect(song.price == "Album only")
    }
}
