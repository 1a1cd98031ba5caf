import HeadlessUI
import Reactive
import Testing
@testable import MVB

@MainActor
struct FlightCardViewTests {
    let view = FlightCardView()

    @Test func itShowsTheCardItIsGiven() {
        view.card.onNext(FlightCardModelTests.onTimeCard)

        let texts = ["card.flight", "card.route", "card.departure.airport", "card.arrival.airport", "card.duration", "card.status"]
            .map { view.element($0, as: Label.self).text ?? "" }
        #expect(texts == [
            "BA 287", "LHR \u{2794} SFO", "14:05 London, Heathrow Airport",
            "16:55 San Francisco, San Francisco International Airport", "10 hours, 50 minutes", "On time",
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
