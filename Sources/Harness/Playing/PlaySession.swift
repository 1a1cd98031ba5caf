import ArchitectureKit
import Diagnostics
import Domain
import ScenarioLanguage

/// One architecture driven by hand (`workbench play`): the world a scenario would run in,
/// stepped one typed statement at a time. A step that cannot be carried out, or an `expect`
/// that does not hold, is reported and the session goes on.
@MainActor
public final class PlaySession {
    private let world: World

    /// Builds the world `prepared` asks for (its steps are not run) and shows its first screen.
    ///
    /// - Parameter services: Called with the model controllers before the first screen shows:
    ///   where a live session gives them their live sources.
    public init(_ prepared: PreparedScenario, architecture: any Architecture, services: (AppEnvironment) -> Void = { _ in }) {
        world = World(prepared, architecture: architecture)
        services(world.environment)
        world.launch()
    }

    /// The virtual time now.
    public var now: Duration { world.queue.now }

    /// What the top screen shows.
    public var screen: ShownScreen { ShownScreen(driver: world.driver) }

    /// Moves virtual time on by `interval`, running what falls due: how a session on real
    /// time follows the clock.
    public func advance(by interval: Duration) {
        world.queue.advance(by: interval)
    }

    /// Runs what is due now: after a live answer came in.
    public func drain() {
        world.drain()
    }

    /// Performs one step, then runs what it made due now.
    ///
    /// - Returns: Nil when the step was carried out (or the expectation holds); otherwise why not.
    public func perform(_ step: Step) -> PlayProblem? {
        if case let .expect(expectation) = step.action {
            return ExpectationCheck.found(for: expectation, in: world).map { .step(.expectation(expected: expectation, found: $0)) }
        }
        if case let .push(flight, _) = step.action {
            let known = world.environment.flights.flights.map(\.id)
            guard known.contains(flight) else { return .unknownFlight(flight, suggestions: Spelling.suggestions(for: flight, in: known)) }
        }
        defer { world.drain() }
        do {
            try world.perform(step.action)
            return nil
        } catch {
            return .step(StepProblem(error))
        }
    }
}

/// Why a typed step was not carried out.
public enum PlayProblem: Sendable, Equatable {
    /// The step could not be done, or the expectation did not hold.
    case step(StepProblem)
    /// `push` named a flight the board does not have; the flights it might have meant.
    case unknownFlight(String, suggestions: [String])
}
