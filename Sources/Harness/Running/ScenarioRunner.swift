import ArchitectureKit
import Diagnostics
import Domain
import HeadlessUI
import ScenarioLanguage
import VirtualTime

/// Runs a scenario against one architecture (SPEC §5): after every step it drains the main
/// queue, checks that popped screens are gone, and takes a snapshot of the top screen.
@MainActor
public enum ScenarioRunner {
    /// The most tasks `settle` runs before it reports work that keeps rescheduling itself.
    static let settleLimit = 100_000

    /// Checks what a scenario needs before any architecture runs it: its fixtures load and
    /// every flight it pushes is on the board.
    ///
    /// - Throws: ``SourceDiagnostic`` in the scenario or in the fixture at fault.
    public static func prepare(_ scenario: Scenario, fixtures: FixtureStore) throws(SourceDiagnostic) -> PreparedScenario {
        let catalog = try fixtures.catalog(for: scenario.setup, scenario: scenario)
        let flights = try fixtures.flights(for: scenario.setup, scenario: scenario)
        let known = flights.map(\.id)
        for step in scenario.steps {
            guard case let .push(flight, _) = step.action, !known.contains(flight) else { continue }
            let hint = Spelling.hint(Spelling.suggestions(for: flight, in: known), quoted: false)
            throw scenario.diagnostic(at: step.subjectLocation, "no flight \(flight) on the board\(hint)")
        }
        return PreparedScenario(scenario: scenario, catalog: catalog, flights: flights)
    }

    /// Runs a prepared scenario on one architecture.
    ///
    /// - Parameter onStep: Called with the architecture's id and the step's index as each step
    ///   begins, `launch` (0) first: what a worker process reports so that its parent knows how
    ///   far a run got if the process dies.
    public static func run(_ prepared: PreparedScenario, on architecture: any Architecture,
                           onStep: ((_ architectureID: String, _ stepIndex: Int) -> Void)? = nil) -> ArchitectureRun {
        let scenario = prepared.scenario
        onStep?(architecture.id, 0)
        var meter = WorkMeter(architecture: architecture)
        let world = World(prepared, architecture: architecture)
        world.launch()
        var records = [record(world, index: 0, location: scenario.launchLocation, scenario: scenario, failures: [], meter: &meter)]
        var support = SupportObjectLedger(architecture: architecture)

        for (offset, step) in scenario.steps.enumerated() {
            onStep?(architecture.id, offset + 1)
            if case let .expect(expectation) = step.action {
                // Looking changes nothing: the screen is the one the previous step left, no work
                // is done, and the same objects are alive.
                let failures = ExpectationCheck.found(for: expectation, in: world).map {
                    [StepFailure(location: step.location, problem: .expectation(expected: expectation, found: $0))]
                } ?? []
                records.append(StepRecord(index: offset + 1, location: step.location, statement: scenario.statementText(line: step.location.line),
                                          snapshot: records[records.count - 1].snapshot, failures: failures, time: world.queue.now,
                                          work: WorkCounts(objectsAlive: records[records.count - 1].work.objectsAlive)))
                continue
            }
            let probe = LifetimeProbe(stack: world.stack)
            support.stepWillRun(stackDepth: world.stack.count)
            var failures: [StepFailure] = []
            var stopped = false
            do {
                try world.perform(step.action)
            } catch {
                // A driver error points at the element the step names; runaway work at the statement.
                let location = if case .driver = error { step.subjectLocation } else { step.location }
                failures.append(StepFailure(location: location, problem: StepProblem(error)))
                stopped = true
            }
            world.queue.drain()
            let leaks = probe.leaks(stillOnStack: world.stack).map(Leak.screen)
                + support.stepDidRun(stackDepth: world.stack.count).map(Leak.supportObjects)
            failures += leaks.map { StepFailure(location: step.location, problem: .leak($0)) }
            records.append(record(world, index: offset + 1, location: step.location, scenario: scenario, failures: failures, meter: &meter))
            if stopped { return ArchitectureRun(architectureID: architecture.id, steps: records, stoppedEarly: true) }
        }
        return ArchitectureRun(architectureID: architecture.id, steps: records, stoppedEarly: false)
    }

    // MARK: - Records

    private static func record(_ world: World, index: Int, location: SourceLocation, scenario: Scenario, failures: [StepFailure],
                               meter: inout WorkMeter) -> StepRecord {
        let snapshot = world.driver.snapshot()
        return StepRecord(index: index, location: location, statement: scenario.statementText(line: location.line),
                          snapshot: snapshot, failures: failures, time: world.queue.now, work: meter.step(in: world))
    }
}

/// A scenario whose fixtures are loaded, ready to run on any architecture.
public struct PreparedScenario: Sendable {
    /// The scenario as parsed.
    public let scenario: Scenario
    let catalog: SongCatalog
    let flights: [Flight]
}
