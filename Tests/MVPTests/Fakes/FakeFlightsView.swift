import ArchitectureTestKit
import VirtualTime
@testable import MVP

/// A flights screen with no UI: it records everything its presenter tells it, with the instant.
@MainActor
final class FakeFlightsView: FlightsViewProtocol {
    /// One thing the presenter told the screen.
    enum Told: Equatable {
        case title(String?)
        case status(String?)
        case reloadRows
        case reloadRow(Int)
        case deselectSelectedRow
        case showCard
    }

    /// Everything told so far, in order.
    let told: Timeline<Told>
    /// The presenters of the cards it was told to show.
    private(set) var cardsShown: [FlightCardPresenter] = []

    init(queue: VirtualMainQueue) {
        told = Timeline(queue: queue)
    }

    var title: String? {
        didSet { told.record(.title(title)) }
    }

    var status: String? {
        didSet { told.record(.status(status)) }
    }

    func reloadRows() {
        told.record(.reloadRows)
    }

    func reloadRow(_ row: Int) {
        told.record(.reloadRow(row))
    }

    func deselectSelectedRow() {
        told.record(.deselectSelectedRow)
    }

    func showCard(_ presenter: FlightCardPresenter) {
        cardsShown.append(presenter)
        told.record(.showCard)
    }
}
