import ArchitectureKit
import ScenarioLanguage

extension World {
    /// Whether the operation of `prepared` (its steps after `measure`) leaves the world as it
    /// found it on `architecture`: run twice in one world after the set-up, it ends both times
    /// on the screen it began on, and its second run counts the same work as its first. Such an
    /// operation can be timed again and again in one world, its set-up paid once (`bench`).
    ///
    /// Selecting a row and coming back is one: the list is as it was, and the second push does
    /// what the first did. Showing results is not: its second run finds them shown.
    public static func leavesItAsFound(_ prepared: PreparedScenario, on architecture: any Architecture) -> Bool {
        let steps = prepared.scenario.steps
        let start = prepared.scenario.measuredFrom ?? 0
        var meter = WorkMeter(architecture: architecture)
        let world = World(prepared, architecture: architecture)
        world.launch()
        guard world.performDraining(steps[..<start]) else { return false }
        let found = world.snapshot()
        _ = meter.step(in: world)
        var work: [WorkCounts] = []
        for _ in 0..<2 {
            guard world.performDraining(steps[start...]), world.snapshot() == found else { return false }
            work.append(meter.step(in: world))
        }
        return work[0] == work[1]
    }

    /// Performs `steps`, draining after each; false when one cannot be performed.
    private func performDraining(_ steps: ArraySlice<Step>) -> Bool {
        for step in steps {
            do {
                try perform(step.action)
            } catch {
                return false
            }
            drain()
        }
        return true
    }
}
