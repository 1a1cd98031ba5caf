import Foundation

/// Reads the text files users write — scenarios, catalogs, boards — the one way every reader
/// should: UTF-8 with or without a byte-order mark, LF or CRLF line endings kept as written,
/// and bytes that are not UTF-8 reported at the line and column where they stand.
public enum TextFile {
    /// Reads a UTF-8 text file.
    ///
    /// - Parameters:
    ///   - path: Where the file is.
    ///   - name: The file as the user named it, for diagnostics.
    /// - Returns: The text, without a leading byte-order mark.
    /// - Throws: ``SourceDiagnostic`` when the file cannot be read, or at the first byte
    ///   that is not UTF-8.
    public static func read(at path: String, shownAs name: String) throws(SourceDiagnostic) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SourceDiagnostic(file: name, location: SourceLocation(line: 1, column: 1), lineText: "", message: "cannot read the file")
        }
        return try decode(data, shownAs: name)
    }

    /// Turns the bytes of a file into its text.
    ///
    /// A leading UTF-8 byte-order mark is dropped, so columns on line 1 count from after it.
    /// Line endings are kept as written: LF and CRLF both end a line for the parsers and for
    /// ``SourceDiagnostic``.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - name: The file as the user named it, for diagnostics.
    /// - Returns: The text, without a leading byte-order mark.
    /// - Throws: ``SourceDiagnostic`` at the line and column of the first byte that is not
    ///   UTF-8, quoting that line with the bad bytes shown as U+FFFD.
    public static func decode(_ bytes: some Collection<UInt8>, shownAs name: String) throws(SourceDiagnostic) -> String {
        var bytes = Array(bytes)
        if bytes.starts(with: byteOrderMark) { bytes.removeFirst(byteOrderMark.count) }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        throw invalidUTF8(in: bytes, shownAs: name)
    }

    /// The UTF-8 encoding of U+FEFF, which some editors put at the start of a file.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    // MARK: - Invalid UTF-8

    private static func invalidUTF8(in bytes: [UInt8], shownAs name: String) -> SourceDiagnostic {
        let (offset, length) = firstInvalidSequence(in: bytes)
        let lineStart = bytes[..<offset].lastIndex(of: newline).map { $0 + 1 } ?? 0
        var lineEnd = bytes[offset...].firstIndex(of: newline) ?? bytes.count
        // A CR before the LF is part of the line ending; one that ends the file ends no line.
        if lineEnd < bytes.count, lineEnd > offset, bytes[lineEnd - 1] == carriageReturn { lineEnd -= 1 }
        let line = 1 + bytes[..<lineStart].count(where: { $0 == newline })
        // Everything before the first bad byte is valid, so its characters are the columns.
        let column = 1 + String(decoding: bytes[lineStart..<offset], as: UTF8.self).count
        let found = bytes[offset..<(offset + length)].map(hex).joined(separator: " ")
        return SourceDiagnostic(
            file: name, location: SourceLocation(line: line, column: column),
            lineWithoutEnding: Substring(String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)),
            message: "expected UTF-8 text, found the \(length == 1 ? "byte" : "bytes") \(found)"
        )
    }

    /// Where the first ill-formed sequence starts, and how many bytes it spans (the maximal
    /// ill-formed subpart, as Unicode defines it: what one U+FFFD replaces).
    private static func firstInvalidSequence(in bytes: [UInt8]) -> (offset: Int, length: Int) {
        var offset = 0
        while offset < bytes.count {
            // An ASCII byte, as most of a file is, is a valid scalar of its own: only the others
            // need the parser, which is slow in a debug build.
            guard bytes[offset] >= 0x80 else {
                offset += 1
                continue
            }
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes[offset...].makeIterator()
            switch parser.parseScalar(from: &iterator) {
            case let .valid(scalar): offset += scalar.count
            case let .error(length): return (offset, length)
            case .emptyInput: return (bytes.count, 0)
            }
        }
        return (bytes.count, 0)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
}
