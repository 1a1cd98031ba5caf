import Foundation
import Reports
import Testing
import Workbench
@testable import WorkbenchCLI
import WorkbenchTestKit

/// The change runner on a package made for each test: what it reports before any build.
@MainActor
struct ChangeRunnerTests {
    let mvc = ArchitectureRegistry.all.first { $0.id == "mvc" }!

    /// A package with one view of MVC's and one change whose patch is `patch`.
    func package(patch: String) throws -> ScenarioFolder {
        try ScenarioFolder([
            "Package.swift": "// swift-tools-version: 6.0\n",
            "Sources/Architectures/MVC/Views/Label.swift": "struct Label {\n    var text = \"old\"\n}\n",
            "Scenarios/changes/demo/change.md": "# A demo change\n\nScreen: card\n\nThe request.\n",
            "Scenarios/changes/demo/demo.scenario": "scenario \"Demo\"\nlaunch search\n",
            "Scenarios/changes/demo/mvc.patch": patch,
        ])
    }

    func run(in folder: ScenarioFolder) -> ChangeReport.Change {
        let runner = ChangeRunner(packageRoot: folder.path, workRoot: folder.file("work"), architectures: [mvc]) { _ in }
        return runner.run(try! ChangeFolder.all(in: folder.path)[0])
    }

    @Test func aChangeIsReadFromItsFolder() throws {
        let folder = try package(patch: "")
        defer { folder.remove() }

        #expect(try ChangeFolder.all(in: folder.path) == [
            ChangeFolder(id: "demo", path: folder.file("Scenarios/changes/demo"), title: "A demo change", screen: .card),
        ])
    }

    @Test func aChangeWithoutItsScreenOrWithAnUnknownOneCannotBeReadAndSaysWhere() {
        let file = "Scenarios/changes/x/change.md"
        #expect(throws: ChangeFolder.ReadError(file: file, line: 3, reason: "unknown screen \"bord\": expected one of search, song, board, card; did you mean \"board\"?")) {
            try ChangeFolder.heading(of: "# X\n\nScreen: bord\n", file: file)
        }
        let missing = "expected the screen where the change is seen: \"Screen: \" and one of search, song, board, card, after the title and a blank line"
        // Right after the heading, with no blank line between, it is not where it belongs.
        #expect(throws: ChangeFolder.ReadError(file: file, line: 3, reason: missing)) {
            try ChangeFolder.heading(of: "# X\nScreen: search\n\n", file: file)
        }
        #expect(throws: ChangeFolder.ReadError(file: file, line: 3, reason: missing)) {
            try ChangeFolder.heading(of: "# X\n", file: file)
        }
        #expect(throws: ChangeFolder.ReadError(file: file, line: 1, reason: "expected the request's title, a line starting with \"# \"")) {
            try ChangeFolder.heading(of: "Screen: search\n", file: file)
        }
        #expect(throws: Never.self) { try ChangeFolder.heading(of: "# X\r\n\r\nScreen: song\r\n", file: file) }
        let heading = try? ChangeFolder.heading(of: "# X\n\nScreen: song\n", file: file)
        #expect(heading?.title == "X" && heading?.screen == .song)
    }

    @Test func theChangesCommandStopsOnAChangeWithoutItsScreenBeforeAnyWork() throws {
        let folder = try ScenarioFolder([
            "Package.swift": "// swift-tools-version: 6.0\n",
            "Scenarios/changes/demo/change.md": "# Demo\n\nThe request.\n",
        ])
        defer { folder.remove() }
        let tool = WorkbenchTool(output: .buffer(), errors: .buffer())

        let status = tool.run(["changes", "--package-path", folder.path, "--work", folder.file("work")])

        #expect(status == 3)
        #expect(tool.context.errors.text.contains("error: Scenarios/changes/demo/change.md:3: expected the screen where the change is seen"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("work/staging")))
    }

    @Test func aPatchThatNoLongerAppliesFailsItsArchitectureWithGitsReason() throws {
        // The patch expects `"older"`, which the file no longer holds.
        let folder = try package(patch: """
            diff --git a/Sources/Architectures/MVC/Views/Label.swift b/Sources/Architectures/MVC/Views/Label.swift
            --- a/Sources/Architectures/MVC/Views/Label.swift
            +++ b/Sources/Architectures/MVC/Views/Label.swift
            @@ -1,3 +1,3 @@
             struct Label {
            -    var text = "older"
            +    var text = "new"
             }

            """)
        defer { folder.remove() }

        let result = run(in: folder)

        #expect(result.architectures.count == 1)
        #expect(result.architectures[0].cost == nil)
        #expect(result.architectures[0].problems.count == 1)
        let problem = result.architectures[0].problems.first ?? ""
        #expect(problem.hasPrefix("mvc.patch does not apply: "))
        #expect(problem.contains("Sources/Architectures/MVC/Views/Label.swift"))
        #expect(!result.passes)
        // The working tree is never patched.
        #expect(try String(contentsOfFile: folder.file("Sources/Architectures/MVC/Views/Label.swift"), encoding: .utf8)
            == "struct Label {\n    var text = \"old\"\n}\n")
    }

    @Test func aChangeWhoseScenarioPassesWithoutItsPatchesIsBad() throws {
        let folder = try ScenarioFolder([
            "demo/change.md": "# Demo\n\nScreen: search\n",
            "demo/already.scenario": "scenario \"Already so\"\nlaunch search\nexpect search.status \"Type to search\"\n",
            "demo/new.scenario": "scenario \"Not yet\"\nlaunch search\nexpect search.status \"Type at least 2 characters\"\n",
        ])
        defer { folder.remove() }
        let change = ChangeFolder(id: "demo", path: folder.file("demo"), title: "Demo", screen: .search)
        let context = WorkbenchTool(output: .buffer(), errors: .buffer()).context

        #expect(ChangesCommand.scenariosPassingUnpatched(change, root: folder.path, context: context) == [
            "demo/already.scenario passes without the change's patches: it does not show the change",
        ])
    }

    @Test func aProblemRunningThePatchedPackageIsSaidAsItsReasonAlone() {
        let problem: any Error = ChangeRunner.PatchProblem(reason: "compare gave no report (status 1)")
        #expect("the patched package could not be run: \(problem)" == "the patched package could not be run: compare gave no report (status 1)")
    }

    @Test func aMissingPatchFailsItsArchitecture() throws {
        let folder = try package(patch: "")
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.file("Scenarios/changes/demo/mvc.patch"))

        #expect(run(in: folder).architectures[0].problems == ["there is no mvc.patch"])
    }

    @Test func anArchitectureWithNoPatchInAnyChangeIsNotMeasuredAndFailsNothing() throws {
        let folder = try package(patch: "")
        defer { folder.remove() }
        try FileManager.default.removeItem(atPath: folder.file("Scenarios/changes/demo/mvc.patch"))
        let runner = ChangeRunner(packageRoot: folder.path, workRoot: folder.file("work"), architectures: [mvc], unmeasured: ["mvc"]) { _ in }

        let result = runner.run(try ChangeFolder.all(in: folder.path)[0])

        #expect(result.architectures == [.notMeasured("mvc")])
        #expect(result.passes)
        #expect(!FileManager.default.fileExists(atPath: folder.file("work/package/.build")), "nothing is built for it")
    }

    @Test func onlyAnArchitectureWithoutAPatchInEveryChangeIsUnmeasured() throws {
        let folder = try ScenarioFolder([
            "Scenarios/changes/one/change.md": "# One\n\nScreen: search\n",
            "Scenarios/changes/one/mvc.patch": "",
            "Scenarios/changes/two/change.md": "# Two\n\nScreen: card\n",
            "Scenarios/changes/two/mvc.patch": "",
            "Scenarios/changes/two/mvvm.patch": "",
        ])
        defer { folder.remove() }
        let changes = try ChangeFolder.all(in: folder.path)

        // MVVM has a patch in one change of two: measured, and failed where its patch is missing.
        #expect(ChangeFolder.unmeasured(["mvc", "mvvm", "copy"], in: changes) == ["copy"])
        #expect(ChangeFolder.unmeasured(["mvc"], in: []) == ["mvc"])
    }
}

