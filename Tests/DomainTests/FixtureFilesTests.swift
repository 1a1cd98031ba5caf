import Diagnostics
import Domain
import Foundation
import Testing

/// Catalogs and boards read from disk as every input file is read (SPEC §3.1): a byte-order
/// mark and Windows line endings are fine, bytes that are not UTF-8 are located.
struct FixtureFilesTests {
    // MARK: - Accepted

    @Test func theDefaultCatalogWithAByteOrderMarkAndWindowsLineEndingsReadsTheSame() throws {
        let path = try temporaryFile(windowsBytes(try fixtureFileText("default-catalog.json"), byteOrderMark: true))
        defer { remove(path) }
        #expect(try Fixtures.loadCatalog(at: path, shownAs: "c.json").songs == Fixtures.defaultCatalog().songs)
    }

    @Test func theDefaultBoardWithAByteOrderMarkAndWindowsLineEndingsReadsTheSame() throws {
        let path = try temporaryFile(windowsBytes(try fixtureFileText("default-flights.json"), byteOrderMark: true))
        defer { remove(path) }
        #expect(try Fixtures.loadFlights(at: path, shownAs: "b.json") == Fixtures.defaultFlights())
    }

    // MARK: - Located errors

    @Test func onAWindowsCatalogAnErrorHasItsLineAndColumnAndNoCarriageReturn() throws {
        let text = "{\"results\": [\n  {\"trackId\": 1, \"trackName\": \"A\", \"artistName\": \"X\"},\n  {\"trackId\": x}\n]}\n"
        let path = try temporaryFile(windowsBytes(text, byteOrderMark: false))
        defer { remove(path) }
        // Line 3 is `  {"trackId": x}`: two spaces, `{"trackId":` (11 characters), a space, x.
        expectError(loadingCatalog: path, """
            c.json:3:15: error: expected a value (object, array, string, number, true, false or null), found "x"
                  {"trackId": x}
                              ^
            """)
    }

    @Test func afterAByteOrderMarkColumnsOnTheFirstLineCountFromTheText() throws {
        let path = try temporaryFile(windowsBytes(#"{"results": [x]}"#, byteOrderMark: true))
        defer { remove(path) }
        expectError(loadingCatalog: path, """
            c.json:1:14: error: expected a value (object, array, string, number, true, false or null), found "x"
                {"results": [x]}
                             ^
            """)
    }

    @Test func aLatin1ByteInACatalogIsAnErrorWhereItStands() throws {
        // "Café" saved as Latin-1: é is the single byte E9, which in UTF-8 would begin three.
        let bytes = Array(#"{"results": [{"trackId": 1, "trackName": "Caf"#.utf8) + [0xE9] + Array(#"", "artistName": "X"}]}"#.utf8)
        let path = try temporaryFile(bytes)
        defer { remove(path) }
        // `{"results": [` is 13 characters, `{"trackId": 1, ` 15, `"trackName": "` 14, `Caf` 3: E9 is the 46th.
        expectError(loadingCatalog: path, """
            c.json:1:46: error: expected UTF-8 text, found the byte 0xE9
                {"results": [{"trackId": 1, "trackName": "Caf\u{FFFD}", "artistName": "X"}]}
                                                             ^
            """)
    }

    @Test func aBadByteInABoardIsAnErrorWhereItStands() throws {
        let bytes = Array("{\r\n  \"airlines\": [{\"code\": \"BA\", \"name\": \"British ".utf8) + [0x92] + Array("\"}],\r\n".utf8)
        let path = try temporaryFile(bytes)
        defer { remove(path) }
        // Line 2: two spaces, `"airlines": [` (13), `{"code": "BA", ` (15), `"name": "British ` (17): 0x92 is the 48th.
        let error = #expect(throws: SourceDiagnostic.self) { try Fixtures.loadFlights(at: path, shownAs: "b.json") }
        #expect(error?.description == """
            b.json:2:48: error: expected UTF-8 text, found the byte 0x92
                  "airlines": [{"code": "BA", "name": "British \u{FFFD}"}],
                                                               ^
            """)
    }

    // MARK: - Helpers

    private func expectError(loadingCatalog path: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let error = #expect(throws: SourceDiagnostic.self, sourceLocation: sourceLocation) {
            try Fixtures.loadCatalog(at: path, shownAs: "c.json")
        }
        #expect(error?.description == expected, sourceLocation: sourceLocation)
    }

    /// The text with every LF written as CRLF, after a byte-order mark if asked.
    private func windowsBytes(_ text: String, byteOrderMark: Bool) -> [UInt8] {
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        return (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(crlf.utf8)
    }

    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("FixtureFilesTests-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
