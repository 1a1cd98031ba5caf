import Domain
import Foundation
import HeadlessUI
import Reactive
import Testing
@testable import MVB

/// The search view alone: rows and a status line in, the user's intents out. No model.
@MainActor
struct SearchViewTests {
    let view = SearchView { url in .just(url.map { Artwork(url: $0) }) }
    let bag = DisposeBag()

    static let songs = (1...20).map { Song(id: $0, trackName: "Song \($0)", artistName: "Band", trackTimeMillis: 180_000) }
    static let rows = SongRows(songs)

    init() {
        view.layout(in: Viewport(visibleRows: 3))
    }

    var table: TableView { view.element("search.results") }
    var field: TextField { view.element("search.term") }

    @Test func itShowsTheRowsItIsGivenFromTheTop() {
        view.searchResults.onNext(Self.rows)
        table.scrollToRow(at: IndexPath(row: 12))

        view.searchResults.onNext(SongRows(Self.songs.reversed()))

        #expect(table.numberOfRows == 20)
        #expect(table.firstVisibleRow == 0)
        #expect(table.visibleCells.map { $0.titleLabel.text ?? "" } == ["Song 20", "Song 19", "Song 18"])
        #expect(table.visibleCells.first?.subtitleLabel.text == "Band")
        #expect(table.visibleCells.first?.detailLabel.text == "3:00")
    }

    @Test func itAsksOnlyForTheRowsItShows() {
        var made = 0
        let rows = SongRows(Self.songs) { song in
            made += 1
            return SongRow(song)
        }

        view.searchResults.onNext(rows)

        #expect(table.numberOfRows == 20)
        #expect(made == 3)
    }

    @Test func itShowsTheStatusLineItIsGiven() {
        view.statusText.onNext("Type to search")

        #expect(view.element("search.status", as: Label.self).text == "Type to search")
        #expect(field.placeholder == "Search songs")
    }

    @Test func itPublishesTheTermAfterEveryEditByTheUser() {
        var terms: [String] = []
        bag ++ { terms.append($0) } <~ view.termChanged

        field.userType("h")
        field.userType("i")
        field.text = "set by code"
        field.userReplaceText(with: "")

        #expect(terms == ["h", "hi", ""])
    }

    @Test func itPublishesTheRowOfTheSongTheUserWantsToSee() {
        var chosen: [SongRow] = []
        bag ++ { chosen.append($0) } <~ view.selectionEvents
        view.searchResults.onNext(Self.rows)

        table.userSelectRow(at: IndexPath(row: 1))

        #expect(chosen == [SongRow(songID: 2, title: "Song 2", subtitle: "Band", detail: "3:00", artworkURL: nil)])
    }

    @Test func itClearsTheSelectionWhenAsked() {
        view.searchResults.onNext(Self.rows)
        table.userSelectRow(at: IndexPath(row: 2))

        view.deselectSelectedRow()

        #expect(table.indexPathForSelectedRow == nil)
    }
}
