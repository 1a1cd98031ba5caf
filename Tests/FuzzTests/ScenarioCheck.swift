import Diagnostics
import Direct
import Foundation
import Harness
import ScenarioLanguage

/// Reads a fuzzed scenario as the workbench reads one: as text, then parsed; and, when it
/// parses and is chosen to run, prepared against its fixtures and run on Direct.
@MainActor
struct ScenarioCheck {
    /// The fixtures, loaded once for every input: the fuzzer mutates scenarios, not the
    /// fixtures they name.
    let fixtures = FixtureStore()

    func outcome(of input: FuzzInput, runs: Bool) -> FuzzOutcome {
        let name = input.origin.name
        do throws(SourceDiagnostic) {
            let scenario = try ScenarioParser.parse(try TextFile.decode(input.bytes, shownAs: name), file: name)
            guard runs else { return .read }
            let run = ScenarioRunner.run(try ScenarioRunner.prepare(scenario, fixtures: fixtures), on: DirectArchitecture())
            let faults = run.steps.flatMap(\.failures).flatMap { DiagnosticCheck.faults(of: $0.location, in: input.bytes) }
            return faults.isEmpty ? .read : .faulty(faults, shown: "a run's failure")
        } catch {
            // A scenario may name a fixture that is broken, or name another file as one.
            let bytes = error.file == name ? input.bytes : FileManager.default.contents(atPath: error.file).map(Array.init) ?? []
            let faults = DiagnosticCheck.faults(of: error, in: bytes)
            return faults.isEmpty ? .refused : .faulty(faults, shown: error.description)
        }
    }
}
