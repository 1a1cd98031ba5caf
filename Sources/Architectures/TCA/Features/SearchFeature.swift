import Composable
import Domain

/// The search screen, after TCA's Search example: every edit of the query restarts a debounce,
/// the settled term is searched unless it is the latest search's, a new search cancels the one
/// in flight, and a tapped row presents the song (``SongFeature``) as optional state.
struct SearchFeature: Reducer {
    struct State: Equatable {
        /// The field's text, as the user left it.
        var searchQuery = ""
        /// Where the latest search stands.
        var latestSearch = LatestSearch.none
        /// The songs listed, in the service's order; the old ones stay while a search is in flight.
        var songs: [Song] = []
        /// The small artworks loaded so far, by address: what the rows' cells show.
        var artworks: [String: Artwork] = [:]
        /// The song shown over the list, while it is shown.
        var song: SongFeature.State?
    }

    /// Where the latest search stands.
    enum LatestSearch: Equatable {
        /// No term: nothing is searched and nothing is listed. Also the first state.
        case none
        /// A search for the term is in flight.
        case inFlight(term: String)
        /// The search for the term was answered with ``State/songs``.
        case answered(term: String)
        /// The search for the term failed; the term is forgotten, so typing it again searches again.
        case failed(term: String)
    }

    enum Action: Equatable {
        case searchQueryChanged(String)
        case searchQueryChangeDebounced
        case searchResponse(Result<[Song], ServiceError>)
        case songRowShown(row: Int)
        case artworkResponse(url: String, Result<Artwork, ServiceError>)
        case songTapped(row: Int)
        case viewWillAppear
        case song(SongFeature.Action)

        static let songPath = AnyCasePath<Action, SongFeature.Action>(embed: Action.song) {
            if case let .song(action) = $0 { action } else { nil }
        }
    }

    private enum CancelID { case debounce, search }

    @Dependency(\.songSearch) var songSearch
    @Dependency(\.artwork) var artwork
    @Dependency(\.mainQueue) var mainQueue

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            // MARK: - Debounce

            case let .searchQueryChanged(query):
                state.searchQuery = query
                // Only the term the user stopped at is looked at: each edit restarts the wait.
                return .send(.searchQueryChangeDebounced)
                    .debounce(id: CancelID.debounce, for: .milliseconds(330), scheduler: mainQueue)

            // MARK: - Latest wins

            case .searchQueryChangeDebounced:
                let term = SearchTerm.normalized(state.searchQuery)
                guard !term.isEmpty else {
                    state.songs = []
                    state.latestSearch = .none
                    // When the query is cleared we must also cancel the search in flight, or
                    // its answer could arrive later and bring old songs back to an empty field.
                    return .cancel(id: CancelID.search)
                }
                // The term the screen already stands at is not searched again; a failed one is.
                guard state.latestSearch != .inFlight(term: term), state.latestSearch != .answered(term: term) else { return .none }
                state.latestSearch = .inFlight(term: term)
                return .run { send in
                    songSearch.search(term) { result in
                        send(.searchResponse(result))
                        send.finish()
                    }
                }
                // A new search cancels the one it replaces: a cancelled effect's late answer is dropped.
                .cancellable(id: CancelID.search, cancelInFlight: true)

            case let .searchResponse(result):
                guard case let .inFlight(term) = state.latestSearch else { return .none }
                switch result {
                case let .success(songs):
                    state.songs = songs
                    state.latestSearch = .answered(term: term)
                case .failure:
                    state.songs = []
                    state.latestSearch = .failed(term: term)
                }
                return .none

            // MARK: - Reuse-safe artwork

            case let .songRowShown(row):
                guard let url = state.songs[row].artworkURL100, state.artworks[url] == nil else { return .none }
                if let cached = artwork.cachedImage(url) {
                    state.artworks[url] = cached
                    return .none
                }
                // Images are kept by address, not by row: a cell shows the image of the song it
                // shows now, whichever row asked for it.
                return .run { send in
                    artwork.loadImage(url) { result in
                        send(.artworkResponse(url: url, result))
                        send.finish()
                    }
                }

            case let .artworkResponse(url, .success(image)):
                state.artworks[url] = image
                return .none

            case .artworkResponse(_, .failure):
                return .none

            // MARK: - Navigation

            case let .songTapped(row):
                state.song = SongFeature.State(song: state.songs[row])
                return .none

            case .song(.closeButtonTapped), .viewWillAppear:
                // The list is on top again (the user went back), or the song asks to be closed.
                state.song = nil
                return .none

            // MARK: - The song's own actions

            case .song:
                return .none
            }
        }
        .ifLet(\.song, action: Action.songPath) {
            SongFeature()
        }
    }
}
