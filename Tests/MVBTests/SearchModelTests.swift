import Domain
import Reactive
import ReactiveServices
import ReactiveTest
import Testing
@testable import MVB

/// The search model in virtual time, as Searchy tests its model: settled terms go in at given
/// ticks (1 tick = 1 ms; the view has already waited for the typing to stop), searches answer
/// after given ticks, and the whole history of what the screen would show is asserted.
@MainActor
struct SearchModelTests {
    let scheduler = TestScheduler()
    let search = FakeSearch()
    let bag = DisposeBag()
    let model: SearchModel
    let status: TestableObserver<SearchStatus>
    let titles: TestableObserver<[String]>

    init() {
        model = SearchModel(search: search.search)
        status = scheduler.createObserver(SearchStatus.self)
        titles = scheduler.createObserver([String].self)
        bag
            ++ titles <~ model.searchResults.map { songs in songs.map(\.trackName) }
            ++ status <~ model.searchStatus
    }

    /// The terms the user settled on, each at its tick.
    func settle(_ terms: [Recorded<Event<String>>]) {
        bag ++ model.searchTerm <~ scheduler.createHotObservable(terms)
    }

    /// A search that answers `songs` after `ticks`.
    func answer(_ term: String, with songs: [Song], after ticks: Int = 200) {
        search.answers[term] = scheduler.createColdObservable([.next(ticks, songs), .completed(ticks)])
    }

    // MARK: - Empty input

