import ArchitectureTestKit
import Domain
import HeadlessUI
import Reactive
import Testing
@testable import MVB

@MainActor
struct FlightCardViewTests {
    let view = FlightCardView()

    func texts() -> [String] {
        ["card.flight", "card.airline", "card.route", "card.departure.day", "card.departure.airport",
         "card.arrival.day", "card.arrival.airport", "card.duration", "card.status"]
            .map { view.element($0, as: Label.self).text ?? "" }
    }

    // MARK: - Card formatting

    @Test func itWordsTheFlightItIsGiven() {
        view.flight.onNext(Board.ba287)

        // Departs 13:05 UTC, 14:05 in London (BST); lands 10 h 50 min later, 16:55 in San Francisco (PDT).
        #expect(texts() == [
            "BA 287", "British Airways", "LHR \u{2794} SFO",
            "Wednesday, April 1, 2015", "14:05 London, Heathrow Airport",
            "Wednesday, April 1, 2015", "16:55 San Francisco, San Francisco International Airport",
            "10 hours, 50 minutes", "On time",
        ])
        #expect(FlightCardView.title(of: Board.ba287) == "BA 287")
    }

    @Test func aDelayMovesBothEndsButNotTheDuration() {
        var delayed = Board.ba287
        delayed.status = .delayed(minutes: 25)

        view.flight.onNext(delayed)

        #expect(texts() == [
            "BA 287", "British Airways", "LHR \u{2794} SFO",
            "Wednesday, April 1, 2015", "14:30 London, Heathrow Airport",
            "Wednesday, April 1, 2015", "17:20 San Francisco, San Francisco International Airport",
            "10 hours, 50 minutes", "Delayed 25 min",
        ])
    }

    @Test func itPublishesTheWishToClose() {
        var requests = 0
        let subscription = { requests += 1 } <~ view.closeRequested

        view.element("card.close", as: Button.self).userTap()
        subscription.dispose()
        view.element("card.close", as: Button.self).userTap()

        #expect(requests == 1)
    }
}
