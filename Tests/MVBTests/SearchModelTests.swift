import Domain
import Reactive
import ReactiveServices
import ReactiveTest
import Testing
@testable import MVB

/// The search model in virtual time, as Searchy tests its model: terms go in at given ticks
/// (1 tick = 1 ms), searches answer after given ticks, and the whole history of what the
/// screen would show is asserted.
@MainActor
struct SearchModelTests {
    let scheduler = TestScheduler()
    let search = FakeSearch()
    let bag = DisposeBag()
    let model: SearchModel
    let status: TestableObserver<String>
    let titles: TestableObserver<[String]>

    init() {
        model = SearchModel(search: search.search, scheduler: scheduler)
        status = scheduler.createObserver(String.self)
        titles = scheduler.createObserver([String].self)
        bag
            ++ titles <~ model.searchResults.map { rows in rows.map(\.title) }
            ++ status <~ model.statusText
    }

    /// The user's edits, each at its tick.
    func type(_ edits: [Recorded<Event<String>>]) {
        bag ++ model.searchTerm <~ scheduler.createHotObservable(edits)
    }

    /// A search that answers `songs` after `ticks`.
    func answer(_ term: String, with songs: [Song], after ticks: Int = 200) {
        search.answers[term] = scheduler.createColdObservable([.next(ticks, songs), .completed(ticks)])
    }

    // MARK: - Empty input

