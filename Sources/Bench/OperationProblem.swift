import Diagnostics
import Harness

/// Why an operation of the suite, or a size of the scaling sweep, was not timed.
public enum OperationProblem: Error, Sendable, Equatable, Codable {
    /// Run as a scenario, it did not pass and agree on every architecture.
    case failedCheck
    /// It has no `measure` statement: nothing says which of its steps to time.
    case noMeasureStatement
    /// The scenario, or a fixture it names, could not be read.
    case unreadable(diagnostic: SourceDiagnostic)
    /// A timed run of this architecture (its display name) left another screen than its
    /// checked run did.
    case endedOnAnotherScreen(architecture: String)
    /// A step that passed its check could not be performed while it was timed.
    case stepFailedWhileTimed(location: SourceLocation, error: StepError)
    /// The process timing a share of its rounds ended without answering (``BenchShare``).
    case timingProcessEnded(ProcessEnd)
}

/// Why the scaling sweep was not timed: the first size whose operation was not.
public struct ScalingProblem: Sendable, Equatable, Codable {
    /// The result count of the sweep's scenario that was not timed.
    public let size: Int
    /// Why that size was not timed.
    public let problem: OperationProblem
}