/// `changes` on every change says when one screen holds more than half of them, whatever else
/// fails: here no change has a patch, so nothing is built.
@MainActor
struct ScreenCoverageCheckTests {
    func run(screens: [String]) throws -> (status: Int32, errors: String) {
        var files = ["Package.swift": "// swift-tools-version: 6.0\n"]
        for (index, screen) in screens.enumerated() {
            files["Scenarios/changes/c\(index)/change.md"] = "# Change \(index)\n\nScreen: \(screen)\n"
        }
        let folder = try ScenarioFolder(files)
        defer { folder.remove() }
        let errors = TextOutput.buffer()
        let tool = WorkbenchTool(output: .buffer(), errors: errors)
        let status = tool.run(["changes", "--check", "--arch", "mvc", "--package-path", folder.path, "--work", folder.file("work")])
        return (status, errors.text)
    }

    @Test func moreThanHalfOnOneScreenIsAnError() throws {
        let (status, errors) = try run(screens: ["search", "card", "search"])

        #expect(status == 1)
        #expect(errors.contains("error: 2 of the 3 changes are seen on the search screen: no screen may hold more than half of them"))
    }

    @Test func exactlyHalfOnOneScreenIsEvenEnough() throws {
        let (_, errors) = try run(screens: ["search", "card", "search", "board"])

        #expect(!errors.contains("no screen may hold more than half"))
    }
}
