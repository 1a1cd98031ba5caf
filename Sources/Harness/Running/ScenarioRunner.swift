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
    /// - Parameters:
    ///   - retention: Which snapshot texts the run keeps beside every step's digest.
    ///   - known: Texts runs of the same scenario kept before this one. The run keeps only the
    ///     screens not among them, and its ``ArchitectureRun/snapshotTexts`` is then one table
    ///     with theirs: runs that agree share one copy of each screen, and one table.
    ///   - onStep: Called with the architecture's id and the step's index as each step begins,
    ///     `launch` (0) first: what a worker process reports so that its parent knows how far a
    ///     run got if the process dies.
    public static func run(_ prepared: PreparedScenario, on architecture: any Architecture,
                           keeping retention: SnapshotRetention = .lastStep, sharing known: [SnapshotDigest: String] = [:],
                           onStep: ((_ architectureID: String, _ stepIndex: Int) -> Void)? = nil) -> ArchitectureRun {
        let scenario = prepared.scenario
        onStep?(architecture.id, 0)
        var meter = WorkMeter(architecture: architecture)
        let storeWorkAtStart = architecture.storeWork
        let world = World(prepared, architecture: architecture)
        world.launch()
        var snapshots = SnapshotKeeper(retention: retention, known: known)
        let launchDigest = snapshots.take(world, step: 0)
        var records: [StepRecord] = []
        // One record a step, allocated once: a long scenario's records are most of its run's memory.
        records.reserveCapacity(scenario.steps.count + 1)
        records.append(StepRecord(index: 0, location: scenario.launchLocation, statement: scenario.statementText(line: scenario.launchLocation.line),
                                  snapshotDigest: launchDigest, failures: [], time: world.queue.now, work: meter.step(in: world)))
        var support = SupportObjectLedger(architecture: architecture)
        var stopped = false

        for (offset, step) in scenario.steps.enumerated() {
            let index = offset + 1
            onStep?(architecture.id, index)
            if case let .expect(expectation) = step.action {
                // Looking changes nothing: the screen is the one the previous step left, no work
                // is done, and the same objects are alive.
                let failures = ExpectationCheck.found(for: expectation, in: world).map {
                    [StepFailure(location: step.location, problem: .expectation(expected: expectation, found: $0))]
                } ?? []
                let previous = records[records.count - 1]
                records.append(StepRecord(index: index, location: step.location, statement: step.statement,
                                          snapshotDigest: snapshots.repeatLast(step: index), failures: failures, time: world.queue.now,
                                          work: WorkCounts(objectsAlive: previous.work.objectsAlive,
                                                            supportObjectsAlive: previous.work.supportObjectsAlive)))
                continue
            }
            let probe = LifetimeProbe(stack: world.stack)
            support.stepWillRun(stackDepth: world.stack.count)
            var failures: [StepFailure] = []
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
            let digest = snapshots.take(world, step: index)
            records.append(StepRecord(index: index, location: step.location, statement: step.statement,
                                      snapshotDigest: digest, failures: failures, time: world.queue.now, work: meter.step(in: world)))
            if stopped { break }
        }
        var run = ArchitectureRun(architectureID: architecture.id, steps: records, stoppedEarly: stopped,
                                  snapshotTexts: snapshots.keptWithTheLast(), writesByWidget: meter.writesByWidget())
        if let start = storeWorkAtStart, let end = architecture.storeWork { run.storeWork = end.since(start) }
        return run
    }
}

/// A scenario whose fixtures are loaded, ready to run on any architecture.
public struct PreparedScenario: Sendable {
    /// The scenario as parsed.
    public let scenario: Scenario
    let catalog: SongCatalog
    let flights: [Flight]
}
