import Domain
import Foundation
import Testing

/// The default catalog proves what the scenarios rely on. Each test finds its property in
/// the data, decoded and as written, rather than repeating numbers the program printed.
struct FixturesTests {
    let catalog: SongCatalog
    /// The results as written in the file, to see keys that are absent and numbers as typed.
    let rawResults: [JSON]

    init() throws {
        catalog = try Fixtures.defaultCatalog()
        let raw = try JSONParser.parse(try fixtureFileText("default-catalog.json"))
        guard case let .array(results)? = raw["results"]?.value else { throw FixtureShapeError() }
        rawResults = results
    }

    private var songs: [Song] { catalog.songs }

    // MARK: - Size and identity

    @Test func theCatalogHasAtLeast64SongsAndSaysHowManyItHas() throws {
        #expect(songs.count >= 64)
        #expect(songs.count == rawResults.count)
        let raw = try JSONParser.parse(try fixtureFileText("default-catalog.json"))
        guard case let .number(count)? = raw["resultCount"]?.value else {
            Issue.record("no resultCount")
            return
        }
        #expect(Int(count) == songs.count)
    }

    @Test func trackIdsAreUnique() {
        #expect(Set(songs.map(\.id)).count == songs.count)
    }

    @Test func everyResultCarriesFieldsTheAppMustIgnore() {
        for result in rawResults {
            #expect(result["wrapperType"] != nil && result["kind"] != nil && result["country"] != nil)
        }
    }

    // MARK: - The Beatles and common terms

    @Test func heyJudeByTheBeatlesIsTheFirstOfThreeHeyJudes() throws {
        let results = catalog.search("hey jude", limit: 50)
        #expect(results.map(\.trackName) == ["Hey Jude", "Hey Jude", "Hey Jude"])
        #expect(results.map(\.artistName) == ["The Beatles", "Elvis Presley", "Wilson Pickett"])
        let beatles = try #require(results.first)
        #expect(beatles.collectionName == "Hey Jude")
        #expect(beatles.trackTimeMillis == 431_333)
        #expect(SongFormat.duration(milliseconds: beatles.trackTimeMillis) == "7:11")
        #expect(beatles.artistName == "The Beatles")
    }

    @Test func theBeatlesHaveSeveralSongsAndComeFirst() {
        let beatles = songs.filter { $0.artistName == "The Beatles" }
        #expect(beatles.count >= 10)
        #expect(Array(songs.prefix(beatles.count)) == beatles)
    }

    @Test func loveHasAtLeast25ResultsForScrolling() {
        let results = catalog.search("love", limit: 50)
        #expect(results.count >= 25)
        // Every song with "love" in a field, found by a plain lower-case search, and no other.
        let expected = songs.filter { song in
            [song.trackName, song.artistName, song.collectionName ?? ""].contains { $0.lowercased().contains("love") }
        }
        #expect(results == expected)
    }

    @Test func theHasMoreThan25ResultsToo() {
        #expect(catalog.search("the", limit: 50).count > 25)
    }

    @Test func aSingleLetterFindsMoreThanTheDefaultLimitOf50() {
        #expect(catalog.search("e", limit: 50).count == 50)
        #expect(catalog.search("e", limit: 1_000).count > 50)
    }

    @Test(arguments: [
        ("bohemian", "Bohemian Rhapsody"), ("yesterday", "Yesterday"), ("sigur ros", "Hoppípolla"),
        ("cafe", "Café Del Mar"), ("кино", "Группа крови"), ("hoppipolla", "Hoppípolla"),
    ])
    func someTermsFindExactlyOneSong(term: String, title: String) {
        #expect(catalog.search(term, limit: 50).map(\.trackName) == [title])
    }

    @Test func someTermsFindNothing() {
        #expect(catalog.search("zzz", limit: 50).isEmpty)
    }

    // MARK: - Missing and null fields

    @Test func oneSongHasNoCollectionNameKeyAtAll() throws {
        let index = try #require(rawResults.firstIndex { $0["collectionName"] == nil })
        let song = songs[index]
        #expect(song.collectionName == nil)
    }

    @Test func oneSongHasNoDuration() throws {
        let index = try #require(rawResults.firstIndex { $0["trackTimeMillis"] == nil })
        #expect(SongFormat.duration(milliseconds: songs[index].trackTimeMillis) == "")
    }

    @Test func oneSongHasNoArtwork() throws {
        let index = try #require(rawResults.firstIndex { $0["artworkUrl100"] == nil })
        #expect(songs[index].artworkURL100 == nil)
        #expect(SongFormat.largeArtworkURL(songs[index].artworkURL100) == nil)
    }

