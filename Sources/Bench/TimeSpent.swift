/// Where an operation's processor time went while it was timed: all of it (building each
/// world, the set-up steps, the final snapshot, the teardown and the warm-ups included), and
/// the part inside timed regions, between the clock's start and stop.
///
/// Only the timed part measures anything; the rest is what measuring costs. The larger its
/// share, the more rounds the same limits buy, and the more precise the ratios.
public struct TimeSpent: Sendable, Codable, Equatable {
    /// Seconds of processor time the operation's visits took in all.
    public var processorSeconds = 0.0
    /// Seconds of it inside timed regions of counted (not warm-up) rounds.
    public var timedSeconds = 0.0

    public init(processorSeconds: Double = 0, timedSeconds: Double = 0) {
        self.processorSeconds = processorSeconds
        self.timedSeconds = timedSeconds
    }

    /// The timed part as a share of the whole; 0 when nothing was spent.
    public var timedShare: Double {
        processorSeconds > 0 ? timedSeconds / processorSeconds : 0
    }

    public static func + (left: TimeSpent, right: TimeSpent) -> TimeSpent {
        TimeSpent(processorSeconds: left.processorSeconds + right.processorSeconds, timedSeconds: left.timedSeconds + right.timedSeconds)
    }
}
