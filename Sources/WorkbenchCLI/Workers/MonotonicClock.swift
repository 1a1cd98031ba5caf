import Foundation

/// The time since some fixed moment, in whole milliseconds, read straight from the system's
/// monotonic clock: the worker pool reads it after every wake-up, and `ContinuousClock`'s
/// instants and durations, 128-bit sums a debug build does not inline, cost it more than the
/// rest of a wake-up's bookkeeping.
enum MonotonicClock {
    static func milliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1_000 + time.tv_nsec / 1_000_000
    }
}
