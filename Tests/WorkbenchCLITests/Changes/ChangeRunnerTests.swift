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
            "Scenarios/changes/demo/change.md": "# A demo change\n\nThe request.\n",
            "Scenarios/changes/demo/demo.scenario": "scenario \"Demo\"\nlaunch search\n",
            "Scenarios/changes/demo/mvc.patch": patch,
        ])
    }

    func run(in folder: ScenarioFolder) -> ChangeReport.Change {
        let runner = ChangeRunner(packageRoot: folder.path, workRoot: folder.file("work"), architectures: [mvc]) { _ in }
        return runner.run(ChangeFolder.all(in: folder.path)[0])
    }

    @Test func aChangeIsReadFromItsFolder() throws {
        let folder = try package(patch: "")
        defer { folder.remove() }

        #expect(ChangeFolder.all(in: folder.path) == [
            ChangeFolder(id: "demo", path: folder.file("Scenarios/changes/demo"), title: "A demo change"),
        ])
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
            "demo/change.md": "# Demo\n",
            "demo/already.scenario": "scenario \"Already so\"\nlaunch search\nexpect search.status \"Type to search\"\n",
            "demo/new.scenario": "scenario \"Not yet\"\nlaunch search\nexpect search.status \"Type at least 2 characters\"\n",
        ])
        defer { folder.remove() }
        let change = ChangeFolder(id: "demo", path: folder.file("demo"), title: "Demo")
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
}
