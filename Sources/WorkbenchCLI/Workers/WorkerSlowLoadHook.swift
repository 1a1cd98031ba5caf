import Foundation

/// A slow fixture on purpose, for the tests of the loading heartbeat: with
/// `WORKBENCH_WORKER_SLOW_LOAD=SECONDS` in a worker's environment, every fixture file it loads
/// takes that many seconds longer, the processor kept busy as decoding a large catalog keeps it.
/// Only `workbench worker` reads it.
struct WorkerSlowLoadHook {
    /// The environment variable that slows a worker's loading.
    static let variable = "WORKBENCH_WORKER_SLOW_LOAD"

    let seconds: Int

    /// The hook the environment sets; nil when it sets none, or a number of seconds that does not read.
    init?(environment: [String: String]) {
        guard let seconds = environment[Self.variable].flatMap({ Int($0) }), seconds > 0 else { return nil }
        self.seconds = seconds
    }

    /// Keeps the processor busy for the hook's seconds.
    func load() {
        let end = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < end {}
    }
}
