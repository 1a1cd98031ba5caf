import Diagnostics
import HeadlessUI
import ScenarioLanguage

/// What went wrong in one step of one architecture's run, and where: data only, worded by
/// each report in its own way.
public struct StepFailure: Sendable, Equatable, Codable {
    /// The kinds of problem, as reports name them.
    public enum Kind: String, Sendable, Codable {
        /// An `expect` that did not hold.
        case expectation
        /// A popped screen's objects were still alive (SPEC §3.6).
        case leak
        /// The driver could not perform the step (no such element, row not visible, …).
        case driver
        /// `settle` found work that keeps rescheduling itself.
        case runaway
        /// The process running the scenario died (SPEC §7).
        case crash
    }

    /// The statement at fault, or the element it names when that is what went wrong.
    public let location: SourceLocation
    /// What went wrong, with its data.
    public let problem: StepProblem

    /// The kind of ``problem``.
    public var kind: Kind {
        switch problem {
        case .expectation: .expectation
        case .leak: .leak
        case .driver: .driver
        case .runaway: .runaway
        case .crash: .crash
        }
    }
}

/// What went wrong in a step, with what a reader needs to see why.
public enum StepProblem: Sendable, Equatable, Codable {
    /// An `expect` did not hold: what the statement asked for, and what the screen or the
    /// services showed instead.
    case expectation(expected: Expectation, found: FoundValue)
    /// Objects of a popped screen are still alive.
    case leak(Leak)
    /// The driver could not do what the step asks; the run stopped there.
    case driver(DriverError)
    /// `settle` ran this many tasks and the queue still had work; the run stopped there.
    case runaway(taskLimit: Int)
    /// The process running the scenario died as `end` says; `lastStepReached` is the index
    /// of the last step it began (0 is `launch`).
    case crash(ProcessEnd, lastStepReached: Int)

    /// The problem of a step that could not be performed.
    public init(_ error: StepError) {
        switch error {
        case let .driver(driverError): self = .driver(driverError)
        case let .runaway(taskLimit): self = .runaway(taskLimit: taskLimit)
        }
    }
}

/// What an `expect` found where it looked, when that was not what it expected.
public enum FoundValue: Sendable, Equatable, Codable {
    /// The top screen's id.
    case screen(String)
    /// A label's or field's text, a button's title, an image's source ("" for none).
    case text(String)
    /// A table's number of rows.
    case count(Int)
    /// A row's field; nil when the row shows no artwork.
    case rowField(String?)
    /// The requests of the expected kind made so far.
    case requests(Int)
    /// The element `expect no` wanted gone is shown, and is of this kind (`label`, `button`, …).
    case shownElement(kind: String)
    /// The element could not be read at all.
    case unreadable(DriverError)
}
