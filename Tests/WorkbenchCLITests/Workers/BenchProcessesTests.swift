import Bench
import Foundation
import Testing
import WorkbenchTestKit

/// `bench` sharing its rounds out over processes of its own (`workbench bench-share`), as a
/// user runs it: the rounds of every process are pooled into one result.
struct BenchProcessesTests {
    @Test func theRoundsOfEveryProcessArePooledIntoOneResult() throws {
        let folder = try ScenarioFolder(["show-ten.scenario": showTenResultsScenario])
        defer { folder.remove() }

        let run = try BuiltToolRun(["bench", "--scenarios", folder.path, "--arch", "mvc", "--sizes", "none",
                                    "--iterations", "5", "--warmups", "0", "--processes", "2", "--format", "json"])

        #expect(run.status == 0, "\(run.errors)")
        let result = try JSONDecoder().decode(BenchResult.self, from: Data(run.output.utf8))
        #expect(result.configuration.processes == 2)
        #expect(result.operations.map(\.problem) == [nil])
        // 5 rounds over 2 processes, 3 and 2, pooled.
        #expect(result.operations.map(\.rounds) == [5])
        #expect(result.operations.first?.timings.map(\.architectureID) == ["mvc", "direct"])
        // Every summary is of the same rounds, those at the machine's usual pace.
        let quiet = try #require(result.operations.first?.quietRounds)
        #expect((1...5).contains(quiet))
        #expect(result.operations.first?.timings.map(\.milliseconds.count) == [quiet, quiet])
    }
}
