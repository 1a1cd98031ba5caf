import ArchitectureTestKit
import VirtualTime
@testable import MVP

/// A search screen with no UI: it records everything its presenter tells it, with the instant.
@MainActor
final class FakeSearchView: SearchViewProtocol {
    /// One thing the presenter told the screen.
    enum Told: Equatable {
        case title(String?)
        case status(String?)
        case reloadRows
        case scrollToTop
        case deselectSelectedRow
        case showSong
    }

    /// Everything told so far, in order.
    let told: Timeline<Told>
    /// The presenters of the song screens it was told to show.
    private(set) var songsShown: [SongPresenter] = []

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

    func scrollToTop() {
        told.record(.scrollToTop)
    }

    func deselectSelectedRow() {
        told.record(.deselectSelectedRow)
    }

    func showSong(_ presenter: SongPresenter) {
        songsShown.append(presenter)
        told.record(.showSong)
    }
}
