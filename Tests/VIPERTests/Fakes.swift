import ArchitectureTestKit
import Domain
import VirtualTime
@testable import VIPER

// Hand-written fakes of each role's neighbours, as the article tests a presenter against a mock
// view, interactor and wireframe, and an interactor against a mock output. Each records what
// it was told, in order, so a test can assert all of it.

/// A search view that records what its presenter told it.
@MainActor
final class SearchViewSpy: SearchViewInterface {
    enum Call: Equatable {
        case status(String)
        case rows([SongRow])
        case scrollToTop
    }

    private(set) var calls: [Call] = []

    func showStatus(_ status: String) { calls.append(.status(status)) }
    func showRows(_ rows: [SongRow]) { calls.append(.rows(rows)) }
    func scrollToTop() { calls.append(.scrollToTop) }
}

/// A search interactor that records what it was asked, and when, on virtual time.
@MainActor
final class SearchInteractorFake: SearchInteractorInput {
    private let queue: VirtualMainQueue
    /// Each text the presenter asked to search, with the instant it asked.
    private(set) var searches: [Timeline<String>.Event] = []
    /// The songs whose artwork the presenter asked for.
    private(set) var artworkRequests: [Song] = []
    /// What the fake answers an artwork request with.
    var artworkAnswer: Artwork?

    init(queue: VirtualMainQueue) {
        self.queue = queue
    }

    func search(_ text: String) {
        searches.append(at(queue.now.wholeMilliseconds, text))
    }

    func loadArtwork(of song: Song, completion: @escaping (Artwork?) -> Void) {
        artworkRequests.append(song)
        completion(artworkAnswer)
    }
}

/// A wireframe of every module that records where it was asked to go.
@MainActor
final class RoutingSpy: SearchRouting, SongRouting, FlightsRouting, FlightCardRouting {
    enum Route: Equatable {
        case song(Song)
        case card(Flight)
        case dismissSong
        case dismissCard
    }

    private(set) var routes: [Route] = []

    func presentSong(_ song: Song) { routes.append(.song(song)) }
    func dismissSong() { routes.append(.dismissSong) }
    func presentCard(of flight: Flight) { routes.append(.card(flight)) }
    func dismissCard() { routes.append(.dismissCard) }
}

/// A search interactor's output that records what it was told, and when.
@MainActor
final class SearchOutputSpy: SearchInteractorOutput {
    enum Report: Equatable {
        case cleared
        case started(String)
        case found([Song], String)
        case failed(String)
    }

    let timeline: Timeline<Report>

    init(queue: VirtualMainQueue) {
        timeline = Timeline(queue: queue)
    }

    func searchCleared() { timeline.record(.cleared) }
    func searchStarted(term: String) { timeline.record(.started(term)) }
    func songsFound(_ songs: [Song], term: String) { timeline.record(.found(songs, term)) }
    func searchFailed(term: String) { timeline.record(.failed(term)) }
}

/// A flights interactor that counts what it was asked.
@MainActor
final class FlightsInteractorFake: FlightsInteractorInput {
    private(set) var loads = 0
    private(set) var observations = 0

    func loadBoard() { loads += 1 }
    func observeLiveUpdates() { observations += 1 }
}

/// A flights view that records what its presenter told it.
@MainActor
final class FlightsViewSpy: FlightsViewInterface {
    enum Call: Equatable {
        case status(String)
        case rows([FlightRow])
        case row(FlightRow, Int)
    }

    private(set) var calls: [Call] = []

    func showStatus(_ status: String) { calls.append(.status(status)) }
    func showRows(_ rows: [FlightRow]) { calls.append(.rows(rows)) }
    func showRow(_ row: FlightRow, at index: Int) { calls.append(.row(row, index)) }
}

/// A flights interactor's output that records what it was told, and when.
@MainActor
final class FlightsOutputSpy: FlightsInteractorOutput {
    enum Report: Equatable {
        case loading
        case loaded([Flight])
        case failed
        case changed(Flight, Int)
    }

    let timeline: Timeline<Report>

    init(queue: VirtualMainQueue) {
        timeline = Timeline(queue: queue)
    }

    func boardLoading() { timeline.record(.loading) }
    func boardLoaded(_ flights: [Flight]) { timeline.record(.loaded(flights)) }
    func boardFailed() { timeline.record(.failed) }
    func flightChanged(_ flight: Flight, at index: Int) { timeline.record(.changed(flight, index)) }
}

/// A song interactor's output that records each artwork it was given, and when.
@MainActor
final class SongOutputSpy: SongInteractorOutput {
    let timeline: Timeline<Artwork>

    init(queue: VirtualMainQueue) {
        timeline = Timeline(queue: queue)
    }

    func artworkLoaded(_ artwork: Artwork) { timeline.record(artwork) }
}

/// A card interactor's output that records each changed flight it was told of, and when.
@MainActor
final class FlightCardOutputSpy: FlightCardInteractorOutput {
    let timeline: Timeline<Flight>

    init(queue: VirtualMainQueue) {
        timeline = Timeline(queue: queue)
    }

    func flightChanged(_ flight: Flight) { timeline.record(flight) }
}
