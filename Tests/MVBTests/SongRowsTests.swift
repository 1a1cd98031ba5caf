import Domain
import Testing
@testable import MVB

/// The rows of an answer: each worded by the shared formats, and only when it is asked for.
@MainActor
struct SongRowsTests {
    @Test func aRowIsWordedByTheSharedFormats() {
        let rows = SongRows([Songs.heyJude, Songs.judesSong])

        #expect(rows.count == 2)
        #expect(rows[0] == SongRow(songID: 1, title: "Hey Jude", subtitle: "The Beatles \u{2014} Hey Jude", detail: "7:11",
                                   artworkURL: "https://art.example/1/100x100bb.jpg"))
        #expect(rows[1] == SongRow(songID: 2, title: "Jude's Song", subtitle: "Some Artist", detail: "", artworkURL: nil))
    }

    @Test func aLargeAnswerMakesNoRowUntilOneIsAskedFor() {
        var made = 0
        let songs = (1...10_000).map { Song(id: $0, trackName: "Song \($0)", artistName: "Band") }

        let rows = SongRows(songs) { song in
            made += 1
            return SongRow(song)
        }
        #expect(rows.count == 10_000)
        #expect(made == 0)

        #expect(rows[9_999].title == "Song 10000")
        #expect(made == 1)
    }
}
