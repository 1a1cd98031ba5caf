import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
@testable import MVVMC

/// Cells as BIND's `BNDTableViewCell`: assigning a view model binds it, with its values at once.
@MainActor
struct SongCellTests {
    let cell = SongCell(reuseIdentifier: SongCell.reuseIdentifier)
    let heyJude = SongCellViewModel(song: Catalog.heyJude)
    let yesterday = SongCellViewModel(song: Catalog.yesterday)

    func shown() -> String {
        "\(cell.titleLabel.text ?? "nil") | \(cell.subtitleLabel.text ?? "nil") | \(cell.detailLabel.text ?? "nil") | \(cell.artworkView.image?.source ?? "nil")"
    }

    @Test func assigningAViewModelShowsItsValuesAtOnce() {
        heyJude.artwork = Image(source: "hey-jude.jpg")
        cell.viewModel = heyJude

        #expect(shown() == "Hey Jude | The Beatles \u{2014} Hey Jude | 7:11 | hey-jude.jpg")
    }

    @Test func anArtworkArrivingLaterShowsInTheCellBoundToItsRow() {
        cell.viewModel = heyJude
        heyJude.artwork = Image(source: "hey-jude.jpg")

        #expect(cell.artworkView.image?.source == "hey-jude.jpg")
    }

    // MARK: - Reuse-safe artwork

    @Test func aReusedCellNeverShowsTheArtworkOfTheRowItLeft() {
        cell.viewModel = heyJude
        cell.prepareForReuse()
        cell.viewModel = yesterday
        heyJude.artwork = Image(source: "hey-jude.jpg")

        #expect(shown() == "Yesterday | The Beatles \u{2014} Help! | 2:05 | nil")
        yesterday.artwork = Image(source: "yesterday.jpg")
        #expect(cell.artworkView.image?.source == "yesterday.jpg")
    }

    @Test func aCellKeepsTheRowItShowsAliveUntilItIsGivenAnother() {
        weak var shownBefore: SongCellViewModel?
        do {
            let row = SongCellViewModel(song: Catalog.fastCar)
            cell.viewModel = row
            shownBefore = row
        }
        #expect(shownBefore != nil)
        #expect(cell.titleLabel.text == "Fast Car")

        cell.viewModel = yesterday

        #expect(shownBefore == nil)
        #expect(cell.titleLabel.text == "Yesterday")
    }
}

/// A flight cell follows its row's live changes through its bindings.
@MainActor
struct FlightCellTests {
    @Test func aLiveChangeOfTheRowsFlightShowsInTheCell() {
        let cell = FlightCell(reuseIdentifier: FlightCell.reuseIdentifier)
        let row = FlightCellViewModel(flight: Board.ba287)
        cell.viewModel = row
        #expect(cell.detailLabel.text == "Wed 1 Apr 14:05 \u{00B7} On time")

        row.flight.status = .delayed(minutes: 10)

        #expect(cell.titleLabel.text == "BA 287")
        #expect(cell.subtitleLabel.text == "LHR \u{2794} SFO")
        #expect(cell.detailLabel.text == "Wed 1 Apr 14:15 \u{00B7} Delayed 10 min")
    }
}
