import ScenarioLanguage

extension ArchitectureRun {
    /// The run of an architecture whose process died: one record, at the last step it began,
    /// carrying the crash. What the steps before it showed went down with the process.
    ///
    /// - Parameters:
    ///   - architectureID: The architecture that was running.
    ///   - scenario: The scenario it was running.
    ///   - end: How the process ended.
    ///   - lastStepReached: The index of the last step it began (0 is `launch`).
    public static func crashed(_ architectureID: String, in scenario: Scenario, end: ProcessEnd, lastStepReached: Int) -> ArchitectureRun {
        let location = lastStepReached == 0 || !scenario.steps.indices.contains(lastStepReached - 1)
            ? scenario.launchLocation : scenario.steps[lastStepReached - 1].location
        let record = StepRecord(index: lastStepReached, location: location, statement: scenario.statementText(line: location.line),
                                snapshotDigest: SnapshotDigest(of: ""), failures: [StepFailure(location: location, problem: .crash(end, lastStepReached: lastStepReached))],
                                time: .zero, work: WorkCounts())
        return ArchitectureRun(architectureID: architectureID, steps: [record], stoppedEarly: true)
    }

    /// Whether the process running this architecture died: its one record is the crash.
    public var crashed: Bool {
        steps.last?.failures.contains { $0.kind == .crash } ?? false
    }
}
