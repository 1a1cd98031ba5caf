import Foundation

/// The songs a ``SongSearchService`` searches, with the search the iTunes API performs
/// well enough for the workbench: a case- and diacritic-insensitive substring match on the
/// track, the artist or the album, in catalog order.
public struct SongCatalog: Sendable {
    public let songs: [Song]
    /// Each song's searchable text, folded once so that a search folds only its term.
    private let keys: [[String]]

    public init(songs: [Song]) {
        self.songs = songs
        self.keys = songs.map { song in
            [song.trackName, song.artistName, song.collectionName ?? ""].map(SongCatalog.fold)
        }
    }

    /// The songs whose track, artist or album contains `term`, ignoring case and accents.
    ///
    /// - Parameters:
    ///   - term: The text to look for; an empty term matches nothing.
    ///   - limit: The most results to return.
    public func search(_ term: String, limit: Int) -> [Song] {
        let folded = SongCatalog.fold(term)
        guard !folded.isEmpty, limit > 0 else { return [] }
        var results: [Song] = []
        for (index, fields) in keys.enumerated() where fields.contains(where: { $0.contains(folded) }) {
            results.append(songs[index])
            if results.count == limit { break }
        }
        return results
    }

    /// Lower case, without accents: "Beyoncé" and "beyonce" fold alike.
    static func fold(_ text: String) -> String {
        // ASCII has no accents, and lowercasing it needs no locale: a fast path for the common case.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    }
}
