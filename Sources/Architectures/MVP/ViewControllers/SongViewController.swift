import ArchitectureKit
import Domain
import HeadlessUI

/// The song screen: a passive view. It hands each value its ``SongPresenter`` gives it to
/// ``SongView``, and the Close button's tap to the presenter.
@MainActor
final class SongViewController: ViewController, SongViewProtocol {
    private let presenter: SongPresenter
    private let songView = SongView()

    init(presenter: SongPresenter) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() {
        view = songView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        songView.onClose = { [weak self] in self?.presenter.closeRequested() }
        presenter.attach(self)
    }

    // MARK: - SongViewProtocol

    var songTitle: String? {
        get { songView.songTitle }
        set { songView.songTitle = newValue }
    }

    var artist: String? {
        get { songView.artist }
        set { songView.artist = newValue }
    }

    var album: String? {
        get { songView.album }
        set { songView.album = newValue }
    }

    var duration: String? {
        get { songView.duration }
        set { songView.duration = newValue }
    }

    var genre: String? {
        get { songView.genre }
        set { songView.genre = newValue }
    }

    var released: String? {
        get { songView.released }
        set { songView.released = newValue }
    }

    var price: String? {
        get { songView.price }
        set { songView.price = newValue }
    }

    var explicitMarker: String? {
        get { songView.explicitMarker }
        set { songView.explicitMarker = newValue }
    }

    func showArtwork(_ artwork: Artwork) {
        songView.artwork = Image(artwork)
    }

    // MARK: - Navigation

    func close() {
        navigationController?.popViewController(animated: true)
    }
}
