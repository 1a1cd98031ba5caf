import Domain
import HeadlessUI
import Reactive
import ReactiveUI

/// Makes the song screen: the one place where everything it does is wired.
@MainActor
enum SongBinder {
    /// Makes the song screen: the song's details, known at once, are assigned; its large
    /// artwork, which may have to load, is bound; Close pops the screen.
    ///
    /// - Parameters:
    ///   - song: The song to show.
    ///   - artwork: Loads the large artwork.
    /// - Returns: The screen, with its bindings in its `disposeBag`.
    static func make(song: Song, artwork: ArtworkLoader) -> SongViewController {
        let vc = SongViewController()
        let view = vc.songView

        vc.title = song.trackName
        view.titleLabel.text = song.trackName
        view.artistLabel.text = song.artistName
        view.albumLabel.text = song.collectionName ?? ""
        view.durationLabel.text = SongFormat.duration(milliseconds: song.trackTimeMillis)
        view.genreLabel.text = song.primaryGenreName ?? ""
        view.releasedLabel.text = SongFormat.releaseYear(song.releaseDate)
        view.priceLabel.text = SongFormat.price(song.trackPrice, currency: song.currency)
        view.explicitLabel.text = "Explicit"
        view.explicitLabel.isHidden = !song.isExplicit

        ArtworkBinder.bind(SongFormat.largeArtworkURL(song.artworkURL100), to: view.artworkView, from: artwork)
            .disposed(by: vc.disposeBag)

        // MARK: - Navigation

        view.closeButton.rx.tap
            .subscribe(onNext: { [weak vc] in vc?.navigationController?.popViewController(animated: true) })
            .disposed(by: vc.disposeBag)

        return vc
    }
}
