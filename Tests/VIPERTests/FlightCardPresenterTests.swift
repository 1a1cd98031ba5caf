import ArchitectureTestKit
import Domain
import Testing
@testable import VIPER

// The card presenter against fakes of its view, interactor and wireframe.
@MainActor
struct FlightCardPresenterTests {
    @MainActor
    final class CardViewSpy: FlightCardViewInterface {
        private(set) var cards: [FlightCardDisplay] = []
        func show(_ card: FlightCardDisplay) { cards.append(card) }
    }

    @MainActor
    final class CardInteractorFake: FlightCardInteractorInput {
        let flight: Flight
        private(set) var observations = 0
        init(flight: Flight) { self.flight = flight }
        func observeLiveUpdates() { observations += 1 }
    }

    let view = CardViewSpy()
    let interactor = CardInteractorFake(flight: Board.ba287)
    let wireframe = RoutingSpy()
    let presenter: FlightCardPresenter

    init() {
        presenter = FlightCardPresenter(interactor: interactor, wireframe: wireframe)
        presenter.view = view
    }

    // MARK: - Card formatting

    @Test func theCardShowsBothEndsInTheirAirportsOwnTimeAndFollowsTheFeed() {
        presenter.viewDidLoad()

        #expect(view.cards == [FlightCardDisplay(
            flight: "BA 287", airline: "British Airways", route: "LHR \u{2794} SFO",
            departureDay: "Wednesday, April 1, 2015", departureAirport: "14:05 London, Heathrow Airport",
            arrivalDay: "Wednesday, April 1, 2015", arrivalAirport: "16:55 San Francisco, San Francisco International Airport",
            duration: "10 hours, 50 minutes", status: "On time"
        )])
        #expect(interactor.observations == 1)
    }

    @Test func anOvernightFlightArrivesOnTheNextDayInItsArrivalAirportsZone() {
        // AA 100 leaves New York at 18:00 (EDT) and lands in London at 06:00 (BST) the next day.
        let overnight = FlightCardPresenter(interactor: CardInteractorFake(flight: Board.aa100), wireframe: wireframe)
        overnight.view = view

        overnight.viewDidLoad()

        #expect(view.cards == [FlightCardDisplay(
            flight: "AA 100", airline: "American Airlines", route: "JFK \u{2794} LHR",
            departureDay: "Wednesday, April 1, 2015", departureAirport: "18:00 New York, John F. Kennedy International Airport",
            arrivalDay: "Thursday, April 2, 2015", arrivalAirport: "06:00 London, Heathrow Airport",
            duration: "7 hours", status: "Boarding"
        )])
    }

    // MARK: - Live updates

    @Test func aDelayMovesBothEndsButNotTheDuration() throws {
        presenter.flightChanged(Board.flight(Board.ba287, .delayed(minutes: 25)))

        let card = try #require(view.cards.last)
        #expect(card.departureAirport == "14:30 London, Heathrow Airport")
        #expect(card.arrivalAirport == "17:20 San Francisco, San Francisco International Airport")
        #expect(card.duration == "10 hours, 50 minutes")
        #expect(card.status == "Delayed 25 min")
    }

    // MARK: - Navigation

    @Test func closingAsksTheWireframeToDismissTheCard() {
        presenter.close()

        #expect(wireframe.routes == [.dismissCard])
    }
}