    @Test func oneSongHasNoPrice() throws {
        let index = try #require(rawResults.firstIndex { $0["trackPrice"] == nil })
        #expect(SongFormat.price(songs[index].trackPrice, currency: songs[index].currency) == "Not for sale")
    }

    @Test func oneOptionalFieldIsWrittenAsNull() {
        let hasNull = rawResults.contains { result in
            guard case let .object(members) = result.value else { return false }
            return members.contains { if case .null = $0.value.value { true } else { false } }
        }
        #expect(hasNull)
    }

    // MARK: - Prices

    @Test func oneTrackIsSoldWithItsAlbumOnly() {
        #expect(songs.contains { SongFormat.price($0.trackPrice, currency: $0.currency) == "Album only" })
        #expect(rawResults.contains { if case .number("-1")? = $0["trackPrice"]?.value { true } else { false } })
    }

    @Test func pricesComeInPoundsEurosAndYen() {
        let prices = Set(songs.map { SongFormat.price($0.trackPrice, currency: $0.currency) })
        #expect(prices.contains("£0.99"))
        #expect(prices.contains("€1.29"))
        #expect(prices.contains("¥250"))
        #expect(prices.contains("$1.29"))
    }

    @Test func theYenPriceIsWrittenAsAnInteger() throws {
        let index = try #require(songs.firstIndex { $0.currency == "JPY" && $0.trackPrice == 250 })
        guard case let .number(text)? = rawResults[index]["trackPrice"]?.value else {
            Issue.record("the yen price is not a number")
            return
        }
        #expect(text == "250")
    }

    // MARK: - Explicitness and length

    @Test func atLeastThreeTracksAreExplicitAndOneIsCleaned() {
        #expect(songs.filter(\.isExplicit).count >= 3)
        #expect(songs.contains { $0.explicitness == .cleaned && !$0.isExplicit })
        #expect(songs.allSatisfy { $0.explicitness != nil })
    }

    @Test func oneTrackIsLongerThanAnHour() throws {
        let long = try #require(songs.first { ($0.trackTimeMillis ?? 0) > 3_600_000 })
        #expect(SongFormat.duration(milliseconds: long.trackTimeMillis).split(separator: ":").count == 3)
    }

    // MARK: - Text from around the world

    @Test func accentedNamesAreFoundWithoutTheirAccents() {
        let results = catalog.search("beyonce", limit: 50)
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.artistName == "Beyoncé" })
        #expect(results.count == songs.filter { $0.artistName == "Beyoncé" }.count)
    }

    @Test(arguments: [
        ("Japanese", 0x3040...0x30FF), ("Korean", 0xAC00...0xD7A3), ("Cyrillic", 0x0400...0x04FF), ("Greek", 0x0370...0x03FF),
    ])
    func someTitlesAreInAnotherScript(script: String, range: ClosedRange<UInt32>) {
        #expect(songs.contains { $0.trackName.unicodeScalars.contains { range.contains($0.value) } }, "\(script)")
    }

    @Test func oneTitleIsAnEmoji() {
        #expect(songs.contains { $0.trackName.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F } })
    }

    // MARK: - Artwork and dates

    @Test func artworkIsAnITunes100x100URLUniquePerAlbum() {
        var albumByArtwork: [String: String] = [:]
        for song in songs {
            guard let url = song.artworkURL100 else { continue }
            #expect(url.hasPrefix("https://is1-ssl.mzstatic.com/image/thumb/Music/v4/"))
            #expect(url.hasSuffix("/100x100bb.jpg"))
            let album = "\(song.artistName) | \(song.collectionName ?? song.trackName)"
            #expect(albumByArtwork.updateValue(album, forKey: url) ?? album == album, "\(url) is shared by two albums")
        }
        let albums = Set(songs.filter { $0.artworkURL100 != nil }.map { "\($0.artistName) | \($0.collectionName ?? $0.trackName)" })
        #expect(albumByArtwork.count == albums.count)
    }

    @Test func everyReleaseDateIsWrittenAsTheAPIWritesItAndReadable() {
        for (index, result) in rawResults.enumerated() {
            guard case let .string(text)? = result["releaseDate"]?.value else { continue }
            #expect(text.count == 20 && text.hasSuffix(":00:00Z"), "\(text)")
            #expect(songs[index].releaseDate != nil, "\(text)")
        }
    }
}

struct FixtureShapeError: Error {}
