import MVC
import Testing
import WorkbenchTestKit

/// A fixture outside the suite is refused where a scenario names it, and its contents never
/// reach standard error or a JSON report (SPEC §4).
@MainActor
struct FixtureConfinementTests {
    /// A suite in `suite/` and, beside it, a file that is no fixture of it.
    private func folder(naming path: String) throws -> ScenarioFolder {
        try ScenarioFolder([
            "suite/search/a.scenario": "scenario \"A\"\ngiven catalog \"\(path)\"\nlaunch search\n",
            "suite/fixtures/songs.json": #"{"resultCount": 1, "results": [{"trackId": 1, "trackName": "Inside", "artistName": "X"}]}"#,
            "secret.txt": "API_TOKEN=s3cr3t\n",
        ])
    }

    @Test func compareRefusesAFixtureOutsideTheScenariosFolderWithoutQuotingIt() throws {
        let folder = try folder(naming: "../../secret.txt")
        defer { folder.remove() }

        let text = ToolRun(["compare", "--scenarios", folder.file("suite")], architectures: [MVCArchitecture()])
        let json = ToolRun(["compare", "--scenarios", folder.file("suite"), "--format", "json"], architectures: [MVCArchitecture()])

        #expect(text.status == 3)
        #expect(text.errors.contains("\(folder.file("suite/search/a.scenario")):2:15: error: expected a fixture inside the suite folder"))
        #expect(json.status == 3)
        #expect(!(text.output + text.errors + json.output + json.errors).contains("s3cr3t"))
    }

    @Test func runReachesTheFolderAboveTheScenariosAndNoFurther() throws {
        let inside = try folder(naming: "../fixtures/songs.json")
        defer { inside.remove() }
        let outside = try folder(naming: "../../secret.txt")
        defer { outside.remove() }

        let reaching = ToolRun(["run", inside.file("suite/search/a.scenario")], architectures: [MVCArchitecture()])
        let refused = ToolRun(["run", outside.file("suite/search/a.scenario")], architectures: [MVCArchitecture()])

        #expect(reaching.status == 0)
        #expect(refused.status == 3)
        #expect(refused.errors.hasPrefix("\(outside.file("suite/search/a.scenario")):2:15: error: expected a fixture inside the suite folder"))
        #expect(!(refused.output + refused.errors).contains("s3cr3t"))
    }
}
