import Diagnostics
import Domain
import Foundation
import Testing

/// Numbers in a catalog are exact where they fit and an error where they do not (SPEC §3.1,
/// §3.3): a price is decoded as the decimal the JSON writes and shown exactly; a price outside
/// −1,000,000,000…1,000,000,000, a fraction or a huge number where a whole one is needed, is
/// an error at the value that quotes it.
struct SongNumberTests {
    // MARK: - Prices inside the range are exact

    @Test(arguments: [
        ("0.1", "$0.10"),
        ("1.29", "$1.29"),
        ("1.10", "$1.10"),
        ("1e2", "$100.00"),
        ("250", "$250.00"),
        ("0", "$0.00"),
        ("-1", "Album only"),
        ("1000000000", "$1,000,000,000.00"),
        ("-1000000000", "Album only"),
        ("999999999.99", "$999,999,999.99"),
        // Exactly half a cent: en_US rounds half to even, and 0 is even.
        ("1.005", "$1.00"),
        // Half a cent again, and 1 is odd: up to 2.
        ("1.015", "$1.02"),
        // Rounding carries into every digit and a new group.
        ("999999999.995", "$1,000,000,000.00"),
        ("1.29000000000000000000000000000000000000000000000000", "$1.29"),
        ("0.0000000000000000000000000001", "$0.00"),
    ])
    func aPriceInsideTheRangeIsShownExactly(written: String, shown: String) throws {
        let song = try decodeOne(price: written)
        #expect(song.trackPrice == Decimal(string: written, locale: Locale(identifier: "en_US_POSIX")))
        #expect(SongFormat.price(song.trackPrice, currency: song.currency) == shown)
    }

    @Test func aPriceKeepsEveryDigitADecimalCanHold() throws {
        // Ten digits before the point and 28 after: 38, all a Decimal holds.
        let written = "999999999.9999999999999999999999999999"
        #expect(try decodeOne(price: written).trackPrice == Decimal(string: written))
        #expect(try decodeOne(price: written).trackPrice != Decimal(1_000_000_000))
    }

    // MARK: - Prices outside the range, or too precise, are errors at the value

    @Test(arguments: ["922337203685477580.7", "1e300", "1000000000.01", "-1000000000.5", "1e10", "-9223372036854775809"])
    func aPriceOutsideTheRangeIsAnErrorThatSaysTheRange(written: String) {
        expectError(price: written, #"expected "trackPrice" of result 0 to be a number from -1,000,000,000 to 1,000,000,000, found "# + written)
    }

    @Test(arguments: ["0.00000000000000000000000000001", "1e-29", "1.234567890123456789012345678901"])
    func aPriceWithMoreThan28DigitsAfterThePointIsAnError(written: String) {
        expectError(price: written, #"expected "trackPrice" of result 0 to have at most 28 digits after the decimal point, found "# + written)
    }

    @Test func theFuzzersPriceReadsAsTheUserWouldWantIt() {
        let text = #"{"results": [{"trackId": 1, "trackName": "A", "artistName": "X", "trackPrice": 922337203685477580.7}]}"#
        let error = #expect(throws: SourceDiagnostic.self) { try SongDecoder.decode(text, file: "songs.json") }
        // `{"results": [` (13), `{"trackId": 1, ` (15), `"trackName": "A", ` (18), `"artistName": "X", ` (19),
        // `"trackPrice": ` (14): the price starts at column 80.
        #expect(error?.description == """
            songs.json:1:80: error: expected "trackPrice" of result 0 to be a number from -1,000,000,000 to 1,000,000,000, found 922337203685477580.7
                \(text)
                \(String(repeating: " ", count: 79))^
            """)
    }

    // MARK: - Whole numbers

    @Test(arguments: [("1e2", 100), ("2.0", 2), ("-9223372036854775808", Int.min), ("9223372036854775807", Int.max), ("0e5", 0)])
    func aWholeNumberMayBeWrittenAnyWayJSONAllows(written: String, value: Int) throws {
        let text = #"{"results": [{"trackId": \#(written), "trackName": "A", "artistName": "X"}]}"#
        #expect(try SongDecoder.decode(text, file: "songs.json").map(\.id) == [value])
    }

    @Test(arguments: ["1.5", "1e-1", "100.01"])
    func aFractionWhereAWholeNumberIsNeededSaysWhatWasFound(written: String) {
        let text = #"{"results": [{"trackId": \#(written), "trackName": "A", "artistName": "X"}]}"#
        expectError(text, at(1, 26), #"expected "trackId" of result 0 to be a whole number, found "# + written)
    }

    @Test(arguments: ["1e300", "9223372036854775808", "-9223372036854775809", "1e19"])
    func aWholeNumberTooLargeForTheFieldSaysTheRange(written: String) {
        let text = #"{"results": [{"trackId": \#(written), "trackName": "A", "artistName": "X"}]}"#
        expectError(
            text, at(1, 26),
            #"expected "trackId" of result 0 to be a whole number from -9,223,372,036,854,775,808 to 9,223,372,036,854,775,807, found "# + written
        )
    }

    @Test func aHugeDurationIsAnErrorAtItsValueToo() {
        let text = #"{"results": [{"trackId": 1, "trackName": "A", "artistName": "X", "trackTimeMillis": 1e300}]}"#
        // The same 65 characters as before "trackPrice", then `"trackTimeMillis": ` (19).
        expectError(
            text, at(1, 85),
            #"expected "trackTimeMillis" of result 0 to be a whole number from -9,223,372,036,854,775,808 to 9,223,372,036,854,775,807, found 1e300"#
        )
    }

    @Test func theFuzzersTrackIdReadsAsTheUserWouldWantIt() {
        let text = #"{"results": [{"trackId": 1e300, "trackName": "A", "artistName": "X"}]}"#
        let error = #expect(throws: SourceDiagnostic.self) { try SongDecoder.decode(text, file: "songs.json") }
        #expect(error?.description == """
            songs.json:1:26: error: expected "trackId" of result 0 to be a whole number from -9,223,372,036,854,775,808 to 9,223,372,036,854,775,807, found 1e300
                {"results": [{"trackId": 1e300, "trackName": "A", "artistName": "X"}]}
                                         ^
            """)
    }

    // MARK: - Helpers

    private func decodeOne(price: String) throws -> Song {
        let text = #"{"results": [{"trackId": 1, "trackName": "A", "artistName": "X", "trackPrice": \#(price), "currency": "USD"}]}"#
        return try #require(try SongDecoder.decode(text, file: "songs.json").first)
    }

    private func expectError(price: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let text = #"{"results": [{"trackId": 1, "trackName": "A", "artistName": "X", "trackPrice": \#(price)}]}"#
        expectError(text, at(1, 80), message, sourceLocation: sourceLocation)
    }

    private func expectError(
        _ text: String, _ location: Diagnostics.SourceLocation, _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let expected = SourceDiagnostic(file: "songs.json", location: location, lineText: text, message: message)
        #expect(throws: expected, sourceLocation: sourceLocation) { try SongDecoder.decode(text, file: "songs.json") }
    }
}
