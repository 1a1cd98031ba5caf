import Foundation

/// The clock a session on real time follows (`play --realtime`): the time since launch, in
/// whole milliseconds, as scenarios write durations, so that a recording can say it exactly.
final class PlayClock {
    /// How often a session on real time looks at the clock while nothing else happens.
    static let tick = Duration.milliseconds(50)

    private let start = ContinuousClock.now

    /// The time since launch, cut to whole milliseconds.
    var elapsed: Duration { .milliseconds((ContinuousClock.now - start).wholeMilliseconds) }

    /// Lets `duration` pass on the clock, calling `follow` at each tick and at the end.
    func wait(_ duration: Duration, follow: () -> Void) {
        let end = ContinuousClock.now + duration
        while ContinuousClock.now < end {
            Thread.sleep(forTimeInterval: min(Self.seconds(Self.tick), Self.seconds(end - ContinuousClock.now)))
            follow()
        }
        follow()
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
