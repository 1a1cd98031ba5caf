import ArchitectureKit
import Domain
import HeadlessUI
import VirtualTime

/// What the search presenter asks of its wireframe.
@MainActor
protocol SearchRouting: AnyObject {
    /// Shows the song's screen over the search.
    func presentSong(_ song: Song)
}

/// Builds the search module (view, presenter, interactor, and itself as its router) and owns
/// its navigation: the only place the search screen's next screen is made and pushed.
@MainActor
final class SearchWireframe: CountedObject, SearchRouting {
    private let songSearch: SongSearchService
    private let artworkLoader: ArtworkLoader
    private let mainQueue: MainQueue
    /// The module's view, held weakly: the view owns the presenter, which owns this wireframe.
    private weak var viewController: ViewController?

    init(songSearch: SongSearchService, artworkLoader: ArtworkLoader, mainQueue: MainQueue) {
        self.songSearch = songSearch
        self.artworkLoader = artworkLoader
        self.mainQueue = mainQueue
    }

    /// The module, wired: its view owns its presenter, which owns its interactor and this wireframe.
    func makeViewController() -> ViewController {
        let interactor = SearchInteractor(songSearch: songSearch, artworkLoader: artworkLoader)
        let presenter = SearchPresenter(interactor: interactor, wireframe: self, mainQueue: mainQueue)
        let viewController = SearchViewController(eventHandler: presenter)
        interactor.output = presenter
        presenter.view = viewController
        self.viewController = viewController
        return viewController
    }

    // MARK: - Navigation

    func presentSong(_ song: Song) {
        let songViewController = SongWireframe(song: song, artworkLoader: artworkLoader).makeViewController()
        viewController?.navigationController?.pushViewController(songViewController, animated: true)
    }
}
