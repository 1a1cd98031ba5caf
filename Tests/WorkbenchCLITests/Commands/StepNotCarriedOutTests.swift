import MVC
import Testing
import WorkbenchTestKit

/// A step that cannot be carried out — a tap on a row that is not there, `back` on the first
/// screen — fails the architecture's run at that step (exit 1): the file was read, so it is
/// never "unreadable" (SPEC §4, §8).
@MainActor
struct StepNotCarriedOutTests {
    /// "hey" matches four songs of the default catalog, so the table shows rows 0 to 3.
    private let farRow = """
        scenario "Far row"
        launch search
        replace search.term "hey"
        wait 530ms
        tap search.results[20]
        """

    @Test func compareFailsEveryRunAtTheRowThatIsNotThere() throws {
        let folder = try ScenarioFolder(["far.scenario": farRow])
        defer { folder.remove() }
        let file = folder.file("far.scenario")

        // A terminal wide enough for the temporary folder's paths.
        let run = ToolRun(["compare", "--scenarios", folder.path, "--no-timing"], architectures: [MVCArchitecture()], width: 1000)

        #expect(run.status == 1)
        // "tap " is four characters: the element starts in column 5.
        #expect(run.output.contains("FAIL \(file):5:5  [mvc] driver\n  tap search.results[20]\n  cannot tap search.results[20]: the table shows 4 rows\n"))
        #expect(run.output.hasSuffix("1 scenario × 1 architecture: 0 pass, 1 fail, 0 diverge, 0 unreadable\n"))
        #expect(!run.errors.contains("error:"))
    }

    @Test func runMarksTheStepAndEndsWithAFailure() throws {
        let folder = try ScenarioFolder(["far.scenario": farRow])
        defer { folder.remove() }

        let run = ToolRun(["run", folder.file("far.scenario"), "--arch", "mvc"])

        #expect(run.status == 1)
        #expect(run.output.contains("── step 3 ✗  line 5: tap search.results[20]\n"))
        #expect(run.output.contains("✗ [mvc] driver: cannot tap search.results[20]: the table shows 4 rows\n"))
        #expect(run.output.hasSuffix("mvc fail\n"))
        #expect(run.errors.isEmpty)
    }

    @Test func goingBackFromTheFirstScreenFailsTheRun() throws {
        let folder = try ScenarioFolder(["back.scenario": "scenario \"Back\"\nlaunch search\nback\n"])
        defer { folder.remove() }

        let run = ToolRun(["run", folder.file("back.scenario"), "--arch", "mvc"])

        #expect(run.status == 1)
        #expect(run.output.contains("✗ [mvc] driver: cannot go back from \"search\": it is the first screen\n"))
        #expect(run.output.hasSuffix("mvc fail\n"))
    }
}
