import Domain
import HeadlessUI

/// The song screen: asks its data controller for the song's view model when it appears, and
/// closes when the user asks.
@MainActor
final class SongViewController: ViewController {
    private let song: Song
    private let dataController: SongDataController
    private let songView = SongView()
    /// The view model the data controller handed over; the view only borrows it.
    private var viewModel: SongViewModel?

    /// - Parameters:
    ///   - song: The song to show: the context of the data controller's update.
    ///   - dataController: The screen's data controller.
    init(song: Song, dataController: SongDataController) {
        self.song = song
        self.dataController = dataController
        super.init()
    }

    override func loadView() {
        view = songView
    }

    // MARK: - Navigation

    override func viewDidLoad() {
        super.viewDidLoad()
        songView.onClose = { [weak self] in
            self?.navigationController?.popViewController(animated: true)
        }
    }

    // MARK: - View model

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        dataController.update(with: song) { viewModel in
            self.viewModel = viewModel
            title = viewModel.title
            songView.viewModel = viewModel
        }
    }
}
