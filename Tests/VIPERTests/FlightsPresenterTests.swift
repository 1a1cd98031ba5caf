import ArchitectureTestKit
import Domain
import Testing
@testable import VIPER

// The flights presenter against fakes of its view, interactor and wireframe.
@MainActor
struct FlightsPresenterTests {
    let view = FlightsViewSpy()
    let interactor = FlightsInteractorFake()
    let wireframe = RoutingSpy()
    let presenter: FlightsPresenter

    init() {
        presenter = FlightsPresenter(interactor: interactor, wireframe: wireframe)
        presenter.view = view
    }

    static let ba287Row = FlightRow(title: "BA 287", subtitle: "LHR \u{2794} SFO", detail: "Wed 1 Apr 14:05 \u{00B7} On time")

    @Test func theBoardIsLoadedWhenTheScreenFirstAppearsOnly() {
        presenter.viewDidLoad()
        presenter.viewWillAppear()
        presenter.viewWillAppear()

        #expect(interactor.observations == 1)
        #expect(interactor.loads == 1)
    }

    @Test func reloadLoadsAgain() {
        presenter.viewWillAppear()
        presenter.reload()

        #expect(interactor.loads == 2)
    }

    // MARK: - Wording

    @Test func aLoadSaysSoAndKeepsTheRows() {
        presenter.boardLoading()

        #expect(view.calls == [.status("Loading flights\u{2026}")])
    }

    @Test func loadedFlightsBecomeRowsAndAreCounted() {
        // UA 901 is delayed 10 minutes: its row shows the expected departure, 14:15 in London.
        presenter.boardLoaded([Board.ba287, Board.ua901])

        #expect(view.calls == [
            .rows([Self.ba287Row, FlightRow(title: "UA 901", subtitle: "LHR \u{2794} SFO", detail: "Wed 1 Apr 14:15 \u{00B7} Delayed 10 min")]),
            .status("2 flights"),
        ])
    }

    @Test func oneFlightIsCountedInTheSingularAndNoneSaysSo() {
        presenter.boardLoaded([Board.ba287])
        presenter.boardLoaded([])

        #expect(view.calls == [.rows([Self.ba287Row]), .status("1 flight"), .rows([]), .status("No flights")])
    }

    @Test func aFailedLoadEmptiesTheBoard() {
        presenter.boardFailed()

        #expect(view.calls == [.rows([]), .status("Loading flights failed")])
    }

    // MARK: - Live updates

    @Test func aChangedFlightRewordsItsRowOnly() {
        presenter.boardLoaded([Board.ba117, Board.ba287])

        presenter.flightChanged(Board.flight(Board.ba287, .boarding), at: 1)

        #expect(view.calls.last == .row(FlightRow(title: "BA 287", subtitle: "LHR \u{2794} SFO", detail: "Wed 1 Apr 14:05 \u{00B7} Boarding"), 1))
    }

    // MARK: - Navigation

    @Test func selectingARowAsksTheWireframeForThatFlightsCardAsItStandsNow() {
        presenter.boardLoaded([Board.ba117, Board.ba287])
        presenter.flightChanged(Board.flight(Board.ba287, .boarding), at: 1)

        presenter.selectRow(at: 1)

        #expect(wireframe.routes == [.card(Board.flight(Board.ba287, .boarding))])
    }
}
