@testable import Bench
import Foundation
import Testing
@testable import WorkbenchCLI
import WorkbenchTestKit

/// The bench command's arguments. Nothing here times anything: timing never runs in tests.
@MainActor
struct BenchCommandTests {
    @Test func helpDescribesTheOptions() {
        let run = ToolRun(["bench", "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("--sizes <sizes>"))
        #expect(run.output.contains("--iterations <n>"))
        #expect(run.output.contains("Direct baseline"))
    }

    @Test(arguments: [
        (["bench", "--sizes", "10,ten"], "error: --sizes expects whole numbers from 1 to 200000, found \"ten\""),
        (["bench", "--sizes", "0"], "error: --sizes expects whole numbers from 1 to 200000, found \"0\""),
        (["bench", "--iterations", "0"], "error: --iterations expects a whole number from 1 to 1000, found \"0\""),
        (["bench", "--warmups", "-1"], "error: --warmups expects a whole number from 0 to 100, found \"-1\""),
        (["bench", "--processes", "0"], "error: --processes expects a whole number from 1 to 64, found \"0\""),
        (["bench", "--format", "markdown"], "error: unknown format \"markdown\"; expected text, json"),
        (["bench", "--arch", "mvvn"], "error: unknown architecture \"mvvn\"; did you mean \"mvvm\"?"),
        (["bench", "--iteration", "3"], "error: unknown option \"--iteration\" for bench; did you mean \"--iterations\"?"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) {
        let run = ToolRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix(message + "\n"), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test func anUnreadableOperationStopsBeforeAnythingIsTimed() throws {
        let folder = try ScenarioFolder(["broken.scenario": "scenario \"x\"\nlaunch serch\n"])
        defer { folder.remove() }
        let run = ToolRun(["bench", "--scenarios", folder.path, "--sizes", "none"])
        #expect(run.status == 3)
        #expect(run.errors.contains("broken.scenario:2:8: error: expected the screen to launch"))
        #expect(run.output.isEmpty)
    }

    @Test func theReportLineFollowsTheTextButLeavesTheJSONOnStandardOutputAlone() throws {
        let result = BenchResult(configuration: BenchConfiguration(), build: "release", operations: [], sizes: [],
                                 scalingProblem: nil, scaling: [])
        let line = "Report: written to Reports/."
        for format in [OutputFormat.text, .json] {
            let output = TextOutput.buffer(), errors = TextOutput.buffer()
            BenchCommand.write(result, format: format, reportLine: line, context: WorkbenchTool(output: output, errors: errors).context)
            if format == .json {
                // Standard output is one JSON document, nothing after it; the line is a diagnostic.
                #expect(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) is [String: Any])
                #expect(!output.text.contains(line))
                #expect(errors.text == line + "\n")
            } else {
                #expect(output.text.hasSuffix("\n" + line + "\n"))
                #expect(errors.text.isEmpty)
            }
        }
    }

    @Test func theSweepScenarioAsksForEverySongOfItsCatalog() throws {
        let text = ScalingSweep.scenarioText(size: 100_000)
        let parsed = try scenario(text)
        #expect(parsed.name == "Scaling: show 100,000 results")
        #expect(parsed.setup.catalog == .synthetic(count: 100_000, seed: 11))
        #expect(parsed.setup.limit == 100_000)
        #expect(parsed.measuredFrom == 0)
        #expect(parsed.steps.last?.action == .expect(.count(element: "search.results", 100_000)))
    }
}
