import ArchitectureTestKit
import Domain
import Foundation
import HeadlessUI
import Reactive
import ReactiveTest
import Testing
@testable import Binder

/// The search screen built by its binder over the real services, on the test clock: the
/// user's edits are scheduled on the declared text field, and the status line's whole
/// history is asserted. Searches take 200 ticks.
@MainActor
struct SearchBinderTests {
    let scheduler = TestScheduler()
    let songSearch: SongSearchService
    let artwork: ArtworkLoader
    let screen: SearchViewController
    let status: TestableObserver<String?>

    init() {
        songSearch = SongSearchService(catalog: Songs.catalog, queue: scheduler.mainQueue)
        artwork = ArtworkLoader(queue: scheduler.mainQueue)
        screen = SearchBinder.make(songSearch: songSearch, artwork: artwork, scheduler: scheduler)
        status = scheduler.record(screen.searchView.statusLabel, whenever: screen.search, until: screen.disposeBag)
    }

    var field: TextField { screen.searchView.termField }
    var table: TableView { screen.searchView.resultsTable }

    func replace(at time: TestTime, with text: String) {
        scheduler.scheduleAt(time) { field.userReplaceText(with: text) }
    }

    @Test func theScreenIsTitledAndInvitesTheUserToType() {
        _ = present(screen)

        #expect(screen.title == "Search")
        #expect(field.placeholder == "Search songs")
        #expect(status.events == [.next(0, "Type to search")])
        #expect(table.numberOfRows == 0)
    }

