import Domain
import HeadlessUI

/// The song screen's view: shows what its presenter worded, and forwards the close.
@MainActor
final class SongViewController: ViewController, SongViewInterface {
    private let eventHandler: SongModuleInterface
    private let songView = SongView()

    init(eventHandler: SongModuleInterface) {
        self.eventHandler = eventHandler
        super.init()
    }

    override func loadView() {
        view = songView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        songView.onClose = { [weak self] in self?.eventHandler.close() }
        eventHandler.viewDidLoad()
    }

    func show(_ song: SongDisplay) {
        title = song.title
        songView.songTitle = song.title
        songView.artist = song.artist
        songView.album = song.album
        songView.duration = song.duration
        songView.genre = song.genre
        songView.released = song.released
        songView.price = song.price
        songView.explicitMarker = song.explicitMarker
    }

    func showArtwork(_ artwork: Artwork) {
        songView.artwork = Image(artwork)
    }
}
