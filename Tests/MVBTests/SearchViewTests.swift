import Domain
import Foundation
import HeadlessUI
import Reactive
import ReactiveTest
import Testing
@testable import MVB

/// The search view alone: songs and a status in, the user's intents out. No model.
@MainActor
struct SearchViewTests {
    let scheduler = TestScheduler()
    let view: SearchView
    let bag = DisposeBag()

    static let songs = (1...20).map { Song(id: $0, trackName: "Song \($0)", artistName: "Band", trackTimeMillis: 180_000) }

    init() {
        view = SearchView(artwork: { url in .just(url.map { Artwork(url: $0) }) }, scheduler: scheduler)
        view.layout(in: Viewport(visibleRows: 3))
    }

    var table: TableView { view.element("search.results") }
    var field: TextField { view.element("search.term") }
    var statusLine: String? { view.element("search.status", as: Label.self).text }

    // MARK: - Data in

    @Test func itShowsTheSongsItIsGivenFromTheTop() {
        view.searchResults.onNext(Self.songs)
        table.scrollToRow(at: IndexPath(row: 12))

        view.searchResults.onNext(Self.songs.reversed())

        #expect(table.numberOfRows == 20)
        #expect(table.firstVisibleRow == 0)
        #expect(table.visibleCells.map { $0.titleLabel.text ?? "" } == ["Song 20", "Song 19", "Song 18"])
        #expect(table.visibleCells.first?.subtitleLabel.text == "Band")
        #expect(table.visibleCells.first?.detailLabel.text == "3:00")
    }

    @Test func itWordsEveryStatusOfTheSearch() {
        let statuses: [(SearchStatus, String)] = [
            (.typeToSearch, "Type to search"),
            (.searching(term: "hey jude"), "Searching for \u{201C}hey jude\u{201D}\u{2026}"),
            (.found(count: 1, term: "hey"), "1 song"),
            (.found(count: 1234, term: "e"), "1,234 songs"),
            (.found(count: 0, term: "zzz"), "No results for \u{201C}zzz\u{201D}"),
            (.failed(term: "bad"), "Search failed for \u{201C}bad\u{201D}"),
        ]
        for (status, text) in statuses {
            view.searchStatus.onNext(status)
            #expect(statusLine == text, "status \(status)")
        }
        #expect(field.placeholder == "Search songs")
    }

    // MARK: - Debounce

    @Test func itPublishesTheTermOnceTheUserStoppedTypingFor330Milliseconds() {
        let terms = scheduler.createObserver(String.self)
        bag ++ terms <~ view.searchTerm

        scheduler.scheduleAt(100) { field.userType("h") }
        scheduler.scheduleAt(200) { field.userType("e") }
        scheduler.scheduleAt(529) { field.userType("y") }
        scheduler.scheduleAt(1000) { field.userReplaceText(with: "") }
        scheduler.start()

        // "he" waited 329 ms only: the edit at 529 restarted the wait.
        #expect(terms.events == [.next(859, "hey"), .next(1330, "")])
    }

    @Test func itDoesNotPublishTheTextTheFieldHeldBeforeTheUserTyped() {
        field.text = "set by code"
        let terms = scheduler.createObserver(String.self)
        bag ++ terms <~ view.searchTerm

        scheduler.start()

        #expect(terms.events.isEmpty)
    }

    // MARK: - Choosing a song

    @Test func itPublishesTheSongInTheRowTheUserTapped() {
        let twins = [
            Song(id: 7, trackName: "Echo", artistName: "The Echoes"),
            Song(id: 7, trackName: "Echo (Live)", artistName: "The Echoes"),
        ]
        var chosen: [Song] = []
        bag ++ { chosen.append($0) } <~ view.selectionEvents
        view.searchResults.onNext(twins)

        table.userSelectRow(at: IndexPath(row: 1))

        #expect(chosen.map(\.trackName) == ["Echo (Live)"])
    }

    @Test func itClearsTheSelectionWhenAsked() {
        view.searchResults.onNext(Self.songs)
        table.userSelectRow(at: IndexPath(row: 2))

        view.deselectSelectedRow()

        #expect(table.indexPathForSelectedRow == nil)
    }
}
