import ArchitectureKit
import Domain
import Harness
import ScenarioLanguage
import VirtualTime

/// Times one benchmark operation (SPEC §7): the steps of a scenario after its `measure`.
///
/// The world is built and the set-up steps run before the clock starts, and the blocks freed
/// so far are merged (``AllocatorSettings/mergeFreedBlocks()``); the clock stops
/// after the last measured step and its drain, before the final snapshot is taken and before
/// the world is torn down. An operation that leaves its world as it found it
/// (``Harness/World/leavesItAsFound(_:on:)``) may be timed again in the same world. `expect` steps only read the screen, so they are not performed.
/// The clock is the thread's processor time (``ThreadCPUClock``), not the wall's.
@MainActor
enum OperationTimer {
    /// One timed run: how long the operation took, and the screen it left.
    struct Sample {
        let elapsed: Duration
        let finalSnapshot: String
    }

    /// - Throws: ``OperationProblem/stepFailedWhileTimed(location:error:)`` when a step cannot be performed.
    static func time(_ prepared: PreparedScenario, on architecture: any Architecture) throws(OperationProblem) -> Sample {
        let world = try setUp(prepared, on: architecture)
        let elapsed = try timeOperation(prepared, in: world)
        return Sample(elapsed: elapsed, finalSnapshot: world.snapshot())
    }

    /// A world built and launched, with the set-up steps run: ready for the operation.
    static func setUp(_ prepared: PreparedScenario, on architecture: any Architecture) throws(OperationProblem) -> World {
        let world = World(prepared, architecture: architecture)
        world.launch()
        try perform(prepared.scenario.steps[..<(prepared.scenario.measuredFrom ?? 0)], in: world)
        return world
    }

    /// Runs the operation once in `world`, timed.
    static func timeOperation(_ prepared: PreparedScenario, in world: World) throws(OperationProblem) -> Duration {
        AllocatorSettings.mergeFreedBlocks()
        let began = ThreadCPUClock.now
        try perform(prepared.scenario.steps[(prepared.scenario.measuredFrom ?? 0)...], in: world)
        return ThreadCPUClock.now - began
    }

    private static func perform(_ steps: ArraySlice<Step>, in world: World) throws(OperationProblem) {
        for step in steps {
            if case .expect = step.action { continue }
            do {
                try world.perform(step.action)
            } catch {
                throw .stepFailedWhileTimed(location: step.location, error: error)
            }
            world.drain()
        }
    }
}
