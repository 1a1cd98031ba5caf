import Bind
import Domain
import HeadlessUI

/// The song screen: asks its data controller for the song's view model when it appears, and
/// gives it the command that closes the screen.
@MainActor
final class SongViewController: ViewController {
    private let song: Song
    private let dataController: SongDataController
    private let songView = SongView()

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

    // MARK: - View model

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        dataController.update(with: song) { viewModel in
            viewModel.closeCommand = closeCommand()
            title = viewModel.title
            songView.viewModel = viewModel
        }
    }

    // MARK: - Navigation

    /// What the close button executes: this screen popped. The view model carries it to the
    /// view's binding, but only the view controller navigates, so it is made here.
    private func closeCommand() -> any Command {
        CloseCommand(closing: self)
    }
}
