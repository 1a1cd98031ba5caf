import Diagnostics
import Foundation
import ScenarioLanguage
import Testing
import WorkbenchTestKit

struct ScenarioLibraryTests {
    // MARK: - Finding the files

    @Test func everyScenarioUnderTheFolderLoadsInPathOrder() throws {
        let folder = try ScenarioFolder([
            "b.scenario": minimal("B"),
            "a/z.scenario": minimal("AZ"),
            "a/b/c.scenario": minimal("ABC"),
            "a/notes.txt": "not a scenario",
            "c.scenario.bak": minimal("Backup"),
        ])
        defer { folder.remove() }

        let library = try ScenarioLibrary.load(directory: folder.path)

        #expect(library.entries.map(\.file) == ["a/b/c.scenario", "a/z.scenario", "b.scenario"].map(folder.file))
        #expect(try library.entries.map { try $0.result.get().name } == ["ABC", "AZ", "B"])
    }

    @Test func theChangesFolderIsLeftOutUnlessItIsTheFolderLoaded() throws {
        // Change requests hold scenarios of behaviour the package does not have yet.
        let folder = try ScenarioFolder([
            "search/a.scenario": minimal("A"),
            "changes/release-year/new.scenario": minimal("New"),
            "search/changes/kept.scenario": minimal("Kept"),
        ])
        defer { folder.remove() }

        let all = try ScenarioLibrary.load(directory: folder.path)
        let change = try ScenarioLibrary.load(directory: folder.file("changes/release-year"))

        #expect(all.entries.map(\.file) == ["search/a.scenario", "search/changes/kept.scenario"].map(folder.file))
        #expect(change.entries.map(\.file) == [folder.file("changes/release-year/new.scenario")])
    }

