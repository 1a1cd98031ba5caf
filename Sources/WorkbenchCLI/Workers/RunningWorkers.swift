import Foundation

/// The worker and `bench-share` processes this process has running, so that an interrupt
/// (SIGINT, Ctrl-C) or a request to terminate (SIGTERM) stops them before this process ends
/// as the signal would: a shell then shows exit status 130 or 143.
///
/// The signal handler may run between any two instructions of this process, so it reads no
/// Swift collection and takes no lock: the ids wait in a fixed row of slots, 0 for an empty one,
/// and it calls only `kill`, `signal` and `raise`, which a handler may call. Processes are added
/// and removed by the main thread, which starts them and waits for them.
enum RunningWorkers {
    /// More slots than `--jobs` may ask for, with room for the share `bench` runs.
    private static let capacity = 2 * OptionSpec.mostJobs
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<pid_t> = {
        let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        return slots
    }()
    /// Whether the handlers are in place.
    nonisolated(unsafe) private static var handling = false

    /// Notes a process just started, and makes sure the signals stop it.
    static func add(_ pid: pid_t) {
        handleSignals()
        guard let free = (0..<capacity).first(where: { slots[$0] == 0 }) else { return }
        slots[free] = pid
    }

    /// Forgets a process: before waiting for it, where the caller waits for it itself, as
    /// once waited for, its id may be another's.
    static func remove(_ pid: pid_t) {
        for index in 0..<capacity where slots[index] == pid { slots[index] = 0 }
    }

    private static func handleSignals() {
        guard !handling else { return }
        handling = true
        for stopping in [SIGINT, SIGTERM] {
            let previous = signal(stopping) { received in
                for index in 0..<RunningWorkers.capacity where RunningWorkers.slots[index] > 0 {
                    _ = kill(RunningWorkers.slots[index], SIGKILL)
                }
                // Blocked while the handler runs, the signal ends the process as it returns.
                signal(received, SIG_DFL)
                raise(received)
            }
            // A signal the shell had this process ignore (a command started with `&` ignores
            // Ctrl-C) stays ignored.
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { signal(stopping, SIG_IGN) }
        }
    }
}
