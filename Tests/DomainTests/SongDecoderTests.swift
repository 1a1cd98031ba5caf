import Diagnostics
import Domain
import Foundation
import Testing

/// Songs from the iTunes Search API's JSON (SPEC §3.1).
struct SongDecoderTests {
    @Test func decodesEveryFieldOfAResult() throws {
        let text = """
            {"resultCount": 1, "results": [{
              "trackId": 401702330, "artistName": "The Beatles", "collectionName": "Hey Jude",
              "trackName": "Hey Jude", "trackTimeMillis": 431333,
              "artworkUrl100": "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/d2/c7/33/x/100x100bb.jpg",
              "primaryGenreName": "Rock", "releaseDate": "1968-08-26T07:00:00Z",
              "trackPrice": 1.29, "currency": "USD", "trackExplicitness": "notExplicit",
              "previewUrl": "https://audio-ssl.itunes.apple.com/x/mzaf_1.plus.aac.p.m4a"
            }]}
            """
        let songs = try SongDecoder.decode(text, file: "songs.json")
        #expect(songs == [Song(
            id: 401702330, trackName: "Hey Jude", artistName: "The Beatles", collectionName: "Hey Jude",
            trackTimeMillis: 431333,
            artworkURL100: "https://is1-ssl.mzstatic.com/image/thumb/Music/v4/d2/c7/33/x/100x100bb.jpg",
            primaryGenreName: "Rock", releaseDate: utc(1968, 8, 26, 7), trackPrice: Decimal(string: "1.29"),
            currency: "USD", explicitness: .notExplicit,
            previewURL: "https://audio-ssl.itunes.apple.com/x/mzaf_1.plus.aac.p.m4a"
        )])
    }

    @Test func keepsTheOrderOfTheResults() throws {
        let text = """
            {"results": [
              {"trackId": 3, "trackName": "C", "artistName": "Z"},
              {"trackId": 1, "trackName": "A", "artistName": "X"},
              {"trackId": 2, "trackName": "B", "artistName": "Y"}
            ]}
            """
        #expect(try SongDecoder.decode(text, file: "songs.json").map(\.id) == [3, 1, 2])
    }

    @Test func ignoresUnknownFieldsOfEveryKind() throws {
        let text = """
            {"resultCount": 1, "extra": {"a": [1, 2]}, "results": [{
              "wrapperType": "track", "kind": "song", "country": "USA", "isStreamable": true,
              "collectionId": 400813776, "discCount": 1, "trackRentalPrice": null,
              "nested": {"deep": [{"x": false}]},
              "trackId": 7, "trackName": "Hey Jude", "artistName": "The Beatles"
            }]}
            """
        #expect(try SongDecoder.decode(text, file: "songs.json") == [Song(id: 7, trackName: "Hey Jude", artistName: "The Beatles")])
    }

    @Test func missingOptionalFieldsAreUnknownNotErrors() throws {
        let text = #"{"results": [{"trackId": 7, "trackName": "Do They Know It's Christmas?", "artistName": "Band Aid"}]}"#
        let song = try #require(try SongDecoder.decode(text, file: "songs.json").first)
        #expect(song.collectionName == nil)
        #expect(song.trackTimeMillis == nil)
        #expect(song.artworkURL100 == nil)
        #expect(song.primaryGenreName == nil)
        #expect(song.releaseDate == nil)
        #expect(song.trackPrice == nil)
        #expect(song.currency == nil)
        #expect(song.explicitness == nil)
        #expect(song.previewURL == nil)
        #expect(!song.isExplicit)
    }

    @Test func nullOptionalFieldsAreUnknownToo() throws {
        let text = """
            {"results": [{"trackId": 7, "trackName": "T", "artistName": "A", "collectionName": null,
              "trackTimeMillis": null, "artworkUrl100": null, "releaseDate": null, "trackPrice": null,
              "currency": null, "trackExplicitness": null, "previewUrl": null}]}
            """
        #expect(try SongDecoder.decode(text, file: "songs.json") == [Song(id: 7, trackName: "T", artistName: "A")])
    }

    @Test func pricesMayBeIntegersOrNegativeAndStayExact() throws {
        let text = """
            {"results": [
              {"trackId": 1, "trackName": "上を向いて歩こう", "artistName": "坂本九", "trackPrice": 250, "currency": "JPY"},
              {"trackId": 2, "trackName": "Echoes", "artistName": "Pink Floyd", "trackPrice": -1},
              {"trackId": 3, "trackName": "Hey Jude", "artistName": "The Beatles", "trackPrice": 1.29}
            ]}
            """
        let prices = try SongDecoder.decode(text, file: "songs.json").map(\.trackPrice)
        #expect(prices == [Decimal(250), Decimal(-1), Decimal(string: "1.29")])
    }

    @Test func explicitnessTakesTheStoresThreeWords() throws {
        let text = """
            {"results": [
              {"trackId": 1, "trackName": "A", "artistName": "X", "trackExplicitness": "explicit"},
              {"trackId": 2, "trackName": "B", "artistName": "X", "trackExplicitness": "cleaned"},
              {"trackId": 3, "trackName": "C", "artistName": "X", "trackExplicitness": "notExplicit"},
              {"trackId": 4, "trackName": "D", "artistName": "X", "trackExplicitness": "unheard-of"}
            ]}
            """
        let songs = try SongDecoder.decode(text, file: "songs.json")
        #expect(songs.map(\.explicitness) == [.explicit, .cleaned, .notExplicit, nil])
        #expect(songs.map(\.isExplicit) == [true, false, false, false])
    }

    @Test func aBareReleaseDateIsMidnightUTCAndAnUnreadableOneIsUnknown() throws {
        let text = """
            {"results": [
              {"trackId": 1, "trackName": "A", "artistName": "X", "releaseDate": "2015-04-01"},
              {"trackId": 2, "trackName": "B", "artistName": "X", "releaseDate": "some day"}
            ]}
            """
        let dates = try SongDecoder.decode(text, file: "songs.json").map(\.releaseDate)
        #expect(dates == [utc(2015, 4, 1), nil])
    }

    @Test func anEmptyResponseHasNoSongs() throws {
        #expect(try SongDecoder.decode(#"{"resultCount": 0, "results": []}"#, file: "songs.json").isEmpty)
    }

    // MARK: - Errors

    @Test func aMissingRequiredFieldIsAnErrorAtItsResult() {
        let text = """
            {"results": [
              {"trackId": 1, "trackName": "A", "artistName": "X"},
              {"trackId": 2, "artistName": "Y"}
            ]}
            """
        #expect(throws: SourceDiagnostic(
            file: "songs.json", location: at(3, 3),
            lineText: #"  {"trackId": 2, "artistName": "Y"}"#,
            message: #"result 1 has no "trackName"; expected a string"#
        )) {
            try SongDecoder.decode(text, file: "songs.json")
        }
    }

    @Test func aRequiredFieldOfTheWrongTypeIsAnErrorAtTheValue() {
        let text = """
            {"results": [
              {"trackId": "one", "trackName": "A", "artistName": "X"}
            ]}
            """
        let expected = SourceDiagnostic(
            file: "songs.json", location: at(2, 15),
            lineText: #"  {"trackId": "one", "trackName": "A", "artistName": "X"}"#,
            message: #"expected "trackId" of result 0 to be a whole number, found a string"#
        )
        #expect(throws: expected) { try SongDecoder.decode(text, file: "songs.json") }
        #expect(expected.description == """
            songs.json:2:15: error: expected "trackId" of result 0 to be a whole number, found a string
                  {"trackId": "one", "trackName": "A", "artistName": "X"}
                              ^
            """)
    }

    @Test func aFractionalTrackIdIsNotAWholeNumber() {
        let text = #"{"results": [{"trackId": 1.5, "trackName": "A", "artistName": "X"}]}"#
        #expect(throws: SourceDiagnostic(
            file: "songs.json", location: at(1, 26), lineText: text,
            message: #"expected "trackId" of result 0 to be a whole number, found 1.5"#
        )) {
            try SongDecoder.decode(text, file: "songs.json")
        }
    }

    @Test func anOptionalFieldOfTheWrongTypeIsStillAnError() {
        let text = #"{"results": [{"trackId": 1, "trackName": "A", "artistName": "X", "trackPrice": "1.29"}]}"#
        #expect(throws: SourceDiagnostic(
            file: "songs.json", location: at(1, 80), lineText: text,
            message: #"expected "trackPrice" of result 0 to be a number, found a string"#
        )) {
            try SongDecoder.decode(text, file: "songs.json")
        }
    }

    @Test func aResponseWithoutResultsIsAnError() {
        let text = #"{"resultCount": 0}"#
        #expect(throws: SourceDiagnostic(
            file: "songs.json", location: at(1, 1), lineText: text,
            message: #"the response has no "results"; expected an array"#
        )) {
            try SongDecoder.decode(text, file: "songs.json")
        }
    }

    @Test func aResponseThatIsNoObjectIsAnError() {
        #expect(throws: SourceDiagnostic(
            file: "songs.json", location: at(1, 1), lineText: "[]",
            message: "expected the response to be an object, found an array"
        )) {
            try SongDecoder.decode("[]", file: "songs.json")
        }
    }

    @Test func aResultThatIsNoObjectIsAnErrorAtTheResult() {
        let text = #"{"results": [{"trackId": 1, "trackName": "A", "artistName": "X"}, 42]}"#
        #expect(throws: SourceDiagnostic(
            file: "songs.json", location: at(1, 67), lineText: text,
            message: "expected result 1 to be an object, found a number"
        )) {
            try SongDecoder.decode(text, file: "songs.json")
        }
    }

    @Test func malformedJSONIsASyntaxErrorNamingTheFileLineAndColumn() {
        let text = """
            {"resultCount": 1,
              "results": [x]
            }
            """
        let expected = SourceDiagnostic(
            file: "Fixtures/broken.json", location: at(2, 15),
            lineText: #"  "results": [x]"#,
            message: #"expected a value (object, array, string, number, true, false or null), found "x""#
        )
        #expect(throws: expected) { try SongDecoder.decode(text, file: "Fixtures/broken.json") }
    }
}
