import ArchitectureKit
import Bind
import Domain
import HeadlessUI
import Observation

/// One row of the search results: what a song cell shows, bound to it while it shows this row.
@MainActor
@Observable
final class SongCellViewModel: CountedObject, BindObservable {
    // Bind's registrar in place of the macro's, so bindings hear when a change is done.
    @ObservationIgnored let _$observationRegistrar = BindRegistrar()

    /// The song the row shows; the context the song screen's data controller starts from.
    let song: Song
    /// The small artwork, once the data controller has loaded it; nil until then.
    var artwork: Image?

    init(song: Song) {
        self.song = song
    }

    /// The track's name.
    var title: String { song.trackName }
    /// `artistName — collectionName`, or the artist alone when the album is unknown.
    var subtitle: String {
        guard let album = song.collectionName, !album.isEmpty else { return song.artistName }
        return "\(song.artistName) \u{2014} \(album)"
    }
    /// `m:ss`, empty when unknown.
    var duration: String { SongFormat.duration(milliseconds: song.trackTimeMillis) }
}
