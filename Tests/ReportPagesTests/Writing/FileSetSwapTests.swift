import Foundation
@testable import ReportPages
import Testing

/// The report's three files are swapped in as one set: whatever step a kill comes before, and
/// whichever write finds the disk full, the folder holds the old set whole or the new one
/// whole once recovered, and nothing else.
struct FileSetSwapTests {
    private static let old = ["comparison.md": "old md\n", "comparison.html": "old html\n", "comparison.json": "old json\n"]
    private static let new = ["comparison.md": "new md\n", "comparison.html": "new html\n", "comparison.json": "new json\n"]

    /// A folder holding the old set, inside a temporary folder of its own.
    private struct Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swap-tests-\(UUID().uuidString)").path
        var path: String { root + "/Reports" }

        init(holding set: [String: String]?) throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for (name, text) in set ?? [:] { try text.write(toFile: path + "/" + name, atomically: false, encoding: .utf8) }
        }

        func swap(_ fileSystem: any FileSystem = LiveFileSystem()) -> FileSetSwap {
            ReportFiles.swap(in: path, fileSystem)
        }

        /// Which whole set the folder holds, "old" or "new"; nil when its files are of both or missing.
        var set: String? {
            let texts = ReportFiles.names.map { try? String(contentsOfFile: path + "/" + $0, encoding: .utf8) }
            if texts == ReportFiles.names.map({ FileSetSwapTests.old[$0] }) { return "old" }
            if texts == ReportFiles.names.map({ FileSetSwapTests.new[$0] }) { return "new" }
            return nil
        }

        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    private static var newData: [String: Data] { new.mapValues { Data($0.utf8) } }
    private static let threeFiles = ["comparison.html", "comparison.json", "comparison.md"]

    // The steps of a swap into a folder that holds a set and nothing else: 1 make the folder
    // (there already), 2 make the staging folder, 3–5 write the three files, 6 rename staging
    // to ready, 7–9 move the three files in, 10 remove the ready folder.

    @Test(arguments: 1...11)
    func aKillBeforeAnyStepLeavesTheOldSetBeforeTheReadyRenameAndTheNewOneAfterIt(step: Int) throws {
        let folder = try Folder(holding: Self.old)
        defer { folder.remove() }

        let swap = folder.swap(FaultyFileSystem(.killBeforeStep(step)))
        if step <= 10 {
            #expect(throws: FaultyFileSystem.Killed.self) { try swap.write(Self.newData) }
        } else {
            try swap.write(Self.newData)
        }
        // Until recovery the folder shows a whole set, or keeps the journal that finishes one.
        #expect(folder.set != nil || folder.names.contains(".comparison.ready"))

        try folder.swap().recover()
        #expect(folder.set == (step <= 6 ? "old" : "new"))
        #expect(folder.names == Self.threeFiles)
    }

    @Test(arguments: 1...3)
    func aKillDuringRecoveryIsFinishedByTheNextRecovery(step: Int) throws {
        let folder = try Folder(holding: Self.old)
        defer { folder.remove() }
        // Killed before the second file is moved in: the Markdown is new, the rest in the journal.
        #expect(throws: FaultyFileSystem.Killed.self) { try folder.swap(FaultyFileSystem(.killBeforeStep(8))).write(Self.newData) }
        #expect(folder.set == nil)

        // Recovery's steps: 1–2 move the two files in, 3 remove the ready folder.
        #expect(throws: FaultyFileSystem.Killed.self) { try folder.swap(FaultyFileSystem(.killBeforeStep(step))).recover() }
        try folder.swap().recover()

        #expect(folder.set == "new")
        #expect(folder.names == Self.threeFiles)
    }

    @Test(arguments: 1...3)
    func aFullDiskLeavesTheOldSetWholeAndNothingBehind(write: Int) throws {
        let folder = try Folder(holding: Self.old)
        defer { folder.remove() }

        #expect(throws: FileSystemFault(path: folder.path + "/.comparison.staging/" + ReportFiles.names[write - 1], code: ENOSPC)) {
            try folder.swap(FaultyFileSystem(.fullFromWrite(write))).write(Self.newData)
        }

        #expect(folder.set == "old")
        #expect(folder.names == Self.threeFiles)
    }

    @Test func recoveryRemovesAnUnfinishedStagingFolderAndTheTemporaryFilesOfOneFileWritesOnly() throws {
        let folder = try Folder(holding: Self.old)
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/.comparison.staging", withIntermediateDirectories: false)
        try "half".write(toFile: folder.path + "/.comparison.staging/comparison.md", atomically: false, encoding: .utf8)
        for name in [".dat.nosync1f2e.a8Xk3Q", "changes.json", ".gitattributes"] {
            try "kept?".write(toFile: folder.path + "/" + name, atomically: false, encoding: .utf8)
        }

        try folder.swap().recover()

        #expect(folder.set == "old")
        #expect(folder.names == [".gitattributes", "changes.json"] + Self.threeFiles)
    }

    @Test func theFirstSwapMakesTheFolder() throws {
        let folder = try Folder(holding: nil)
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path)

        try folder.swap().write(Self.newData)

        #expect(folder.set == "new")
        #expect(folder.names == Self.threeFiles)
    }

    @Test func recoveringAFolderThatIsNotThereDoesNothing() throws {
        let folder = try Folder(holding: nil)
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.path)

        try folder.swap().recover()

        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
