import Foundation

/// The songs a ``SongSearchService`` searches, with the search the iTunes API performs
/// well enough for the workbench: a case- and diacritic-insensitive substring match on the
/// track, the artist or the album, in catalog order.
public struct SongCatalog: Sendable {
    public let songs: [Song]
    /// Each song's searchable text, folded once so that a search folds only its term.
    private let keys: [[String]]
    /// The same text as bytes, the fields apart by a zero byte, for songs whose text is all
    /// ASCII (nil otherwise): an ASCII term is looked for there byte by byte, which is many
    /// times faster than Foundation's string search and gives the same answer.
    private let asciiKeys: [[UInt8]?]

    public init(songs: [Song]) {
        self.songs = songs
        self.keys = songs.map { song in
            [song.trackName, song.artistName, song.collectionName ?? ""].map(SongCatalog.fold)
        }
        self.asciiKeys = keys.map(SongCatalog.asciiBytes)
    }

    /// Songs whose searchable text the caller folded already, as ``fold(_:)`` would: a
    /// generated catalog folds its few words once rather than every song's text.
    init(songs: [Song], keys: [[String]], asciiKeys: [[UInt8]?]) {
        self.songs = songs
        self.keys = keys
        self.asciiKeys = asciiKeys
    }

    /// The first `count` songs, searched as this catalog searches them: their folded text is
    /// taken from this catalog rather than worked out again.
    public func prefix(_ count: Int) -> SongCatalog {
        guard count < songs.count else { return self }
        return SongCatalog(songs: Array(songs.prefix(count)), keys: Array(keys.prefix(count)), asciiKeys: Array(asciiKeys.prefix(count)))
    }

    /// The songs whose track, artist or album contains `term`, ignoring case and accents.
    ///
    /// - Parameters:
    ///   - term: The text to look for; an empty term matches nothing.
    ///   - limit: The most results to return.
    public func search(_ term: String, limit: Int) -> [Song] {
        let folded = SongCatalog.fold(term)
        guard !folded.isEmpty, limit > 0 else { return [] }
        let needle = Array(folded.utf8)
        let asciiTerm = needle.allSatisfy { $0 > 0 && $0 < 0x80 }
        // Foundation's search matches canonically equivalent text: a term that has a scalar
        // beyond ASCII even when decomposed can never be found in a song that is all ASCII.
        let beyondASCII = !asciiTerm && folded.decomposedStringWithCanonicalMapping.unicodeScalars.contains { !$0.isASCII }
        var results: [Song] = []
        for index in keys.indices {
            let found = if let bytes = asciiKeys[index], asciiTerm || beyondASCII {
                asciiTerm && Self.bytes(bytes, contain: needle)
            } else {
                keys[index].contains { $0.contains(folded) }
            }
            guard found else { continue }
            results.append(songs[index])
            if results.count == limit { break }
        }
        return results
    }

    /// The fields' bytes, apart by a zero byte, or nil when some field is not ASCII.
    private static func asciiBytes(_ fields: [String]) -> [UInt8]? {
        fields.allSatisfy(isASCII) ? Array(fields.joined(separator: "\u{0}").utf8) : nil
    }

    /// Whether every byte of `text` is ASCII: one pass over its bytes, with no closure to call
    /// per byte, which a debug build would not inline.
    private static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var combined: UInt8 = 0
            for byte in bytes { combined |= byte }
            return combined < 0x80
        }
    }

    /// Whether `needle` (not empty) occurs in `haystack`: `memchr` finds each place its first
    /// byte occurs and `memcmp` compares the rest there, so a debug build loops in C, not
    /// byte by byte in Swift.
    private static func bytes(_ haystack: [UInt8], contain needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                let start = hay.baseAddress!, first = Int32(pin[0])
                let lastStart = hay.count - pin.count
                var offset = 0
                while offset <= lastStart {
                    guard let found = memchr(start + offset, first, lastStart - offset + 1) else { return false }
                    offset = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(start + offset, pin.baseAddress!, pin.count) == 0 { return true }
                    offset += 1
                }
                return false
            }
        }
    }

    /// Lower case, without accents: "Beyoncé" and "beyonce" fold alike.
    static func fold(_ text: String) -> String {
        // ASCII has no accents, and lowercasing it needs no locale: a fast path for the common case.
        if isASCII(text) { return text.lowercased() }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    }
}
