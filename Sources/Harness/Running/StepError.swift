import HeadlessUI

/// Why a step could not be performed: what ``World/perform(_:)`` throws. A run stops at such
/// a step; a timed run gives up its timing.
public enum StepError: Error, Equatable, Codable {
    /// The driver could not do what the step asks (no such element, row not visible, …).
    case driver(DriverError)
    /// `settle` ran `taskLimit` tasks and the main queue still had work: something keeps
    /// rescheduling itself.
    case runaway(taskLimit: Int)
}
