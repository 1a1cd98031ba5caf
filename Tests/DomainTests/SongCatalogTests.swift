@testable import Domain
import Foundation
import Testing

/// Catalog search (SPEC §3.1): case- and diacritic-insensitive substring match on track,
/// artist or album, in catalog order, at most `limit` results.
struct SongCatalogTests {
    private let catalog = SongCatalog(songs: [
        makeSong(1, "Hey Jude", by: "The Beatles", on: "Hey Jude"),
        makeSong(2, "Crazy in Love (feat. Jay-Z)", by: "Beyoncé", on: "Dangerously in Love"),
        makeSong(3, "Hoppípolla", by: "Sigur Rós", on: "Takk..."),
        makeSong(4, "Café Del Mar", by: "Energy 52", on: "Café Del Mar (Remixes)"),
        makeSong(5, "Respect", by: "Aretha Franklin", on: "I Never Loved a Man the Way I Love You"),
        makeSong(6, "Do They Know It's Christmas?", by: "Band Aid"),
        makeSong(7, "Группа крови", by: "Кино", on: "Группа крови"),
        makeSong(8, "Τα παιδιά του Πειραιά", by: "Μελίνα Μερκούρη"),
        makeSong(9, "上を向いて歩こう", by: "坂本九"),
        makeSong(10, "Hey Jude", by: "Wilson Pickett", on: "Hey Jude"),
        makeSong(11, "Love Me Do", by: "The Beatles", on: "Please Please Me"),
    ])

    @Test func aPrefixSearchesItsFirstSongsAsACatalogOfThemWould() {
        let firstFour = catalog.prefix(4)

        #expect(firstFour.songs.map(\.id) == [1, 2, 3, 4])
        // Accented and ASCII songs alike keep their folded text.
        #expect(firstFour.search("cafe", limit: 50).map(\.id) == [4])
        #expect(firstFour.search("ROS", limit: 50).map(\.id) == [3])
        #expect(firstFour.search("love", limit: 50).map(\.id) == [2])
        #expect(catalog.prefix(40).songs.count == 11)
    }

    /// Every term, ASCII or not, finds what Foundation's search of the folded fields finds.
    @Test(arguments: ["кино", "❤️", "上を向いて", "πειραιά", "\u{212A}elvin", "a\u{037E}b", "hey", "ros", "\u{E9}", "e\u{301}"])
    func aTermFindsWhatFoundationFinds(term: String) {
        let extended = SongCatalog(songs: catalog.songs + [
            makeSong(12, "Kelvin", by: "a;b"),
            makeSong(13, "❤️ Love", by: "Кино", on: "Café"),
        ])
        let folded = SongCatalog.fold(term)
        let expected = extended.songs.filter { song in
            [song.trackName, song.artistName, song.collectionName ?? ""].contains { SongCatalog.fold($0).contains(folded) }
        }

        #expect(extended.search(term, limit: 50).map(\.id) == expected.map(\.id), "\(term)")
    }

    @Test func matchesTheTrackName() {
        #expect(ids("Respect") == [5])
    }

    @Test func matchesTheArtist() {
        #expect(ids("Franklin") == [5])
    }

    @Test func matchesTheAlbum() {
        #expect(ids("Dangerously") == [2])
        #expect(ids("Please Please") == [11])
    }

    @Test func aTermNeverMatchesAcrossTwoFields() {
        // "Respect" by "Aretha Franklin": the track's end and the artist's start are not one word.
        #expect(catalog.search("respectaretha", limit: 50).isEmpty)
        #expect(catalog.search("judethe", limit: 50).isEmpty)
        #expect(catalog.search("ct", limit: 50).map(\.id) == [5])
    }

    @Test func anAsciiTermFindsItsTextInSongsWithAccents() {
        // Song 2's artist is not ASCII; its track still holds the ASCII term.
        #expect(catalog.search("jay-z", limit: 50).map(\.id) == [2])
        #expect(catalog.search("beyonce", limit: 50).map(\.id) == [2])
    }

    @Test func matchesASubstringAnywhere() {
        #expect(ids("ude") == [1, 10])
        #expect(ids("ngerous") == [2])
    }

    @Test func findsATermWhoseFirstByteRepeatsBeforeTheMatch() {
        let songs = SongCatalog(songs: [
            makeSong(1, "aaab", by: "x"), makeSong(2, "abab", by: "x"), makeSong(3, "ba", by: "x"), makeSong(4, "t", by: "x", on: "zzab"),
        ])
        // "aab" starts at the second "a" of "aaab"; "aa" is nowhere in "abab".
        #expect(songs.search("aab", limit: 9).map(\.id) == [1])
        #expect(songs.search("aa", limit: 9).map(\.id) == [1])
        // Song 4's album is its last field: "ab" and "zzab" end where its text ends.
        #expect(songs.search("ab", limit: 9).map(\.id) == [1, 2, 4])
        #expect(songs.search("zzab", limit: 9).map(\.id) == [4])
        #expect(songs.search("zzabc", limit: 9).isEmpty)
    }

    @Test func ignoresCase() {
        #expect(ids("HEY JUDE") == [1, 10])
        #expect(ids("the beatles") == [1, 11])
    }

    @Test func ignoresAccentsInTheCatalog() {
        #expect(ids("beyonce") == [2])
        #expect(ids("sigur ros") == [3])
        #expect(ids("hoppipolla") == [3])
        #expect(ids("cafe") == [4])
    }

    @Test func ignoresAccentsInTheTerm() {
        #expect(ids("Béyoncé") == [2])
        #expect(ids("Café") == [4])
        // A decomposed é (e and a combining accent) matches the precomposed one.
        #expect(ids("Beyonce\u{301}") == [2])
    }

    @Test func foldsOtherScriptsToo() {
        #expect(ids("кино") == [7])
        #expect(ids("КРОВИ") == [7])
        #expect(ids("πειραια") == [8])
        #expect(ids("歩こう") == [9])
    }

    @Test func answersInCatalogOrderNotByRelevance() {
        // "love" is the whole title of song 11 but only a word in song 2 and an album word of song 5.
        #expect(ids("love") == [2, 5, 11])
    }

    @Test func aSongWithoutAnAlbumIsFoundByItsTrackAndArtist() {
        #expect(ids("christmas") == [6])
        #expect(ids("band aid") == [6])
    }

    @Test func returnsAtMostLimitResultsTheFirstInCatalogOrder() {
        // Song 3 (Hoppípolla, Sigur Rós, Takk...) has no "e"; song 4 (Café) folds to one.
        #expect(catalog.search("e", limit: 3).map(\.id) == [1, 2, 4])
        #expect(catalog.search("hey jude", limit: 1).map(\.id) == [1])
    }

    @Test func aLimitOfZeroReturnsNothing() {
        #expect(catalog.search("hey", limit: 0).isEmpty)
    }

    @Test func anEmptyTermMatchesNothing() {
        #expect(catalog.search("", limit: 50).isEmpty)
    }

    @Test func aTermFoundNowhereMatchesNothing() {
        #expect(catalog.search("zzz", limit: 50).isEmpty)
    }

    @Test func keepsTheSongsItWasGiven() {
        #expect(catalog.songs.map(\.id) == Array(1...11))
    }

    private func ids(_ term: String) -> [Int] {
        catalog.search(term, limit: 50).map(\.id)
    }
}
