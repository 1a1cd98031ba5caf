import HeadlessUI
import Reactive

/// The song screen, declared: its views and a bag for its bindings. Everything it shows is
/// known when it is made, so it declares no state of its own; ``SongBinder/make(song:artwork:)``
/// makes it and fills it in.
@MainActor
final class SongViewController: ViewController {
    // MARK: - Views

    let songView = SongView()

    // MARK: - Binding helpers

    /// Holds the screen's bindings, so they end with the screen.
    let disposeBag = DisposeBag()

    override func loadView() {
        view = songView
    }
}
