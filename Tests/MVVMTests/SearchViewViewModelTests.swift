import ArchitectureTestKit
import Domain
import Testing
@testable import MVVM

// No test doubles: every stage of a search, and the status line it reads as.
@MainActor
struct SearchViewViewModelTests {
    @Test func withNoTermItInvitesTheUserToType() {
        #expect(SearchView.ViewModel(progress: .idle).status == "Type to search")
        #expect(SearchView.ViewModel.empty == SearchView.ViewModel(progress: .idle))
    }

    @Test func whileSearchingItQuotesTheTerm() {
        #expect(SearchView.ViewModel(progress: .searching(term: "hey jude")).status == "Searching for \u{201C}hey jude\u{201D}\u{2026}")
    }

    @Test func anAnswerCountsItsSongs() {
        let one = SearchView.ViewModel(progress: .found(songs: [Songs.heyJude], term: "hey"))
        let two = SearchView.ViewModel(progress: .found(songs: [Songs.heyJude, Songs.judesSong], term: "jude"))

        #expect(one.status == "1 song")
        #expect(two.status == "2 songs")
    }

    @Test func thousandsOfSongsAreGrouped() {
        let songs = (1...1_234).map { Song(id: $0, trackName: "Track \($0)", artistName: "Band") }
        #expect(SearchView.ViewModel(progress: .found(songs: songs, term: "track")).status == "1,234 songs")
    }

    @Test func anEmptyAnswerSaysThereAreNoResultsForTheTerm() {
        #expect(SearchView.ViewModel(progress: .found(songs: [], term: "zzz")).status == "No results for \u{201C}zzz\u{201D}")
    }

    @Test func aFailureNamesTheTerm() {
        #expect(SearchView.ViewModel(progress: .failed(term: "jude")).status == "Search failed for \u{201C}jude\u{201D}")
    }
}
