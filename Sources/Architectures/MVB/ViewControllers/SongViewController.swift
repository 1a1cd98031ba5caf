import Domain
import HeadlessUI
import Reactive

/// The song screen's view controller: builds the view, binds it to the model, and pops the
/// screen when the user wants to close it.
@MainActor
final class SongViewController: ViewController {
    private let model: SongModel
    private var bindings: DisposeBag?

    init(song: Song, artwork: ArtworkModel) {
        model = SongModel(song: song, artwork: artwork)
        super.init()
        title = song.trackName
    }

    override func loadView() {
        let songView = SongView()
        bindings = SongBinding.bind(model: model, view: songView) { [weak self] in self?.close() }
        view = songView
    }

    // MARK: - Navigation

    /// The user closed the song: back to the search, where no row stays selected.
    private func close() {
        navigationController?.popViewController(animated: true)
    }
}
