/// What a ``TestStore`` found wrong, with the data it found; worded in one place, ``message``.
enum TestStoreProblem {
    /// `step` changed the state though the test gave no expected change.
    case unexpectedChange(step: String, diff: [String])
    /// The state after `step` is not the one the test expected.
    case wrongState(step: String, diff: [String])
    /// The test gave an expected change, but neither it nor the reducer changed anything.
    case noChange(step: String)
    /// The test sent an action while actions its effects sent were still to be received.
    case unreceivedBeforeSend(step: String, actions: [String])
    /// `receive` found no action to receive; `running` effects were still at work.
    case nothingReceived(step: String, running: Int)
    /// The next action received is not the one `receive` expected.
    case wrongAction(diff: [String])
    /// The next action received does not match `receive`'s predicate.
    case unmatchedAction(received: String)
    /// The main queue kept scheduling work while `finish()` ran it.
    case runaway(String)
    /// Effects that `step` led to are still at work when the test ends, or at `finish()`.
    case stillRunning(step: String, count: Int, atFinish: Bool)
    /// Actions effects sent were never received when the test ended.
    case unreceivedAtEnd(actions: [String])

    var message: String {
        switch self {
        case let .unexpectedChange(step, diff):
            (["\(step) changed the state, but the test expected no change (- expected, + actual):"] + diff).joined(separator: "\n")
        case let .wrongState(step, diff):
            (["The state after \(step) is not the expected one (- expected, + actual):"] + diff).joined(separator: "\n")
        case let .noChange(step):
            "\(step) was given an expected change, but the state did not change: leave the closure out when no change is expected"
        case let .unreceivedBeforeSend(step, actions):
            (["\(step) came before \(Self.count(actions.count, "action")) sent by effects \(actions.count == 1 ? "was" : "were") received:"]
                + actions.map { "  " + $0 }).joined(separator: "\n")
        case let .nothingReceived(step, running):
            running == 0
                ? "\(step) found no action to receive, and no effect is at work to send one"
                : "\(step) found no action to receive; \(Self.count(running, "effect")) \(running == 1 ? "is" : "are") still at work: advance the main queue until \(running == 1 ? "it sends" : "one sends")"
        case let .wrongAction(diff):
            (["receive expected another action than the one received (- expected, + received):"] + diff).joined(separator: "\n")
        case let .unmatchedAction(received):
            "receive's predicate does not match the action received: \(received)"
        case let .runaway(reason):
            "finish() could not run the main queue until it had no work: \(reason)"
        case let .stillRunning(step, count, atFinish):
            "\(Self.count(count, "effect")) started by \(step) \(count == 1 ? "is" : "are") still at work "
                + (atFinish ? "after finish() ran the main queue until it had no work" : "at the end of the test")
                + ": cancel \(count == 1 ? "it" : "them") (Effect.cancel(id:), or the task send returned) before the test ends"
        case let .unreceivedAtEnd(actions):
            (["The test ended with \(Self.count(actions.count, "action")) sent by effects and never received:"]
                + actions.map { "  " + $0 }).joined(separator: "\n")
        }
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
