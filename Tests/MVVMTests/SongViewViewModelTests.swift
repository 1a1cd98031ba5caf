import ArchitectureTestKit
import Domain
import Foundation
import HeadlessUI
import Testing
@testable import MVVM

// No test doubles: each song is built by hand, and every field of its screen is checked.
@MainActor
struct SongViewViewModelTests {
    @Test func showsEveryDetailOfASong() {
        let viewModel = SongView.ViewModel(song: Songs.heyJude, artwork: nil)

        #expect(viewModel.title == "Hey Jude")
        #expect(viewModel.artist == "The Beatles")
        #expect(viewModel.album == "Hey Jude")
        #expect(viewModel.duration == "7:11")
        #expect(viewModel.genre == "Rock")
        #expect(viewModel.released == "1968")
        #expect(viewModel.price == "$1.29")
        #expect(viewModel.explicitMarker == nil)
        #expect(viewModel.artwork == nil)
    }

    @Test func unknownDetailsAreEmptyAndAMissingPriceIsNotForSale() {
        let viewModel = SongView.ViewModel(song: Song(id: 2, trackName: "Untitled", artistName: "Nobody"), artwork: nil)

        #expect(viewModel.title == "Untitled")
        #expect(viewModel.artist == "Nobody")
        #expect(viewModel.album == "")
        #expect(viewModel.duration == "")
        #expect(viewModel.genre == "")
        #expect(viewModel.released == "")
        #expect(viewModel.price == "Not for sale")
        #expect(viewModel.explicitMarker == nil)
    }

    @Test func anExplicitTrackSoldOnlyWithItsAlbum() {
        let song = Song(id: 3, trackName: "Loud", artistName: "Band", trackPrice: -1, currency: "GBP", explicitness: .explicit)
        let viewModel = SongView.ViewModel(song: song, artwork: nil)

        #expect(viewModel.explicitMarker == "Explicit")
        #expect(viewModel.price == "Album only")
    }

    @Test func aCleanedTrackIsNotMarkedExplicit() {
        let song = Song(id: 3, trackName: "Loud (Clean)", artistName: "Band", explicitness: .cleaned)
        #expect(SongView.ViewModel(song: song, artwork: nil).explicitMarker == nil)
    }

    @Test(arguments: [
        ("1.29", "USD", "$1.29"),
        ("0.99", "GBP", "£0.99"),
        ("1.29", "EUR", "€1.29"),
        ("250", "JPY", "¥250"),
        ("1", "USD", "$1.00"),
    ])
    func pricesReadAsInTheUnitedStates(amount: String, currency: String, expected: String) {
        let song = Song(id: 4, trackName: "Priced", artistName: "Band", trackPrice: Decimal(string: amount), currency: currency)
        #expect(SongView.ViewModel(song: song, artwork: nil).price == expected)
    }

    @Test func theYearOfReleaseIsTheYearInUTC() {
        // Half past midnight on New Year's Day in Paris is still the old year in UTC.
        let song = Song(id: 5, trackName: "New Year", artistName: "Band", releaseDate: instant("1970-01-01T00:30:00+01:00"))
        #expect(SongView.ViewModel(song: song, artwork: nil).released == "1969")
    }

    @Test func aLoadedLargeArtworkBecomesTheScreensImage() {
        let artwork = Artwork(url: "https://art.example/1/600x600bb.jpg")
        let viewModel = SongView.ViewModel(song: Songs.heyJude, artwork: artwork)

        #expect(viewModel.artwork == Image(source: "https://art.example/1/600x600bb.jpg"))
    }

    @Test func theEmptyScreenShowsNothingAndHidesTheExplicitMarker() {
        let empty = SongView.ViewModel.empty

        #expect([empty.title, empty.artist, empty.album, empty.duration, empty.genre, empty.released, empty.price]
            .allSatisfy { $0.isEmpty })
        #expect(empty.explicitMarker == nil)
        #expect(empty.artwork == nil)
    }
}