    @Test func typingSearchesOnceTheTypingHasStoppedFor330ms() {
        _ = present(screen)
        for (offset, character) in "jude".enumerated() {
            scheduler.scheduleAt(100 + 100 * offset) { field.userType(character) }
        }

        scheduler.start()

        #expect(songSearch.requestCount == 1)
        #expect(status.events == [
            .next(0, "Type to search"),
            .next(730, "Searching for \u{201C}jude\u{201D}\u{2026}"),
            .next(930, "2 songs"),
        ])
        #expect(table.visibleTitles == ["Hey Jude", "Jude's Song"])
        #expect(table.cellForRow(at: IndexPath(row: 0))?.subtitleLabel.text == "The Beatles \u{2014} Hey Jude")
        #expect(table.cellForRow(at: IndexPath(row: 0))?.detailLabel.text == "7:11")
    }

    @Test func theTermIsNormalisedWhenTheWaitEnds() {
        _ = present(screen)
        replace(at: 100, with: "  hey   jude ")

        scheduler.start()

        #expect(status.events.last == .next(630, "1 song"))
        #expect(status.events[1] == .next(430, "Searching for \u{201C}hey jude\u{201D}\u{2026}"))
    }

    @Test func theLatestSearchWinsEvenWhenAnOlderAnswerArrivesLast() {
        songSearch.latencyByTerm = ["hey": .milliseconds(900)]
        _ = present(screen)
        replace(at: 100, with: "hey")
        replace(at: 500, with: "yesterday")

        scheduler.start()

        #expect(songSearch.requestCount == 2)
        #expect(status.events == [
            .next(0, "Type to search"),
            .next(430, "Searching for \u{201C}hey\u{201D}\u{2026}"),
            .next(830, "Searching for \u{201C}yesterday\u{201D}\u{2026}"),
            .next(1030, "1 song"),
        ])
        #expect(table.visibleTitles == ["Yesterday"])
    }

    @Test func theRowsShownStayWhileTheNextSearchIsUnderWay() {
        _ = present(screen)
        replace(at: 100, with: "jude")
        replace(at: 700, with: "beatles")

        scheduler.advanceTo(1100)
        #expect(status.events.last == .next(1030, "Searching for \u{201C}beatles\u{201D}\u{2026}"))
        #expect(table.visibleTitles == ["Hey Jude", "Jude's Song"])

        scheduler.start()
        #expect(table.visibleTitles == ["Hey Jude", "Yesterday"])
    }

    @Test func theTermOfASearchInFlightIsNotSearchedAgain() {
        songSearch.latencyByTerm = ["jude": .milliseconds(900)]
        _ = present(screen)
        replace(at: 100, with: "jude")
        replace(at: 500, with: "jude ")

        scheduler.start()

        #expect(songSearch.requestCount == 1)
        #expect(status.events == [
            .next(0, "Type to search"),
            .next(430, "Searching for \u{201C}jude\u{201D}\u{2026}"),
            .next(1330, "2 songs"),
        ])
    }

    @Test func theTermOfTheLatestAnswerIsNotSearchedAgain() {
        _ = present(screen)
        replace(at: 100, with: "jude")
        replace(at: 700, with: " jude")

        scheduler.start()

        #expect(songSearch.requestCount == 1)
        #expect(status.events.last == .next(630, "2 songs"))
    }

    @Test func aFailureClearsTheRowsAndForgetsTheTermSoItCanBeTriedAgain() {
        _ = present(screen)
        replace(at: 100, with: "jude")
        scheduler.scheduleAt(700) { songSearch.failNextRequest() }
        replace(at: 700, with: "beatles")
        replace(at: 1300, with: "beatles ")

        scheduler.start()

        #expect(songSearch.requestCount == 3)
        #expect(status.events == [
            .next(0, "Type to search"),
            .next(430, "Searching for \u{201C}jude\u{201D}\u{2026}"),
            .next(630, "2 songs"),
            .next(1030, "Searching for \u{201C}beatles\u{201D}\u{2026}"),
            .next(1230, "Search failed for \u{201C}beatles\u{201D}"),
            .next(1630, "Searching for \u{201C}beatles\u{201D}\u{2026}"),
            .next(1830, "2 songs"),
        ])
    }

    @Test func clearingTheFieldCancelsTheSearchInFlightAndClearsTheRows() {
        songSearch.latencyByTerm = ["beatles": .milliseconds(900)]
        _ = present(screen)
        replace(at: 100, with: "jude")
        replace(at: 700, with: "beatles")
        replace(at: 1100, with: "   ")

        scheduler.start()

        #expect(status.events == [
            .next(0, "Type to search"),
            .next(430, "Searching for \u{201C}jude\u{201D}\u{2026}"),
            .next(630, "2 songs"),
            .next(1030, "Searching for \u{201C}beatles\u{201D}\u{2026}"),
            .next(1430, "Type to search"),
        ])
        #expect(table.numberOfRows == 0)
    }

    @Test func aNewListIsShownFromItsTop() {
        let driver = present(screen, visibleRows: 1)
        replace(at: 100, with: "jude")
        scheduler.scheduleAt(700) { try? driver.scroll("search.results", toRow: 1) }
        replace(at: 800, with: "beatles")

        scheduler.start()

        #expect(table.firstVisibleRow == 0)
        #expect(table.visibleTitles == ["Hey Jude"])
    }

    // MARK: - The field's first text

    @Test func theTextTheFieldStartsWithSettlesAndChangesNothing() {
        _ = present(screen)

        scheduler.start()

        // rx.text sent "" at make; 330 ticks later it settled on the state that invites typing.
        #expect(songSearch.requestCount == 0)
        #expect(screen.search.value == .typeToSearch)
        #expect(status.events == [.next(0, "Type to search")])
    }

    // MARK: - Formatting

    @Test func aRowOfASongWithoutAlbumShowsTheArtistAloneAndNoDuration() {
        _ = present(screen)
        replace(at: 100, with: "jude")

        scheduler.start()

        #expect(table.cellForRow(at: IndexPath(row: 1))?.titleLabel.text == "Jude's Song")
        #expect(table.cellForRow(at: IndexPath(row: 1))?.subtitleLabel.text == "Some Artist")
        #expect(table.cellForRow(at: IndexPath(row: 1))?.detailLabel.text == "")
    }

    @Test func anAnswerWithNoSongSaysSoWithTheTerm() {
        _ = present(screen)
        replace(at: 100, with: "  no  such   song ")

        scheduler.start()

        #expect(status.events == [
            .next(0, "Type to search"),
            .next(430, "Searching for \u{201C}no such song\u{201D}\u{2026}"),
            .next(630, "No results for \u{201C}no such song\u{201D}"),
        ])
    }
}
