import Foundation

/// A deterministic generated catalog for `given songs N seed K`: the same N and K give the
/// same songs on every machine, for scaling and benchmarks.
public enum SyntheticCatalog {
    /// Makes `count` songs from `seed`. Every song's artist or title contains a word from a
    /// small vocabulary, so common terms ("love", "night") match many songs.
    public static func make(count: Int, seed: UInt64) -> SongCatalog {
        var random = SplitMix64(seed: seed)
        let artworkStart = "https://is1-ssl.mzstatic.com/image/thumb/synthetic/\(seed)/"
        var songs: [Song] = [], keys: [[String]] = [], asciiKeys: [[UInt8]?] = []
        songs.reserveCapacity(max(0, count))
        keys.reserveCapacity(max(0, count))
        asciiKeys.reserveCapacity(max(0, count))
        for index in 0..<max(0, count) {
            let title = titles.pick(&random)
            let artist = artists.pick(&random)
            let album = random.next() % 8 == 0 ? nil : albums.pick(&random)
            let millis = 90_000 + Int(random.next() % 300_000)
            songs.append(Song(
                id: 1_000_000 + index,
                trackName: titles.texts[title],
                artistName: artists.texts[artist],
                collectionName: album.map { albums.texts[$0] },
                trackTimeMillis: millis,
                artworkURL100: artworkStart + String(index) + "/100x100bb.jpg",
                primaryGenreName: pick(genres, &random),
                releaseDate: Date(timeIntervalSince1970: TimeInterval(random.next() % 1_700_000_000)),
                trackPrice: random.next() % 2 == 0 ? dearer : cheaper,
                currency: "USD",
                explicitness: random.next() % 10 == 0 ? .explicit : .notExplicit
            ))
            keys.append([titles.folded[title], artists.folded[artist], album.map { albums.folded[$0] } ?? ""])
            var bytes = titles.bytes[title]
            bytes.append(0)
            bytes.append(contentsOf: artists.bytes[artist])
            bytes.append(0)
            if let album { bytes.append(contentsOf: albums.bytes[album]) }
            asciiKeys.append(bytes)
        }
        return SongCatalog(songs: songs, keys: keys, asciiKeys: asciiKeys)
    }

    private static func pick(_ words: [String], _ random: inout SplitMix64) -> String {
        words[Int(random.next() % UInt64(words.count))]
    }

    /// Every field of two words a generated song can have (an adjective and a noun, say), made
    /// once with its folded text and that text's bytes: a catalog of 10,000 songs then builds
    /// no text but its artwork addresses.
    private struct Phrases {
        let firstWords: Int
        let secondWords: Int
        let texts: [String]
        let folded: [String]
        let bytes: [[UInt8]]

        init(_ first: [String], _ second: [String]) {
            firstWords = first.count
            secondWords = second.count
            texts = first.flatMap { word in second.map { word + " " + $0 } }
            folded = texts.map(SongCatalog.fold)
            // Every word is ASCII, so every folded field has its bytes (see SongCatalog.asciiBytes).
            bytes = folded.map { Array($0.utf8) }
        }

        /// A phrase's index, drawn word by word as the words themselves would be.
        func pick(_ random: inout SplitMix64) -> Int {
            let first = Int(random.next() % UInt64(firstWords))
            return first * secondWords + Int(random.next() % UInt64(secondWords))
        }
    }

    private static let titles = Phrases(adjectives, nouns)
    private static let artists = Phrases(artistFirst, artistLast)
    private static let albums = Phrases(nouns, albumWords)

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
