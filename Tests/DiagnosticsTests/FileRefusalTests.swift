import Diagnostics
import Foundation
import Testing

/// A file is read only when it is a regular file of at most ``TextFile/largestFile`` bytes: a
/// folder, a FIFO (which would wait for a writer) or a device (which may never end) is refused
/// before it is opened, and so is a file too large, before it is read.
struct FileRefusalTests {
    @Test func aFolderIsRefusedAsAFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: FileRefusal.notAFile(.folder)) { try TextFile.contents(at: folder) }
        #expect(throws: SourceDiagnostic(file: "x.scenario", location: at(1, 1), lineText: "", message: "expected a file, found a folder")) {
            try TextFile.read(at: folder, shownAs: "x.scenario")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = (folder as NSString).appendingPathComponent("songs.json")
        try #require(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FileRefusal.notAFile(.fifo)) { try TextFile.contents(at: fifo) }
    }

    @Test func aSymbolicLinkIsReadAsTheFileItLeadsTo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = (folder as NSString).appendingPathComponent("a.json")
        try Data("[1]".utf8).write(to: URL(fileURLWithPath: file))
        let link = (folder as NSString).appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        #expect(try TextFile.contents(at: link) == Array("[1]".utf8))
    }

    @Test(arguments: [
        (S_IFREG, FileKind.file), (S_IFDIR, .folder), (S_IFIFO, .fifo), (S_IFCHR, .device), (S_IFBLK, .device), (S_IFSOCK, .socket),
    ])
    func theKindOfAFileIsReadFromItsMode(type: mode_t, kind: FileKind) {
        #expect(FileKind(mode: type | 0o644) == kind)
    }

    @Test func aFileOfTheLimitIsReadAndOneByteMoreIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ten = (folder as NSString).appendingPathComponent("ten"), eleven = (folder as NSString).appendingPathComponent("eleven")
        try Data(repeating: 0x61, count: 10).write(to: URL(fileURLWithPath: ten))
        try Data(repeating: 0x61, count: 11).write(to: URL(fileURLWithPath: eleven))
        #expect(try TextFile.contents(at: ten, largest: 10).count == 10)
        #expect(throws: FileRefusal.tooLarge(bytes: 11, largest: 10)) { try TextFile.contents(at: eleven, largest: 10) }
    }

    @Test func everyTextFileIsAtMostTenMillionBytes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = (folder as NSString).appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: 10_000_001).write(to: URL(fileURLWithPath: file))
        #expect(TextFile.largestFile == 10_000_000)
        #expect(throws: SourceDiagnostic(
            file: "big.json", location: at(1, 1), lineText: "", message: "expected a file of at most 10000000 bytes, found 10000001"
        )) {
            try TextFile.read(at: file, shownAs: "big.json")
        }
    }

    @Test func aRefusalSaysWhatWasFound() {
        #expect(FileRefusal.notAFile(.device).description == "expected a file, found a device")
        #expect(FileRefusal.notAFile(.fifo).description == "expected a file, found a FIFO (a named pipe)")
        #expect(FileRefusal.notAFile(.socket).description == "expected a file, found a socket")
        #expect(FileRefusal.tooLarge(bytes: nil, largest: 5).description == "expected a file of at most 5 bytes, found more")
        #expect(FileRefusal.unreadable.description == "cannot read the file")
    }

    // MARK: - Helpers

    private func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("FileRefusalTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(line: line, column: column)
    }
}
