import Domain
import Foundation
import Testing

/// The generated catalog of `given songs N seed K`: deterministic, and searchable.
struct SyntheticCatalogTests {
    @Test func theSameCountAndSeedMakeTheSameSongs() {
        #expect(SyntheticCatalog.make(count: 500, seed: 7).songs == SyntheticCatalog.make(count: 500, seed: 7).songs)
    }

    @Test func anotherSeedMakesOtherSongs() {
        #expect(SyntheticCatalog.make(count: 50, seed: 7).songs != SyntheticCatalog.make(count: 50, seed: 8).songs)
    }

    @Test func aLargerCatalogStartsWithTheSmallerOne() {
        let small = SyntheticCatalog.make(count: 10, seed: 3).songs
        let large = SyntheticCatalog.make(count: 20, seed: 3).songs
        #expect(large.count == 20)
        #expect(Array(large.prefix(10)) == small)
    }

    @Test func makesExactlyTheCountAskedForAndNothingForZeroOrLess() {
        #expect(SyntheticCatalog.make(count: 1_000, seed: 1).songs.count == 1_000)
        #expect(SyntheticCatalog.make(count: 0, seed: 1).songs.isEmpty)
        #expect(SyntheticCatalog.make(count: -3, seed: 1).songs.isEmpty)
    }

    @Test func idsAndArtworkAreUnique() {
        let songs = SyntheticCatalog.make(count: 2_000, seed: 42).songs
        #expect(Set(songs.map(\.id)).count == songs.count)
        #expect(Set(songs.compactMap(\.artworkURL100)).count == songs.count)
        #expect(songs.allSatisfy { $0.artworkURL100?.hasSuffix("/100x100bb.jpg") == true })
    }

    @Test func songsLookLikeSongs() {
        let songs = SyntheticCatalog.make(count: 1_000, seed: 5).songs
        for song in songs {
            #expect(!song.trackName.isEmpty && !song.artistName.isEmpty)
            #expect((90_000..<390_000).contains(song.trackTimeMillis ?? -1))
            #expect(song.currency == "USD")
            #expect([Decimal(string: "0.99"), Decimal(string: "1.29")].contains(song.trackPrice))
        }
        // Some albums are left unknown and some tracks explicit, as in a real catalog.
        #expect(songs.contains { $0.collectionName == nil })
        #expect(songs.contains { $0.collectionName != nil })
        #expect(songs.contains { $0.isExplicit })
        #expect(songs.contains { !$0.isExplicit })
    }

    @Test func commonWordsMatchManySongs() {
        // "Love" is one of twelve title nouns, so about one title in twelve has it; a bound
        // of one in twenty-four leaves room for chance while still catching a broken vocabulary.
        let catalog = SyntheticCatalog.make(count: 1_000, seed: 7)
        #expect(catalog.search("love", limit: 10_000).count >= 1_000 / 24)
        #expect(catalog.search("night", limit: 10_000).count >= 1_000 / 24)
    }

    @Test(arguments: ["love", "e", "golden sky", "nova brothers", "sky\u{0}nova", "road nights", "SESSIONS", "é", "\u{212A}ite", "a\u{037E}b", "кино"])
    func searchesAsACatalogOfTheSameSongsWould(term: String) {
        // The generated catalog folds its words once; a catalog given its songs folds every song.
        let generated = SyntheticCatalog.make(count: 2_000, seed: 3)
        let given = SongCatalog(songs: generated.songs)
        #expect(generated.search(term, limit: 10_000) == given.search(term, limit: 10_000))
    }

    @Test func theGeneratorIsSplitMix64() {
        // The first outputs of the reference implementation from seed 0.
        var random = SplitMix64(seed: 0)
        #expect([random.next(), random.next(), random.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }
}
