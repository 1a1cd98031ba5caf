import ArchitectureKit
import Domain
import HeadlessUI
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
            let hint = Spelling.closest(to: flight, in: known).map { "; did you mean \($0)?" } ?? ""
            throw scenario.diagnostic(at: step.subjectLocation, "no flight \(flight) on the board\(hint)")
        }
        return PreparedScenario(scenario: scenario, catalog: catalog, flights: flights)
    }

    /// Runs a prepared scenario on one architecture.
    public static func run(_ prepared: PreparedScenario, on architecture: any Architecture) -> ArchitectureRun {
        let scenario = prepared.scenario
        var meter = WorkMeter(architecture: architecture)
        let world = World(catalog: prepared.catalog, flights: prepared.flights, setup: scenario.setup,
                          architecture: architecture, launch: scenario.launch)
        world.window.makeKeyAndVisible()
        world.queue.drain()
        var records = [record(world, index: 0, location: scenario.launchLocation, scenario: scenario, failures: [], meter: &meter)]
        var support = SupportObjectLedger(architecture: architecture)

        for (offset, step) in scenario.steps.enumerated() {
            if case let .expect(expectation) = step.action {
                // Looking changes nothing: the screen is the one the previous step left, no work
                // is done, and the same objects are alive.
                let failures = ExpectationCheck.failure(of: expectation, in: world).map {
                    [StepFailure(kind: .expectation, location: step.location, message: $0)]
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
                try perform(step.action, in: world)
            } catch let error as DriverError {
                failures.append(StepFailure(kind: .driver, location: step.subjectLocation, message: error.description))
                stopped = true
            } catch let error as VirtualMainQueue.RunawayWork {
                failures.append(StepFailure(kind: .runaway, location: step.location, message: error.description))
                stopped = true
            } catch {
                failures.append(StepFailure(kind: .driver, location: step.location, message: "\(error)"))
                stopped = true
            }
            world.queue.drain()
            for leak in probe.leaks(stillOnStack: world.stack) + support.stepDidRun(stackDepth: world.stack.count) {
                failures.append(StepFailure(kind: .leak, location: step.location, message: leak))
            }
            records.append(record(world, index: offset + 1, location: step.location, scenario: scenario, failures: failures, meter: &meter))
            if stopped { return ArchitectureRun(architectureID: architecture.id, steps: records, stoppedEarly: true) }
        }
        return ArchitectureRun(architectureID: architecture.id, steps: records, stoppedEarly: false)
    }

    // MARK: - Steps

    static func perform(_ action: Step.Action, in world: World) throws {
        let driver = world.driver
        switch action {
        case let .type(element, text, every):
            for (position, character) in text.enumerated() {
                if position > 0, every > .zero { world.queue.advance(by: every) }
                try driver.type(character, into: element)
            }
        case let .replace(element, text):
            try driver.replaceText(of: element, with: text)
        case let .tap(element):
            try driver.tap(element)
        case let .tapRow(element, row):
            try driver.tapRow(row, of: element)
        case let .scroll(element, row):
            try driver.scroll(element, toRow: row)
        case .back:
            // The popped screen is dropped at once: the runner must not keep it alive.
            _ = try driver.back()
        case let .wait(duration):
            world.queue.advance(by: duration)
        case .settle:
            try world.queue.runUntilIdle(maxTasks: settleLimit)
        case let .failNext(kind):
            world.failNext(kind)
        case let .push(flight, status):
            world.environment.flights.publish(FlightStatusChange(flightID: flight, status: status))
        case let .pushUpdates(count):
            for change in LiveFeed.changes(count, for: world.boardFlights) { world.environment.flights.publish(change) }
        case .expect:
            preconditionFailure("expectations are checked by the run loop, not performed")
        }
    }

    private static func record(_ world: World, index: Int, location: SourceLocation, scenario: Scenario, failures: [StepFailure],
                               meter: inout WorkMeter) -> StepRecord {
        let snapshot = world.driver.snapshot()
        return StepRecord(index: index, location: location, statement: scenario.statementText(line: location.line),
                          snapshot: snapshot, failures: failures, time: world.queue.now, work: meter.step(in: world))
    }
}

/// A scenario whose fixtures are loaded, ready to run on any architecture.
public struct PreparedScenario: Sendable {
    public let scenario: Scenario
    let catalog: SongCatalog
    let flights: [Flight]
}
