import Composable
import Domain

/// The song screen: one song, and its large artwork once it has loaded. Closing is the search
/// feature's to do, which owns this state as optional state.
struct SongFeature: Reducer {
    struct State: Equatable {
        let song: Song
        /// The large artwork, once loaded.
        var artwork: Artwork?
    }

    enum Action: Equatable {
        case viewDidLoad
        case artworkResponse(Result<Artwork, ServiceError>)
        case closeButtonTapped
    }

    @Dependency(\.artwork) var artwork

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            guard let url = SongFormat.largeArtworkURL(state.song.artworkURL100) else { return .none }
            if let cached = artwork.cachedImage(url) {
                state.artwork = cached
                return .none
            }
            // Closing the song cancels this load (the search feature's ifLet does): the image
            // still fills the loader's cache, but never reaches a screen that is gone.
            return .run { send in
                artwork.loadImage(url) { result in
                    send(.artworkResponse(result))
                    send.finish()
                }
            }

        case let .artworkResponse(.success(image)):
            state.artwork = image
            return .none

        case .artworkResponse(.failure), .closeButtonTapped:
            return .none
        }
    }
}
