import ArchitectureKit
import Bind
import Domain
import HeadlessUI
import Observation

/// The song screen: one song's details, its large artwork, and what its close button does.
@MainActor
@Observable
final class SongViewModel: CountedObject, BindObservable {
    // Bind's registrar in place of the macro's, so bindings hear when a change is done.
    @ObservationIgnored let _$observationRegistrar = BindRegistrar()

    /// The song shown.
    let song: Song
    /// The large artwork, once the data controller has loaded it; nil until then.
    var artwork: Image?
    /// Closes the screen; given by the view controller, which alone navigates.
    var closeCommand: (any Command)?

    init(song: Song) {
        self.song = song
    }

    /// The track's name, also the screen's title.
    var title: String { song.trackName }
    var artist: String { song.artistName }
    /// The album, empty when unknown.
    var album: String { song.collectionName ?? "" }
    /// `m:ss`, empty when unknown.
    var duration: String { SongFormat.duration(milliseconds: song.trackTimeMillis) }
    /// The genre, empty when unknown.
    var genre: String { song.primaryGenreName ?? "" }
    /// The release year, empty when unknown.
    var released: String { SongFormat.releaseYear(song.releaseDate) }
    /// `$1.29`, `Album only`, `Not for sale`.
    var price: String { SongFormat.price(song.trackPrice, currency: song.currency) }
    /// `Explicit` for an explicit track; nil, and no marker shown, otherwise.
    var explicitMarker: String? { song.isExplicit ? "Explicit" : nil }
}
