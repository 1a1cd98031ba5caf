import Diagnostics
import Foundation
import Testing

/// Every input file is read one way (SPEC §3.1, §4): UTF-8 with or without a byte-order mark,
/// LF or CRLF, and bytes that are not UTF-8 reported where they stand.
struct TextFileTests {
    // MARK: - Text that is UTF-8

    @Test func utf8TextIsReadAsWritten() throws {
        #expect(try TextFile.decode(Array("{\"a\": \"Beyoncé ❤️\"}\n".utf8), shownAs: "a.json") == "{\"a\": \"Beyoncé ❤️\"}\n")
    }

    @Test func aLeadingByteOrderMarkIsDropped() throws {
        #expect(try TextFile.decode([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), shownAs: "a.json") == "[1]")
    }

    @Test func aByteOrderMarkAfterTheStartIsText() throws {
        #expect(try TextFile.decode(Array("[1]".utf8) + [0xEF, 0xBB, 0xBF], shownAs: "a.json") == "[1]\u{FEFF}")
    }

    @Test func windowsLineEndingsAreKeptAsWritten() throws {
        #expect(try TextFile.decode(Array("a\r\nb\r\n".utf8), shownAs: "a.scenario") == "a\r\nb\r\n")
    }

    @Test func anEmptyFileIsEmptyText() throws {
        #expect(try TextFile.decode([UInt8](), shownAs: "a.json") == "")
        #expect(try TextFile.decode([0xEF, 0xBB, 0xBF], shownAs: "a.json") == "")
    }

    // MARK: - Bytes that are not UTF-8

    @Test func aBadByteIsAnErrorAtItsLineAndColumnQuotingTheLine() {
        expectInvalid(
            Array("ab\ncd".utf8) + [0xFF] + Array("ef\ngh".utf8),
            "a.json:2:3: error: expected UTF-8 text, found the byte 0xFF\n    cd\u{FFFD}ef\n      ^"
        )
    }

    @Test func columnsBeforeABadByteCountCharactersNotBytes() {
        // é (2 bytes), ❤️ (6 bytes, two scalars), x: three characters, so the bad byte is in column 4.
        // 0xC3 begins a two-byte sequence, but "(" cannot continue it.
        expectInvalid(
            Array("é❤️x".utf8) + [0xC3] + Array("(".utf8),
            "a.json:1:4: error: expected UTF-8 text, found the byte 0xC3\n    é❤️x\u{FFFD}(\n       ^"
        )
    }

    @Test func aSequenceCutShortIsNamedByAllItsBytes() {
        // E2 82 AC is €; without its last byte the two that are left are one fault.
        expectInvalid(
            Array("[\"".utf8) + [0xE2, 0x82] + Array("\"]".utf8),
            "a.json:1:3: error: expected UTF-8 text, found the bytes 0xE2 0x82\n    [\"\u{FFFD}\"]\n      ^"
        )
    }

    @Test func aCarriageReturnBeforeTheLineFeedIsNotQuoted() {
        expectInvalid(Array("a".utf8) + [0xFF, 0x0D, 0x0A], "a.json:1:2: error: expected UTF-8 text, found the byte 0xFF\n    a\u{FFFD}\n     ^")
    }

    @Test func aCarriageReturnThatEndsTheFileEndsNoLineAndIsQuotedAsASpace() {
        // The CR is the line's third character, as an editor that ends lines at LF counts it.
        expectInvalid(Array("a".utf8) + [0xFF, 0x0D], "a.json:1:2: error: expected UTF-8 text, found the byte 0xFF\n    a\u{FFFD} \n     ^")
    }

    @Test func aFileThatEndsInTheMiddleOfACharacterIsAnErrorAtItsEnd() {
        expectInvalid(Array("abc".utf8) + [0xF0, 0x9F], "a.json:1:4: error: expected UTF-8 text, found the bytes 0xF0 0x9F\n    abc\u{FFFD}\n       ^")
    }

    @Test func onTheFirstLineColumnsCountFromAfterTheByteOrderMark() {
        expectInvalid([0xEF, 0xBB, 0xBF] + Array("ab".utf8) + [0x80], "a.json:1:3: error: expected UTF-8 text, found the byte 0x80\n    ab\u{FFFD}\n      ^")
    }

    @Test func onAWindowsFileTheLineIsRightAndQuotedWithoutItsCarriageReturn() {
        expectInvalid(
            Array("a\r\nb".utf8) + [0xFE] + Array("\r\nc\r\n".utf8),
            "a.json:2:2: error: expected UTF-8 text, found the byte 0xFE\n    b\u{FFFD}\n     ^"
        )
    }

    @Test func utf16IsNotUTF8() {
        // "[" in UTF-16 little-endian with its byte-order mark: FF FE 5B 00.
        expectInvalid([0xFF, 0xFE, 0x5B, 0x00], "a.json:1:1: error: expected UTF-8 text, found the byte 0xFF\n    \u{FFFD}\u{FFFD}[ \n    ^")
    }

    // MARK: - Files

    @Test func aFileIsReadWithoutItsByteOrderMark() throws {
        let path = try temporaryFile([0xEF, 0xBB, 0xBF] + Array("scenario \"x\"\r\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try TextFile.read(at: path, shownAs: "x.scenario") == "scenario \"x\"\r\n")
    }

    @Test func aFileWithABadByteIsAnErrorNamedAsTheUserNamedIt() throws {
        let path = try temporaryFile(Array("ok\n".utf8) + [0xC0, 0xAF])
        defer { try? FileManager.default.removeItem(atPath: path) }
        // C0 can never begin a character (it would spell "/" in two bytes), nor can AF.
        let error = #expect(throws: SourceDiagnostic.self) { try TextFile.read(at: path, shownAs: "x.json") }
        #expect(error?.description == "x.json:2:1: error: expected UTF-8 text, found the byte 0xC0\n    \u{FFFD}\u{FFFD}\n    ^")
    }

    @Test func aMissingFileCannotBeRead() {
        #expect(throws: SourceDiagnostic(file: "none.json", location: at(1, 1), lineText: "", message: "cannot read the file")) {
            try TextFile.read(at: "/nonexistent/none.json", shownAs: "none.json")
        }
    }

    // MARK: - Helpers

    private func expectInvalid(_ bytes: [UInt8], _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let error = #expect(throws: SourceDiagnostic.self, sourceLocation: sourceLocation) {
            try TextFile.decode(bytes, shownAs: "a.json")
        }
        #expect(error?.description == expected, sourceLocation: sourceLocation)
    }

    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("TextFileTests-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}

private func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
    Diagnostics.SourceLocation(line: line, column: column)
}
