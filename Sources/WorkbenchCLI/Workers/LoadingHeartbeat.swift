import Foundation

/// What a worker says while it loads a fixture: reading and decoding a large catalog takes
/// longer than a step may stay silent, so a thread of its own says ``WorkerMessage/loading``
/// five times a second, but only while the loading thread keeps using the processor. A loading
/// that waits for ever (a read that never returns) says nothing, and is stopped like a stuck step.
final class LoadingHeartbeat: @unchecked Sendable {
    /// How long the thread sleeps between two beats, in microseconds.
    private static let interval: useconds_t = 200_000

    private let say: @Sendable (WorkerMessage) -> Void
    private let lock = NSLock()
    /// While a fixture loads: the processor clock of the thread loading it, and what that clock
    /// read at the last beat. Read and written under `lock`, which a beat holds while it speaks,
    /// so that no beat is written after the loading ended, in the middle of another message.
    private var loading: (clock: clockid_t, lastReading: Int)?
    private var isBeating = false

    /// - Parameter say: Writes a message to the parent; called on the heartbeat's thread.
    init(say: @escaping @Sendable (WorkerMessage) -> Void) {
        self.say = say
    }

    /// Called by the loading thread as a fixture begins to load (true) and when it is loaded.
    func update(isLoading: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isLoading {
            var clock = clockid_t()
            guard pthread_getcpuclockid(pthread_self(), &clock) == 0 else { return }
            loading = (clock, Self.reading(clock))
            startBeating()
        } else {
            loading = nil
        }
    }

    /// Starts the thread the first time a fixture loads; it lives as long as the worker.
    private func startBeating() {
        guard !isBeating else { return }
        isBeating = true
        Thread { [self] in
            while true {
                usleep(Self.interval)
                beat()
            }
        }.start()
    }

    private func beat() {
        lock.lock()
        defer { lock.unlock() }
        guard let current = loading else { return }
        let now = Self.reading(current.clock)
        guard now > current.lastReading else { return }
        loading = (current.clock, now)
        say(.loading)
    }

    /// The processor time a thread's clock reads, in nanoseconds.
    private static func reading(_ clock: clockid_t) -> Int {
        var time = timespec()
        clock_gettime(clock, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}
