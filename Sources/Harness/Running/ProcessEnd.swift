/// How a process running a scenario ended before it answered (SPEC §7).
public enum ProcessEnd: Sendable, Equatable, Codable {
    /// Killed by a signal: 11 is SIGSEGV, 4 SIGILL (a Swift runtime trap).
    case signal(Int32)
    /// Exited by itself, with this status, without having answered.
    case exitStatus(Int32)
    /// Said nothing for this many seconds while it had a job, and was killed: a step that
    /// never ends (SPEC §7).
    case noProgress(seconds: Int)
    /// Said nothing for this many seconds after it began preparing the scenario (reading it,
    /// loading its fixtures), before any architecture began, and was killed: that is code every
    /// architecture shares, so each is charged this after one wait.
    case noProgressPreparing(seconds: Int)
    /// Not run past this step: another architecture and the baseline, which runs only what
    /// every architecture shares, each said nothing at it for this many seconds, so it is
    /// taken to be stuck in shared code and not waited for again.
    case noProgressShared(seconds: Int)
}
