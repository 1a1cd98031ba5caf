import ArchitectureTestKit
import Domain
import Reactive
import ReactiveTest
import Testing
@testable import MVB

/// The flights model in virtual time: requests to load and live changes go in at given
/// ticks, each board load answers after 150 ticks, and the histories of the status and the
/// redrawn rows are asserted.
@MainActor
struct FlightsModelTests {
    let scheduler = TestScheduler()
    let bag = DisposeBag()
    let status: TestableObserver<BoardStatus>
    let rows: TestableObserver<RowsUpdate<Flight>>

    init() {
        status = scheduler.createObserver(BoardStatus.self)
        rows = scheduler.createObserver(RowsUpdate<Flight>.self)
    }

    /// Board order: by scheduled departure, BA 117 (07:25 UTC), BA 287 (13:05), AA 100 (22:00).
    static let boardOrder = [Board.ba117, Board.ba287, Board.aa100]

    /// A model whose loads answer with `board`, bound to the recording observers and fed the
    /// given inputs.
    func makeModel(
        board: TestableObservable<[Flight]>,
        loads: [Recorded<Event<Void>>] = [.next(100, ())],
        changes: [Recorded<Event<FlightStatusChange>>] = []
    ) -> FlightsModel {
        let model = FlightsModel(loadBoard: board.asObservable, statusChanges: scheduler.createHotObservable(changes).asObservable())
        bag
            ++ rows <~ model.rows
            ++ status <~ model.status
            ++ model.loadRequested <~ scheduler.createHotObservable(loads)
        return model
    }

    func answering(_ flights: [Flight]) -> TestableObservable<[Flight]> {
        scheduler.createColdObservable([.next(150, flights), .completed(150)])
    }

    // MARK: - Loading

    @Test func nothingLoadsUntilTheModelIsAskedTo() {
        let board = answering(Board.flights)
        _ = makeModel(board: board, loads: [])

        scheduler.start()

        #expect(board.subscriptions.isEmpty)
        #expect(status.events.isEmpty)
        #expect(rows.events.isEmpty)
    }

    @Test func aLoadShowsTheBoardInBoardOrderAndCountsIt() {
        let board = answering(Board.flights)
        _ = makeModel(board: board)

        scheduler.start()

        #expect(board.subscriptions == [Subscription(100, 250)])
        #expect(status.events == [.next(100, .loading), .next(250, .loaded(flightCount: 3))])
        #expect(rows.events == [.next(250, .reloadAll(Self.boardOrder))])
    }

    @Test func everyRequestLoadsAgainAndTheRowsStayWhileItLoads() {
        let board = answering(Board.flights)
        _ = makeModel(board: board, loads: [.next(100, ()), .next(400, ())])

        scheduler.start()

        #expect(status.events == [
            .next(100, .loading), .next(250, .loaded(flightCount: 3)),
            .next(400, .loading), .next(550, .loaded(flightCount: 3)),
        ])
        #expect(rows.events == [.next(250, .reloadAll(Self.boardOrder)), .next(550, .reloadAll(Self.boardOrder))])
    }

    @Test func aFailedLoadClearsTheRows() {
        let board = scheduler.createColdObservable([.error(150, ServiceError.failed, [Flight].self)])
        _ = makeModel(board: board)

        scheduler.start()

        #expect(status.events == [.next(100, .loading), .next(250, .failed)])
        #expect(rows.events == [.next(250, .reloadAll([]))])
    }

    // MARK: - Latest wins

    @Test func aNewLoadReplacesTheLoadInFlight() {
        let board = answering(Board.flights)
        _ = makeModel(board: board, loads: [.next(100, ()), .next(200, ())])

        scheduler.start()

        #expect(board.subscriptions == [Subscription(100, 200), Subscription(200, 350)])
        #expect(status.events == [.next(100, .loading), .next(200, .loading), .next(350, .loaded(flightCount: 3))])
        #expect(rows.events == [.next(350, .reloadAll(Self.boardOrder))])
    }

    // MARK: - Live updates

    @Test func aStatusChangeRedrawsOnlyTheRowOfItsFlight() {
        _ = makeModel(board: answering(Board.flights), changes: [
            .next(300, FlightStatusChange(flightID: "BA287", status: .delayed(minutes: 25))),
        ])

        scheduler.start()

        var delayed = Board.ba287
        delayed.status = .delayed(minutes: 25)
        #expect(rows.events == [.next(250, .reloadAll(Self.boardOrder)), .next(300, .reloadRow(1, delayed))])
        #expect(status.events.count == 2)
    }

    @Test func aChangeForAFlightNotShownIsIgnored() {
        _ = makeModel(board: answering([Board.ba117]), changes: [
            .next(120, FlightStatusChange(flightID: "BA117", status: .boarding)),
            .next(300, FlightStatusChange(flightID: "BA287", status: .landed)),
        ])

        scheduler.start()

        #expect(rows.events == [.next(250, .reloadAll([Board.ba117]))])
    }
}