    @Test func theEmptyTermShowsNoRowsAndInvitesTheUserToType() {
        answer("jude", with: [Songs.heyJude, Songs.judesSong])
        type([.next(100, "jude"), .next(800, "")])

        scheduler.start()

        #expect(status.events == [
            .next(0, "Type to search"),
            .next(430, "Searching for \u{201C}jude\u{201D}\u{2026}"),
            .next(630, "2 songs"),
            .next(1130, "Type to search"),
        ])
        #expect(titles.events == [.next(0, []), .next(630, ["Hey Jude", "Jude's Song"]), .next(1130, [])])
    }

    @Test func aTermOfWhitespaceOnlyIsTheEmptyTerm() {
        answer("jude", with: [Songs.heyJude])
        type([.next(100, "jude"), .next(800, " \n\t ")])

        scheduler.start()

        #expect(titles.events == [.next(0, []), .next(630, ["Hey Jude"]), .next(1130, [])])
        #expect(status.events.last == .next(1130, "Type to search"))
        #expect(search.terms == ["jude"])
    }

    // MARK: - Debounce

    @Test func everyEditRestartsTheWaitAndOnlyTheSettledTermIsSearched() {
        answer("hey", with: [Songs.heyJude])
        type([.next(100, "h"), .next(200, "he"), .next(300, "hey")])

        scheduler.start()

        #expect(search.terms == ["hey"])
        #expect(status.events == [
            .next(0, "Type to search"),
            .next(630, "Searching for \u{201C}hey\u{201D}\u{2026}"),
            .next(830, "1 song"),
        ])
    }

    @Test func theTermIsSearchedNormalised() {
        answer("hey jude", with: [Songs.heyJude])
        type([.next(100, "  hey \t  jude ")])

        scheduler.start()

        #expect(search.terms == ["hey jude"])
        #expect(status.events.last == .next(630, "1 song"))
    }

    // MARK: - Success

    @Test func anAnswerShowsItsSongsAsRowsAndCountsThem() {
        answer("beatles", with: [Songs.heyJude, Songs.yesterday])
        type([.next(100, "beatles")])

        scheduler.start()

        #expect(titles.events == [.next(0, []), .next(630, ["Hey Jude", "Yesterday"])])
        #expect(status.events.last == .next(630, "2 songs"))
    }

    @Test func theRowsAreWordedByTheSharedFormats() {
        answer("beatles", with: [Songs.heyJude, Songs.yesterday])
        let rows = scheduler.createObserver([SongRow].self)
        bag ++ rows <~ model.searchResults.skip(1).map { Array($0) }
        type([.next(100, "beatles")])

        scheduler.start()

        #expect(rows.events == [.next(630, [
            SongRow(songID: 1, title: "Hey Jude", subtitle: "The Beatles \u{2014} Hey Jude", detail: "7:11",
                    artworkURL: "https://art.example/1/100x100bb.jpg"),
            SongRow(songID: 3, title: "Yesterday", subtitle: "The Beatles \u{2014} Help!", detail: "2:05",
                    artworkURL: "https://art.example/3/100x100bb.jpg"),
        ])])
    }

    @Test func theOldRowsStayWhileTheNextSearchIsUnderWay() {
        answer("beatles", with: [Songs.heyJude, Songs.yesterday])
        answer("jude", with: [Songs.heyJude, Songs.judesSong])
        type([.next(100, "beatles"), .next(800, "jude")])

        scheduler.start()

        #expect(titles.events == [
            .next(0, []), .next(630, ["Hey Jude", "Yesterday"]), .next(1330, ["Hey Jude", "Jude's Song"]),
        ])
        #expect(status.events.contains(.next(1130, "Searching for \u{201C}jude\u{201D}\u{2026}")))
    }

    // MARK: - Failure

    @Test func aFailureClearsTheRowsAndTheSameTermSearchesAgain() {
        answer("jude", with: [Songs.heyJude])
        let failing = scheduler.createColdObservable([.error(200, ServiceError.failed, [Song].self)])
        search.answers["bad"] = failing
        type([.next(100, "jude"), .next(800, "bad"), .next(1500, "bad ")])

        scheduler.start()

        #expect(status.events == [
            .next(0, "Type to search"),
            .next(430, "Searching for \u{201C}jude\u{201D}\u{2026}"),
            .next(630, "1 song"),
            .next(1130, "Searching for \u{201C}bad\u{201D}\u{2026}"),
            .next(1330, "Search failed for \u{201C}bad\u{201D}"),
            .next(1830, "Searching for \u{201C}bad\u{201D}\u{2026}"),
            .next(2030, "Search failed for \u{201C}bad\u{201D}"),
        ])
        #expect(titles.events == [.next(0, []), .next(630, ["Hey Jude"]), .next(1330, []), .next(2030, [])])
        #expect(failing.subscriptions == [Subscription(1130, 1330), Subscription(1830, 2030)])
    }

    // MARK: - Same term

    @Test func theTermOfTheSearchInFlightIsNotSearchedAgain() {
        answer("hey", with: [Songs.heyJude], after: 1000)
        type([.next(100, "hey"), .next(500, "hey  ")])

        scheduler.start()

        #expect(search.answers["hey"]!.subscriptions == [Subscription(430, 1430)])
        #expect(status.events == [
            .next(0, "Type to search"),
            .next(430, "Searching for \u{201C}hey\u{201D}\u{2026}"),
            .next(1430, "1 song"),
        ])
    }

    @Test func theTermOfTheLatestAnswerIsNotSearchedAgain() {
        answer("hey", with: [Songs.heyJude])
        type([.next(100, "hey"), .next(800, " hey")])

        scheduler.start()

        #expect(search.terms == ["hey"])
        #expect(status.events.last == .next(630, "1 song"))
    }

    @Test func clearingForgetsTheTermSoItSearchesAgain() {
        answer("hey", with: [Songs.heyJude])
        type([.next(100, "hey"), .next(800, ""), .next(1500, "hey")])

        scheduler.start()

        #expect(search.answers["hey"]!.subscriptions == [Subscription(430, 630), Subscription(1830, 2030)])
        #expect(titles.events == [.next(0, []), .next(630, ["Hey Jude"]), .next(1130, []), .next(2030, ["Hey Jude"])])
    }

    // MARK: - Latest wins

    @Test func clearingTheTermCancelsTheSearchInFlight() {
        answer("hey", with: [Songs.heyJude], after: 1000)
        type([.next(100, "hey"), .next(500, "")])

        scheduler.start()

        #expect(search.answers["hey"]!.subscriptions == [Subscription(430, 830)])
        #expect(status.events == [
            .next(0, "Type to search"),
            .next(430, "Searching for \u{201C}hey\u{201D}\u{2026}"),
            .next(830, "Type to search"),
        ])
        #expect(titles.events == [.next(0, []), .next(830, [])])
    }

    @Test func outOfOrderAnswersKeepOnlyTheLatest() {
        answer("slow", with: [Songs.slowRide], after: 600)
        answer("fast", with: [Songs.heyJude, Songs.yesterday], after: 100)
        type([.next(100, "slow"), .next(500, "fast")])

        scheduler.start()

        // slow would answer at 1030, but fast replaced it at 830.
        #expect(search.answers["slow"]!.subscriptions == [Subscription(430, 830)])
        #expect(titles.events == [.next(0, []), .next(930, ["Hey Jude", "Yesterday"])])
        #expect(status.events == [
            .next(0, "Type to search"),
            .next(430, "Searching for \u{201C}slow\u{201D}\u{2026}"),
            .next(830, "Searching for \u{201C}fast\u{201D}\u{2026}"),
            .next(930, "2 songs"),
        ])
    }

    @Test func aReplacedSearchOfTheRealServiceIsNeverShownEvenThoughItCallsBack() {
        let service = SongSearchService(catalog: Songs.catalog, queue: scheduler.mainQueue)
        service.latencyByTerm = ["yesterday": .milliseconds(900), "slow": .milliseconds(100)]
        let model = SearchModel(search: service.rx.search, scheduler: scheduler)
        let titles = scheduler.createObserver([String].self)
        bag
            ++ titles <~ model.searchResults.map { rows in rows.map(\.title) }
            ++ model.searchTerm <~ scheduler.createHotObservable([.next(100, "yesterday"), .next(500, "slow")])

        scheduler.start()

        #expect(service.requestCount == 2)
        #expect(titles.events == [.next(0, []), .next(930, ["Slow Ride"])])
    }

    // MARK: - Choosing a song

    @Test func choosingARowEmitsItsSong() {
        answer("beatles", with: [Songs.heyJude, Songs.yesterday])
        type([.next(100, "beatles")])
        let chosen = scheduler.createObserver(Song.self)
        bag
            ++ chosen <~ model.goToSong
            ++ model.songSelected <~ scheduler.createHotObservable([.next(700, SongRow(Songs.yesterday))])

        scheduler.start()

        #expect(chosen.events == [.next(700, Songs.yesterday)])
    }
}
