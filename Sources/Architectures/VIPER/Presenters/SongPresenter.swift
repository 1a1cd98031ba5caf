import ArchitectureKit
import Domain

/// The song screen's presenter: words the song's details, passes the artwork on, and asks the
/// wireframe to close the screen.
@MainActor
final class SongPresenter: CountedObject, SongModuleInterface, SongInteractorOutput {
    /// The view; it owns this presenter, so it is held weakly.
    weak var view: SongViewInterface?

    private let song: Song
    private let interactor: SongInteractorInput
    private let wireframe: SongRouting

    init(song: Song, interactor: SongInteractorInput, wireframe: SongRouting) {
        self.song = song
        self.interactor = interactor
        self.wireframe = wireframe
    }

    func viewDidLoad() {
        view?.show(Self.display(of: song))
        interactor.loadArtwork()
    }

    func artworkLoaded(_ artwork: Artwork) {
        view?.showArtwork(artwork)
    }

    // MARK: - Navigation

    func close() {
        wireframe.dismissSong()
    }

    // MARK: - Formatting

    static func display(of song: Song) -> SongDisplay {
        SongDisplay(
            title: song.trackName,
            artist: song.artistName,
            album: song.collectionName ?? "",
            duration: SongFormat.duration(milliseconds: song.trackTimeMillis),
            genre: song.primaryGenreName ?? "",
            released: SongFormat.releaseYear(song.releaseDate),
            price: SongFormat.price(song.trackPrice, currency: song.currency),
            explicitMarker: song.isExplicit ? "Explicit" : nil
        )
    }
}
