import ArchitectureTestKit
import HeadlessUI
import Testing
@testable import MVVMC

/// The rows of an answer make a row's view model when the table first asks for that row, and
/// keep it.
@MainActor
struct SongRowsTests {
    let rows = SongRows(songs: Catalog.songs.songs)

    @Test func noViewModelIsMadeBeforeItsRowIsAskedFor() {
        #expect(rows.count == 5)
        #expect(rows.viewModelsByRow.count == 0)

        #expect(rows[2].title == "Yesterday")
        #expect(rows[4].title == "Fast Car")

        #expect(rows.viewModelsByRow.keys.sorted() == [2, 4])
    }

    @Test func aRowAskedForAgainIsTheViewModelMadeFirstWithWhatItWasGiven() {
        let first = rows[0]
        first.artwork = Image(source: "hey-jude.jpg")

        #expect(rows[0] === first)
        #expect(rows[0].artwork?.source == "hey-jude.jpg")
        #expect(rows.viewModelsByRow.count == 1)
    }

    @Test func noRowsHaveNoRows() {
        #expect(SongRows().count == 0)
    }
}
