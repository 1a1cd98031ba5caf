import Foundation

/// A deterministic generated catalog for `given songs N seed K`: the same N and K give the
/// same songs on every machine, for scaling and benchmarks.
public enum SyntheticCatalog {
    /// Makes `count` songs from `seed`. Every song's artist or title contains a word from a
    /// small vocabulary, so common terms ("love", "night") match many songs.
    public static func make(count: Int, seed: UInt64) -> SongCatalog {
        var random = SplitMix64(seed: seed)
        let songs = (0..<max(0, count)).map { index in
            let title = "\(pick(adjectives, &random)) \(pick(nouns, &random))"
            let artist = "\(pick(artistFirst, &random)) \(pick(artistLast, &random))"
            let album = random.next() % 8 == 0 ? nil : "\(pick(nouns, &random)) \(pick(albumWords, &random))"
            let millis = 90_000 + Int(random.next() % 300_000)
            return Song(
                id: 1_000_000 + index,
                trackName: title,
                artistName: artist,
                collectionName: album,
                trackTimeMillis: millis,
                artworkURL100: "https://is1-ssl.mzstatic.com/image/thumb/synthetic/\(seed)/\(index)/100x100bb.jpg",
                primaryGenreName: pick(genres, &random),
                releaseDate: Date(timeIntervalSince1970: TimeInterval(random.next() % 1_700_000_000)),
                trackPrice: random.next() % 2 == 0 ? dearer : cheaper,
                currency: "USD",
                explicitness: random.next() % 10 == 0 ? .explicit : .notExplicit
            )
        }
        return SongCatalog(songs: songs)
    }

    private static func pick(_ words: [String], _ random: inout SplitMix64) -> String {
        words[Int(random.next() % UInt64(words.count))]
    }

    // Read once: reading a decimal is slow, and every song costs one of two prices.
    private static let dearer = Decimal(string: "1.29")
    private static let cheaper = Decimal(string: "0.99")

    private static let adjectives = ["Electric", "Midnight", "Golden", "Lonely", "Wild", "Silent", "Summer", "Broken", "Neon", "Endless", "Velvet", "Crimson"]
    private static let nouns = ["Love", "Night", "River", "Heart", "Dream", "Highway", "Fire", "Ocean", "City", "Rain", "Sky", "Road"]
    private static let artistFirst = ["The", "Luna", "Jack", "Marie", "DJ", "Los", "Nova", "Sam"]
    private static let artistLast = ["Echoes", "Parade", "Rivers", "Stone", "Kite", "Brothers", "Waves", "Carter"]
    private static let albumWords = ["Sessions", "Stories", "Live", "Tapes", "Collection", "Nights"]
    private static let genres = ["Rock", "Pop", "Jazz", "Electronic", "Soul", "Country"]
}

/// SplitMix64 (Steele, Lea and Flood): a tiny, well-known generator whose output is fixed by
/// its seed, so what it makes is the same on every machine and every run. The generated
/// catalogs use it, and so does the fuzz suite, to make an input again from its seed alone.
public struct SplitMix64: Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
