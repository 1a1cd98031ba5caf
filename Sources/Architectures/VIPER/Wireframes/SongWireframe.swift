import ArchitectureKit
import Domain
import HeadlessUI

/// What the song presenter asks of its wireframe.
@MainActor
protocol SongRouting: AnyObject {
    /// Closes the song: back to the search.
    func dismissSong()
}

/// Builds the song module and owns its navigation.
@MainActor
final class SongWireframe: CountedObject, SongRouting {
    private let song: Song
    private let artworkLoader: ArtworkLoader
    /// The module's view, held weakly: the view owns the presenter, which owns this wireframe.
    private weak var viewController: ViewController?

    init(song: Song, artworkLoader: ArtworkLoader) {
        self.song = song
        self.artworkLoader = artworkLoader
    }

    func makeViewController() -> ViewController {
        let interactor = SongInteractor(song: song, artworkLoader: artworkLoader)
        let presenter = SongPresenter(song: song, interactor: interactor, wireframe: self)
        let viewController = SongViewController(eventHandler: presenter)
        interactor.output = presenter
        presenter.view = viewController
        self.viewController = viewController
        return viewController
    }

    // MARK: - Navigation

    func dismissSong() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
