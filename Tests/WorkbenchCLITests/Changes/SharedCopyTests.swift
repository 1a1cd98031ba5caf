import Foundation
import Reports
import Testing
import Workbench
@testable import WorkbenchCLI
import WorkbenchTestKit

/// Every change goes through one shared copy of the package: what one change's patches did to
/// it must be undone for the next, and what no patch touched must keep its time, or the kept
/// build would recompile it.
@MainActor
struct SharedCopyTests {
    let mvc = ArchitectureRegistry.all.first { $0.id == "mvc" }!

    static let views = "Sources/Architectures/MVC/Views"

    /// Change `a` deletes `Old.swift` and adds `New.swift`; change `b` edits `Label.swift`.
    static let files = [
        "Package.swift": "// swift-tools-version: 6.0\n",
        "\(views)/Label.swift": "struct Label {}\n",
        "\(views)/Old.swift": "struct Old {}\n",
        "Scenarios/changes/a/change.md": "# A\n\nScreen: search\n",
        "Scenarios/changes/a/mvc.patch": """
            diff --git a/\(views)/Old.swift b/\(views)/Old.swift
            deleted file mode 100644
            --- a/\(views)/Old.swift
            +++ /dev/null
            @@ -1 +0,0 @@
            -struct Old {}
            diff --git a/\(views)/New.swift b/\(views)/New.swift
            new file mode 100644
            --- /dev/null
            +++ b/\(views)/New.swift
            @@ -0,0 +1 @@
            +struct New {}

            """,
        "Scenarios/changes/b/change.md": "# B\n\nScreen: search\n",
        "Scenarios/changes/b/mvc.patch": """
            diff --git a/\(views)/Label.swift b/\(views)/Label.swift
            --- a/\(views)/Label.swift
            +++ b/\(views)/Label.swift
            @@ -1 +1 @@
            -struct Label {}
            +struct Label { var text = "" }

            """,
    ]

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func whatOneChangesPatchRemovedComesBackForTheNextAndWhatItAddedIsGone() throws {
        let folder = try ScenarioFolder(Self.files)
        defer { folder.remove() }
        let runner = ChangeRunner(packageRoot: folder.path, workRoot: folder.file("work"), architectures: [mvc]) { _ in }
        let changes = try ChangeFolder.all(in: folder.path)
        let copy = { (path: String) in (runner.package as NSString).appendingPathComponent(path) }

        let a = runner.prepare(changes[0])
        #expect(a.problems.isEmpty && a.architectures[0].problems.isEmpty)
        #expect(!exists(copy("\(Self.views)/Old.swift")))
        #expect(try String(contentsOfFile: copy("\(Self.views)/New.swift"), encoding: .utf8) == "struct New {}\n")
        // A build the copy keeps, and a file no patch touches, dated long ago.
        try FileManager.default.createDirectory(atPath: copy(".build"), withIntermediateDirectories: true)
        try "kept".write(toFile: copy(".build/kept"), atomically: true, encoding: .utf8)
        let longAgo = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: copy("Package.swift"))

        let b = runner.prepare(changes[1])

        #expect(b.problems.isEmpty && b.architectures[0].problems.isEmpty)
        #expect(try String(contentsOfFile: copy("\(Self.views)/Old.swift"), encoding: .utf8) == "struct Old {}\n")
        #expect(!exists(copy("\(Self.views)/New.swift")))
        #expect(try String(contentsOfFile: copy("\(Self.views)/Label.swift"), encoding: .utf8) == "struct Label { var text = \"\" }\n")
        #expect(try FileManager.default.attributesOfItem(atPath: copy("Package.swift"))[.modificationDate] as? Date == longAgo)
        #expect(exists(copy(".build/kept")))
        // Both changes share the one copy: no folder of a change's own.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("work")).sorted() == ["package", "staging"])
    }
}

/// The order the changes are built in, so the one copy recompiles least.
struct BuildOrderTests {
    static func sharedPatch(_ path: String) -> String {
        "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n@@ -1 +1 @@\n-a\n+b\n"
    }

