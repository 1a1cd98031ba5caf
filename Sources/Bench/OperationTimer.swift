import ArchitectureKit
import Diagnostics
import Domain
import Harness
import ScenarioLanguage
import VirtualTime

/// Times one benchmark operation (SPEC §7): the steps of a scenario after its `measure`.
///
/// The world is built and the set-up steps run before the clock starts; the clock stops
/// after the last measured step and its drain, before the final snapshot is taken and before
/// the world is torn down. `expect` steps only read the screen, so they are not performed.
@MainActor
enum OperationTimer {
    /// One timed run: how long the operation took, and the screen it left.
    struct Sample {
        let elapsed: Duration
        let finalSnapshot: String
    }

    /// A step that failed while being timed, after the same scenario passed its check.
    struct Failure: Error, CustomStringConvertible {
        let location: SourceLocation
        let message: String

        var description: String { "line \(location.line): \(message)" }
    }

    static func time(_ prepared: PreparedScenario, on architecture: any Architecture) throws(Failure) -> Sample {
        let scenario = prepared.scenario
        let world = World(prepared, architecture: architecture)
        world.launch()
        let start = scenario.measuredFrom ?? 0
        try perform(scenario.steps[..<start], in: world)

        let clock = ContinuousClock()
        let began = clock.now
        try perform(scenario.steps[start...], in: world)
        let elapsed = clock.now - began
        return Sample(elapsed: elapsed, finalSnapshot: world.snapshot())
    }

    private static func perform(_ steps: ArraySlice<Step>, in world: World) throws(Failure) {
        for step in steps {
            if case .expect = step.action { continue }
            do {
                try world.perform(step.action)
            } catch {
                switch error {
                case let .driver(driverError): throw Failure(location: step.location, message: driverError.description)
                case let .runaway(taskLimit): throw Failure(location: step.location, message: "settle ran \(taskLimit) tasks and still had work")
                }
            }
            world.drain()
        }
    }
}