    @Test func aFolderThatDoesNotExistIsALibraryError() throws {
        let folder = try ScenarioFolder(["x.scenario": minimal("X")])
        defer { folder.remove() }
        let missing = folder.file("nowhere")

        #expect(throws: LibraryError.noSuchDirectory(missing)) { try ScenarioLibrary.load(directory: missing) }
        #expect(LibraryError.noSuchDirectory(missing).description
            == "no scenario folder \"\(missing)\"; run from the package root or pass --scenarios DIR")
    }

    @Test func aFileInPlaceOfTheFolderIsNoFolder() throws {
        let folder = try ScenarioFolder(["x.scenario": minimal("X")])
        defer { folder.remove() }
        let file = folder.file("x.scenario")

        #expect(throws: LibraryError.noSuchDirectory(file)) { try ScenarioLibrary.load(directory: file) }
    }

    @Test func anEmptyFolderIsALibraryError() throws {
        let folder = try ScenarioFolder([:])
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        defer { folder.remove() }

        #expect(throws: LibraryError.empty(folder.path)) { try ScenarioLibrary.load(directory: folder.path) }
        #expect(LibraryError.empty(folder.path).description == "no *.scenario files under \"\(folder.path)\"")
    }

    @Test func aFolderWithoutScenarioFilesIsEmpty() throws {
        let folder = try ScenarioFolder(["README.md": "# Scenarios", "search/notes.txt": "none yet"])
        defer { folder.remove() }

        #expect(throws: LibraryError.empty(folder.path)) { try ScenarioLibrary.load(directory: folder.path) }
    }

    // MARK: - Files that cannot be used

    @Test func anUnreadableFileBecomesAFailedEntryWithoutStoppingTheOthers() throws {
        let folder = try ScenarioFolder(["a.scenario": minimal("A"), "c.scenario": minimal("C")])
        defer { folder.remove() }
        // A folder named like a scenario: listed with the files, but it is no file to read.
        // (The tests may run as root, for whom no file is unreadable by its permissions.)
        let unreadable = folder.file("b.scenario")
        try FileManager.default.createDirectory(atPath: unreadable, withIntermediateDirectories: true)

        let library = try ScenarioLibrary.load(directory: folder.path)

        #expect(library.entries.map(\.file) == ["a.scenario", "b.scenario", "c.scenario"].map(folder.file))
        #expect(try library.entries[0].result.get().name == "A")
        #expect(library.entries[1].result.failure == SourceDiagnostic(
            file: unreadable, location: SourceLocation(line: 1, column: 1), lineText: "", message: "expected a file, found a folder"))
        #expect(try library.entries[2].result.get().name == "C")
    }

    @Test func aFileThatIsNotUTF8BecomesAFailedEntryWithoutStoppingTheOthers() throws {
        let folder = try ScenarioFolder(["a.scenario": minimal("A"), "c.scenario": minimal("C")])
        defer { folder.remove() }
        let latin1 = folder.file("b.scenario")
        // `scenario "Café"` in ISO 8859-1: the é is the lone byte 0xE9.
        try Data(Array("scenario \"Caf".utf8) + [0xE9] + Array("\"\nlaunch search\n".utf8)).write(to: URL(fileURLWithPath: latin1))

        let library = try ScenarioLibrary.load(directory: folder.path)

        #expect(library.entries.map(\.file) == ["a.scenario", "b.scenario", "c.scenario"].map(folder.file))
        #expect(try library.entries[0].result.get().name == "A")
        #expect(library.entries[1].result.failure == SourceDiagnostic(
            file: latin1, location: SourceLocation(line: 1, column: 14), lineText: "scenario \"Caf\u{FFFD}\"",
            message: "expected UTF-8 text, found the byte 0xE9"))
        #expect(try library.entries[2].result.get().name == "C")
    }

    @Test func aFileThatDoesNotParseKeepsItsDiagnosticAmongTheOthers() throws {
        let folder = try ScenarioFolder(["a.scenario": minimal("A"), "b.scenario": "scenario \"B\"\nlaunch serach\n"])
        defer { folder.remove() }

        let library = try ScenarioLibrary.load(directory: folder.path)

        #expect(try library.entries[0].result.get().name == "A")
        #expect(library.entries[1].result.failure == SourceDiagnostic(
            file: folder.file("b.scenario"), location: SourceLocation(line: 2, column: 8), lineText: "launch serach",
            message: #"expected the screen to launch (search | flights), found "serach"; did you mean "search"?"#))
    }

    @Test func aFileLoadedAloneThatDoesNotExistCannotBeRead() throws {
        let folder = try ScenarioFolder(["a.scenario": minimal("A")])
        defer { folder.remove() }
        let missing = folder.file("missing.scenario")

        #expect(ScenarioLibrary.load(file: missing).result.failure == SourceDiagnostic(
            file: missing, location: SourceLocation(line: 1, column: 1), lineText: "", message: "cannot read the file"))
    }

    // MARK: - Duplicate names

    @Test func theLaterOfTwoFilesWithOneNameIsAnErrorAtItsName() throws {
        let folder = try ScenarioFolder([
            "a.scenario": minimal("Same"),
            "b.scenario": "\n\nscenario \"Same\"\nlaunch search\n",
            "c.scenario": minimal("Other"),
            "d/e.scenario": minimal("Same"),
        ])
        defer { folder.remove() }

        let library = try ScenarioLibrary.load(directory: folder.path)

        #expect(try library.entries[0].result.get().name == "Same")
        #expect(library.entries[1].result.failure == SourceDiagnostic(
            file: folder.file("b.scenario"), location: SourceLocation(line: 3, column: 10), lineText: #"scenario "Same""#,
            message: "the scenario name \"Same\" is already used by \(folder.file("a.scenario"))"))
        #expect(try library.entries[2].result.get().name == "Other")
        #expect(library.entries[3].result.failure == SourceDiagnostic(
            file: folder.file("d/e.scenario"), location: SourceLocation(line: 1, column: 10), lineText: #"scenario "Same""#,
            message: "the scenario name \"Same\" is already used by \(folder.file("a.scenario"))"))
    }

    @Test func aDuplicateNameIsReportedAtTheScenarioStatementNotAtACommentMentioningIt() throws {
        let folder = try ScenarioFolder([
            "a.scenario": minimal("Same"),
            "b.scenario": "# This scenario types fast.\nscenario \"Same\"\nlaunch search\n",
        ])
        defer { folder.remove() }

        let library = try ScenarioLibrary.load(directory: folder.path)

        #expect(library.entries[1].result.failure?.location == SourceLocation(line: 2, column: 10))
    }

    @Test func aDuplicateNameInACRLFFileWithAByteOrderMarkIsReportedAtItsName() throws {
        let folder = try ScenarioFolder([
            "a.scenario": minimal("Same"),
            "b.scenario": "\u{FEFF}# scenario\r\n\r\n\tscenario  \"Same\" # again\r\nlaunch search\r\n",
        ])
        defer { folder.remove() }

        let library = try ScenarioLibrary.load(directory: folder.path)

        #expect(library.entries[1].result.failure == SourceDiagnostic(
            file: folder.file("b.scenario"), location: SourceLocation(line: 3, column: 12), lineText: #" scenario  "Same" # again"#,
            message: "the scenario name \"Same\" is already used by \(folder.file("a.scenario"))"))
    }

    @Test func aCRLFFileWithAByteOrderMarkLoadsFromTheFolder() throws {
        let folder = try ScenarioFolder(["x.scenario": "\u{FEFF}scenario \"X\"\r\n# check\r\nlaunch search\r\nexpect screen song\r\n"])
        defer { folder.remove() }

        let scenario = try ScenarioLibrary.load(directory: folder.path).entries[0].result.get()

        #expect(scenario.name == "X")
        #expect(scenario.nameLocation == SourceLocation(line: 1, column: 10))
        #expect(scenario.steps.map(\.action) == [.expect(.screen("song"))])
    }

    // MARK: - Helpers

    private func minimal(_ name: String) -> String {
        "scenario \"\(name)\"\nlaunch search\n"
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case let .failure(error) = self { error } else { nil }
    }
}