    @Test func changesWhoseSharedPatchChangesNoModuleComeFirstThenTheOthersGroupedByModule() throws {
        let folder = try ScenarioFolder([
            "Scenarios/changes/a/change.md": "# A\n\nScreen: search\n",
            "Scenarios/changes/a/shared.patch": Self.sharedPatch("Sources/Domain/Song.swift"),
            "Scenarios/changes/b/change.md": "# B\n\nScreen: search\n",
            "Scenarios/changes/c/change.md": "# C\n\nScreen: search\n",
            "Scenarios/changes/c/shared.patch": Self.sharedPatch("Sources/HeadlessUI/Label.swift") + Self.sharedPatch("Sources/Domain/Song.swift"),
            "Scenarios/changes/d/change.md": "# D\n\nScreen: search\n",
            "Scenarios/changes/d/shared.patch": Self.sharedPatch("Scenarios/search/one.scenario"),
            "Scenarios/changes/e/change.md": "# E\n\nScreen: search\n",
            "Scenarios/changes/e/shared.patch": Self.sharedPatch("Sources/Domain/Flight.swift"),
        ])
        defer { folder.remove() }
        let changes = try ChangeFolder.all(in: folder.path)

        #expect(changes.map(\.sharedModules) == [["Domain"], [], ["Domain", "HeadlessUI"], [], ["Domain"]])
        #expect(ChangeFolder.buildOrder(changes).map(\.id) == ["b", "d", "a", "e", "c"])
    }
}

/// `Reports/changes.json`: written by a full run, read back by the report, checked by `--check`.
@MainActor
struct CostDataTests {
    static let report = ChangeReport(
        changes: [ChangeReport.Change(id: "demo", title: "Demo", screen: .search, notes: "- **MVC**: one role.", architectures: [
            ChangeReport.ArchitectureResult(architecture: "mvc", cost: PatchCost(appFiles: NewAndModified(modified: ["A.swift"]),
                                                                                 roles: NewAndModified(modified: ["Views"]),
                                                                                 app: ChangedLines(code: LineCount(added: 2, removed: 1)))),
        ])],
        sideBySide: SideBySide(change: "demo", why: "Why.", patches: [SideBySide.Patch(architecture: "mvc", files: [])])
    )

    @Test func theDataReadsBackAsItWasWritten() throws {
        let folder = try ScenarioFolder([ChangeReport.fileName: Self.report.json])
        defer { folder.remove() }

        #expect(ChangeReport.read(in: folder.path) == Self.report)
        // The verdict is written out for a reader of the JSON.
        #expect(Self.report.json.contains("\"passes\" : true"))
    }

    @Test func theCheckPassesOnTheSameDataAndSaysHowToRefreshStaleOrMissingData() throws {
        let folder = try ScenarioFolder([ChangeReport.fileName: Self.report.json])
        defer { folder.remove() }
        let path = folder.file(ChangeReport.fileName)
        var changed = Self.report
        changed.changes[0].architectures[0].problems = ["a rule is broken"]

        let same = WorkbenchTool(output: .buffer(), errors: .buffer()).context
        #expect(ChangesCommand.checkData(Self.report, in: folder.path, context: same))
        #expect(same.errors.text == "Report data: \(path) is current.\n")

        let stale = WorkbenchTool(output: .buffer(), errors: .buffer()).context
        #expect(!ChangesCommand.checkData(changed, in: folder.path, context: stale))
        #expect(stale.errors.text.hasPrefix("error: \(path) is stale"))
        #expect(stale.errors.text.contains("Run 'swift run workbench changes', then 'swift run workbench compare', and commit"))

        let missing = WorkbenchTool(output: .buffer(), errors: .buffer()).context
        #expect(!ChangesCommand.checkData(Self.report, in: folder.file("nowhere"), context: missing))
        #expect(missing.errors.text.hasPrefix("error: \(folder.file("nowhere/changes.json")) is missing."))
    }

    @Test func thePairIsQuotedFromItsAppFilesOnly() {
        let patch = """
            diff --git a/Sources/A.swift b/Sources/A.swift
            index 1..2 100644
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -1 +1 @@
            -a
            +b
            diff --git a/Tests/ATests.swift b/Tests/ATests.swift
            --- a/Tests/ATests.swift
            +++ b/Tests/ATests.swift
            @@ -1 +1 @@
            -t
            +u

            """
        #expect(SideBySideChoice.appFiles(of: patch) == [SideBySide.File(path: "Sources/A.swift", hunks: "@@ -1 +1 @@\n-a\n+b")])
    }
}
