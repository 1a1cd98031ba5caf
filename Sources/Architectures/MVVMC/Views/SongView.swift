import Bind
import HeadlessUI

/// The song screen's root view: the song's details and large artwork, bound to the song's view
/// model, and a close button bound to its close command.
@MainActor
final class SongView: View, KeyPathBindable {
    /// The song shown; assigning binds it.
    var viewModel: SongViewModel? {
        didSet { bindings = viewModel.map(bindings(to:)) ?? [] }
    }

    private let titleLabel = Label()
    private let artistLabel = Label()
    private let albumLabel = Label()
    private let durationLabel = Label()
    private let genreLabel = Label()
    private let releasedLabel = Label()
    private let priceLabel = Label()
    private let explicitLabel = Label()
    private let artworkView = ImageView()
    private let closeButton = Button(title: "Close")
    private var bindings: [Binding] = []

    override init() {
        super.init()
        accessibilityIdentifier = "song"
        let identified: [(View, String)] = [
            (titleLabel, "song.title"), (artistLabel, "song.artist"), (albumLabel, "song.album"),
            (durationLabel, "song.duration"), (genreLabel, "song.genre"), (releasedLabel, "song.released"),
            (priceLabel, "song.price"), (explicitLabel, "song.explicit"), (artworkView, "song.artwork"),
            (closeButton, "song.close"),
        ]
        for (subview, identifier) in identified {
            subview.accessibilityIdentifier = identifier
            addSubview(subview)
        }
        explicitLabel.isHidden = true
    }

    private func bindings(to viewModel: SongViewModel) -> [Binding] {
        [
            viewModel.bind(\.title) ~> bind(\.titleLabel.text),
            viewModel.bind(\.artist) ~> bind(\.artistLabel.text),
            viewModel.bind(\.album) ~> bind(\.albumLabel.text),
            viewModel.bind(\.duration) ~> bind(\.durationLabel.text),
            viewModel.bind(\.genre) ~> bind(\.genreLabel.text),
            viewModel.bind(\.released) ~> bind(\.releasedLabel.text),
            viewModel.bind(\.price) ~> bind(\.priceLabel.text),
            viewModel.bind(\.explicitMarker) ~> bind(\.explicitLabel.text),
            viewModel.bind(\.explicitMarker).transform { $0 == nil } ~> bind(\.explicitLabel.isHidden),
            viewModel.bind(\.artwork) ~> bind(\.artworkView.image),
            viewModel.bind(\.closeCommand) <~! closeButton.bindTaps(),
        ]
    }
}