    @Test func theEmptyTermShowsNoRowsAndInvitesTheUserToType() {
        answer("jude", with: [Songs.heyJude, Songs.judesSong])
        settle([.next(100, "jude"), .next(800, "")])

        scheduler.start()

        #expect(status.events == [
            .next(0, .typeToSearch),
            .next(100, .searching(term: "jude")),
            .next(300, .found(count: 2, term: "jude")),
            .next(800, .typeToSearch),
        ])
        #expect(titles.events == [.next(0, []), .next(300, ["Hey Jude", "Jude's Song"]), .next(800, [])])
    }

    @Test func aTermOfWhitespaceOnlyIsTheEmptyTerm() {
        answer("jude", with: [Songs.heyJude])
        settle([.next(100, "jude"), .next(800, " \n\t ")])

        scheduler.start()

        #expect(titles.events == [.next(0, []), .next(300, ["Hey Jude"]), .next(800, [])])
        #expect(status.events.last == .next(800, .typeToSearch))
        #expect(search.terms == ["jude"])
    }

    @Test func theEmptyTermWhileTheScreenInvitesTypingChangesNothing() {
        settle([.next(100, ""), .next(200, "  ")])

        scheduler.start()

        #expect(status.events == [.next(0, .typeToSearch)])
        #expect(titles.events == [.next(0, [])])
    }

    @Test func theTermIsSearchedNormalised() {
        answer("hey jude", with: [Songs.heyJude])
        settle([.next(100, "  hey \t  jude ")])

        scheduler.start()

        #expect(search.terms == ["hey jude"])
        #expect(status.events.last == .next(300, .found(count: 1, term: "hey jude")))
    }

    // MARK: - Success

    @Test func anAnswerListsItsSongsAndCountsThem() {
        answer("beatles", with: [Songs.heyJude, Songs.yesterday])
        settle([.next(100, "beatles")])

        scheduler.start()

        #expect(titles.events == [.next(0, []), .next(300, ["Hey Jude", "Yesterday"])])
        #expect(status.events.last == .next(300, .found(count: 2, term: "beatles")))
    }

    @Test func theOldSongsStayWhileTheNextSearchIsUnderWay() {
        answer("beatles", with: [Songs.heyJude, Songs.yesterday])
        answer("jude", with: [Songs.heyJude, Songs.judesSong])
        settle([.next(100, "beatles"), .next(800, "jude")])

        scheduler.start()

        #expect(titles.events == [
            .next(0, []), .next(300, ["Hey Jude", "Yesterday"]), .next(1000, ["Hey Jude", "Jude's Song"]),
        ])
        #expect(status.events.contains(.next(800, .searching(term: "jude"))))
    }

    // MARK: - Failure

    @Test func aFailureClearsTheSongsAndTheSameTermSearchesAgain() {
        answer("jude", with: [Songs.heyJude])
        let failing = scheduler.createColdObservable([.error(200, ServiceError.failed, [Song].self)])
        search.answers["bad"] = failing
        settle([.next(100, "jude"), .next(800, "bad"), .next(1500, "bad ")])

        scheduler.start()

        #expect(status.events == [
            .next(0, .typeToSearch),
            .next(100, .searching(term: "jude")),
            .next(300, .found(count: 1, term: "jude")),
            .next(800, .searching(term: "bad")),
            .next(1000, .failed(term: "bad")),
            .next(1500, .searching(term: "bad")),
            .next(1700, .failed(term: "bad")),
        ])
        #expect(titles.events == [.next(0, []), .next(300, ["Hey Jude"]), .next(1000, []), .next(1700, [])])
        #expect(failing.subscriptions == [Subscription(800, 1000), Subscription(1500, 1700)])
    }

    // MARK: - Same term

    @Test func theTermOfTheSearchInFlightIsNotSearchedAgain() {
        answer("hey", with: [Songs.heyJude], after: 1000)
        settle([.next(100, "hey"), .next(500, "hey  ")])

        scheduler.start()

        #expect(search.answers["hey"]!.subscriptions == [Subscription(100, 1100)])
        #expect(status.events == [
            .next(0, .typeToSearch),
            .next(100, .searching(term: "hey")),
            .next(1100, .found(count: 1, term: "hey")),
        ])
    }

    @Test func theTermOfTheLatestAnswerIsNotSearchedAgain() {
        answer("hey", with: [Songs.heyJude])
        settle([.next(100, "hey"), .next(800, " hey")])

        scheduler.start()

        #expect(search.terms == ["hey"])
        #expect(status.events.last == .next(300, .found(count: 1, term: "hey")))
    }

    @Test func clearingForgetsTheTermSoItSearchesAgain() {
        answer("hey", with: [Songs.heyJude])
        settle([.next(100, "hey"), .next(800, ""), .next(1500, "hey")])

        scheduler.start()

        #expect(search.answers["hey"]!.subscriptions == [Subscription(100, 300), Subscription(1500, 1700)])
        #expect(titles.events == [.next(0, []), .next(300, ["Hey Jude"]), .next(800, []), .next(1700, ["Hey Jude"])])
    }

    // MARK: - Latest wins

    @Test func clearingTheTermCancelsTheSearchInFlight() {
        answer("hey", with: [Songs.heyJude], after: 1000)
        settle([.next(100, "hey"), .next(500, "")])

        scheduler.start()

        #expect(search.answers["hey"]!.subscriptions == [Subscription(100, 500)])
        #expect(status.events == [.next(0, .typeToSearch), .next(100, .searching(term: "hey")), .next(500, .typeToSearch)])
        #expect(titles.events == [.next(0, []), .next(500, [])])
    }

    @Test func outOfOrderAnswersKeepOnlyTheLatest() {
        answer("slow", with: [Songs.slowRide], after: 600)
        answer("fast", with: [Songs.heyJude, Songs.yesterday], after: 100)
        settle([.next(100, "slow"), .next(500, "fast")])

        scheduler.start()

        // slow would answer at 700, but fast replaced it at 500.
        #expect(search.answers["slow"]!.subscriptions == [Subscription(100, 500)])
        #expect(titles.events == [.next(0, []), .next(600, ["Hey Jude", "Yesterday"])])
        #expect(status.events == [
            .next(0, .typeToSearch),
            .next(100, .searching(term: "slow")),
            .next(500, .searching(term: "fast")),
            .next(600, .found(count: 2, term: "fast")),
        ])
    }

    @Test func aReplacedSearchOfTheRealServiceIsNeverShownEvenThoughItCallsBack() {
        let service = SongSearchService(catalog: Songs.catalog, queue: scheduler.mainQueue)
        service.latencyByTerm = ["yesterday": .milliseconds(900), "slow": .milliseconds(100)]
        let model = SearchModel(search: service.rx.search)
        let titles = scheduler.createObserver([String].self)
        bag
            ++ titles <~ model.searchResults.map { songs in songs.map(\.trackName) }
            ++ model.searchTerm <~ scheduler.createHotObservable([.next(100, "yesterday"), .next(500, "slow")])

        scheduler.start()

        #expect(service.requestCount == 2)
        #expect(titles.events == [.next(0, []), .next(600, ["Slow Ride"])])
    }

    // MARK: - Subscription

    @Test func aLateSubscriberSeesTheScreenAsItStands() {
        answer("hey", with: [Songs.heyJude])
        settle([.next(100, "hey")])
        let late = scheduler.createObserver(SearchStatus.self)
        scheduler.scheduleAt(400) { bag ++ late <~ model.searchStatus }

        scheduler.start()

        #expect(late.events == [.next(400, .found(count: 1, term: "hey"))])
    }
}
