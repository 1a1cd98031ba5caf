import ArchitectureKit
import Domain
import VirtualTime

/// The search screen's presenter: decides when a term is searched, words where the search
/// stands and turns the songs found into rows, and asks the wireframe for the song tapped.
@MainActor
final class SearchPresenter: CountedObject, SearchModuleInterface {
    /// The view; it owns this presenter, so it is held weakly.
    weak var view: SearchViewInterface?

    private let interactor: SearchInteractorInput
    private let wireframe: SearchRouting
    private let mainQueue: MainQueue
    /// The songs the rows show, in the service's order.
    private var songs: [Song] = []

    init(interactor: SearchInteractorInput, wireframe: SearchRouting, mainQueue: MainQueue) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.mainQueue = mainQueue
    }

    func viewDidLoad() {
        view?.showStatus(Self.idleStatus)
    }

    // MARK: - Debounce

    /// How long the term must stay unchanged before the interactor is asked to search it.
    static let debounceInterval = Duration.milliseconds(330)
    private var pendingTerm: ScheduledWork?

    /// Every edit restarts the wait, so a burst of typing is searched once, when it stops.
    func termChanged(_ text: String) {
        pendingTerm?.cancel()
        pendingTerm = mainQueue.schedule(after: Self.debounceInterval) { [weak self] in
            self?.interactor.search(text)
        }
    }

    // MARK: - Navigation

    func selectRow(at index: Int) {
        wireframe.presentSong(songs[index])
    }

    // MARK: - Reuse-safe artwork

    func artwork(forRowAt index: Int, show: @escaping (Artwork?) -> Void) {
        interactor.loadArtwork(of: songs[index], completion: show)
    }

    // MARK: - Formatting

    private static let idleStatus = "Type to search"

    private static func searching(_ term: String) -> String {
        "Searching for \u{201C}\(term)\u{201D}\u{2026}"
    }

    /// `3 songs`, or `No results for “TERM”`.
    private static func found(_ songs: [Song], term: String) -> String {
        songs.isEmpty ? "No results for \u{201C}\(term)\u{201D}" : Counting.count(songs.count, "song", "songs")
    }

    private static func failed(_ term: String) -> String {
        "Search failed for \u{201C}\(term)\u{201D}"
    }

    private static func row(for song: Song) -> SongRow {
        SongRow(id: song.id, title: song.trackName, subtitle: subtitle(of: song), duration: SongFormat.duration(milliseconds: song.trackTimeMillis))
    }

    /// `artistName — collectionName`, or the artist alone when the album is unknown.
    private static func subtitle(of song: Song) -> String {
        guard let album = song.collectionName, !album.isEmpty else { return song.artistName }
        return "\(song.artistName) \u{2014} \(album)"
    }
}

// MARK: - SearchInteractorOutput

extension SearchPresenter: SearchInteractorOutput {
    func searchCleared() {
        show([])
        view?.showStatus(Self.idleStatus)
    }

    func searchStarted(term: String) {
        // The old rows stay until the answer arrives.
        view?.showStatus(Self.searching(term))
    }

    func songsFound(_ songs: [Song], term: String) {
        show(songs)
        view?.scrollToTop()
        view?.showStatus(Self.found(songs, term: term))
    }

    func searchFailed(term: String) {
        show([])
        view?.showStatus(Self.failed(term))
    }

    private func show(_ songs: [Song]) {
        self.songs = songs
        view?.showRows(songs.map(Self.row(for:)))
    }
}
