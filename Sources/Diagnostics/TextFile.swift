import Foundation

/// Reads the text files users write — scenarios, catalogs, boards — the one way every reader
/// should: UTF-8 with or without a byte-order mark, LF or CRLF line endings kept as written,
/// and bytes that are not UTF-8 reported at the line and column where they stand.
public enum TextFile {
    /// The most bytes a file a user writes may hold: ten million, a hundred times the largest
    /// the package has. Its parse takes several times its size in memory.
    public static let largestFile = 10_000_000

    /// Reads a UTF-8 text file.
    ///
    /// - Parameters:
    ///   - path: Where the file is.
    ///   - name: The file as the user named it, for diagnostics.
    /// - Returns: The text, without a leading byte-order mark.
    /// - Throws: ``SourceDiagnostic`` when the file is refused (see ``contents(at:largest:)``),
    ///   at its start, or at the first byte that is not UTF-8.
    public static func read(at path: String, shownAs name: String) throws(SourceDiagnostic) -> String {
        let bytes: [UInt8]
        do {
            bytes = try contents(at: path)
        } catch {
            throw SourceDiagnostic(file: name, location: SourceLocation(line: 1, column: 1), lineText: "", message: error.description)
        }
        return try decode(bytes, shownAs: name)
    }

    /// The bytes of a regular file of at most `largest` bytes. What is no regular file is
    /// refused before it is opened, as opening a FIFO waits for a writer and a device may
    /// never end; a file too large is refused before it is read, and one that grows past the
    /// limit while it is read is refused too.
    ///
    /// - Parameters:
    ///   - path: Where the file is; a symbolic link is followed.
    ///   - largest: The most bytes it may hold.
    /// - Throws: ``FileRefusal`` saying why it was not read.
    public static func contents(at path: String, largest: Int = largestFile) throws(FileRefusal) -> [UInt8] {
        try requireReadable(at: path, largest: largest)
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable }
        defer { try? handle.close() }
        let data: Data?
        do {
            data = try handle.read(upToCount: largest + 1)
        } catch {
            throw .unreadable
        }
        guard let data else { return [] }
        guard data.count <= largest else { throw .tooLarge(bytes: nil, largest: largest) }
        return Array(data)
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

    /// Refuses, without opening it, what ``contents(at:largest:)`` would not read: nothing
    /// there, no regular file, or a file of more than `largest` bytes.
    ///
    /// - Throws: ``FileRefusal`` saying why.
    public static func requireReadable(at path: String, largest: Int = largestFile) throws(FileRefusal) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .unreadable }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .file else { throw .notAFile(kind) }
        guard status.st_size <= largest else { throw .tooLarge(bytes: Int(status.st_size), largest: largest) }
    }

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
