#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the calling thread has used: the clock every operation is timed on.
///
/// An operation never waits (its time is virtual, it does no I/O), so on a quiet machine its
/// wall-clock time and its thread's processor time are the same. On a busy machine they are
/// not: while another process has the core, the wall clock runs on and this one stands
/// still, so the figures of two runs agree however many other programs are running.
enum ThreadCPUClock {
    /// The thread's processor time so far.
    static var now: Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }
}
