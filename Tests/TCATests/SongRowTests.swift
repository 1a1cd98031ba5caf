import ArchitectureTestKit
import Domain
import Testing
@testable import TCA

/// What the search screen derives from its state: the rows' texts and the status line.
struct SongRowTests {
    @Test func aRowShowsTheTitleTheArtistWithTheAlbumAndTheDuration() {
        let row = SongRow(song: Songs.heyJude)
        #expect([row.title, row.subtitle, row.duration] == ["Hey Jude", "The Beatles \u{2014} Hey Jude", "7:11"])
        #expect(row.artworkURL == "https://art.example/1/100x100bb.jpg")
    }

    @Test func aRowWithNoAlbumShowsTheArtistAloneAndNoDuration() {
        let row = SongRow(song: Songs.judesSong)
        #expect([row.subtitle, row.duration] == ["Some Artist", ""])
        #expect(row.artworkURL == nil)
    }

    @Test func theStatusLineSaysWhereTheSearchStands() {
        func status(_ latest: SearchFeature.LatestSearch, songs: [Song] = []) -> String {
            SearchFeature.State(latestSearch: latest, songs: songs).statusText
        }
        #expect(status(.none) == "Type to search")
        #expect(status(.inFlight(term: "hey")) == "Searching for \u{201C}hey\u{201D}\u{2026}")
        #expect(status(.answered(term: "hey")) == "No results for \u{201C}hey\u{201D}")
        #expect(status(.answered(term: "hey"), songs: [Songs.heyJude]) == "1 song")
        #expect(status(.answered(term: "e"), songs: [Songs.heyJude, Songs.yesterday]) == "2 songs")
        #expect(status(.failed(term: "hey")) == "Search failed for \u{201C}hey\u{201D}")
    }
}
