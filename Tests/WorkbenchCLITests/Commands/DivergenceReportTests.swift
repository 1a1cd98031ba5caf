import MVC
import Testing
import WorkbenchTestKit

@MainActor
struct DivergenceReportTests {
    private let typing = """
        scenario "Typing hey"
        launch search
        type search.term "hey"
        wait 330ms
        wait 200ms
        wait 100ms
        """

    @Test func aDifferentArchitectureIsNamedAtTheFirstStepWhereItsScreenDiffers() throws {
        let folder = try ScenarioFolder(["search/typing.scenario": typing])
        defer { folder.remove() }

        // A terminal wide enough for the temporary folder's paths.
        let run = ToolRun(["compare", "--scenarios", folder.path], architectures: [MVCArchitecture(), SlowerSearchMVC()], width: 1000)

        #expect(run.status == 1)
        // At 530 ms MVC shows its answer while the slower copy still searches.
        let file = folder.file("search/typing.scenario")
        #expect(run.output.contains("DIVERGE \(file):5:1  step 3: wait 200ms\n  mvc  ≠  slowmvc\n  --- mvc\n  +++ slowmvc\n"))
        #expect(run.output.contains("\n  -search.status  label \"4 songs\"\n"))
        #expect(run.output.contains("\n  +search.status  label \"Searching for “hey”…\"\n"))
        #expect(run.output.contains("\(file)  ✓    ≠      \n"))
        #expect(run.output.hasSuffix("1 scenario × 2 architectures: 0 pass, 0 fail, 1 diverge, 0 unreadable\n"))
    }
}
