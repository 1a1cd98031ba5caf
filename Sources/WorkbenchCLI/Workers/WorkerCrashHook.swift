import Foundation

/// A crash on purpose, for the tests of crash reports: `WORKBENCH_WORKER_CRASH=FILE:STEP[:ARCH]`
/// in a worker's environment makes it die of SIGSEGV as step STEP of the scenario file FILE
/// (its path, or its last path components: `typing.scenario`, `search/typing.scenario`) begins, on
/// architecture ARCH or on any. Only `workbench worker` reads it.
struct WorkerCrashHook {
    /// The environment variable that sets it.
    static let variable = "WORKBENCH_WORKER_CRASH"

    let file: String
    let step: Int
    let architectureID: String?

    /// The hook the environment sets; nil when it sets none, or sets one that does not read.
    init?(environment: [String: String]) {
        guard let value = environment[Self.variable] else { return nil }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count), !parts[0].isEmpty, let step = Int(parts[1]) else { return nil }
        file = parts[0]
        self.step = step
        architectureID = parts.count == 3 ? parts[2] : nil
    }

    /// Whether this step of this file on this architecture is where the worker is to crash.
    func matches(file: String, architectureID: String, step: Int) -> Bool {
        step == self.step && (self.architectureID == nil || self.architectureID == architectureID)
            && (file == self.file || file.hasSuffix("/" + self.file))
    }

    /// Dies of SIGSEGV at once, past any handler that would print a backtrace first.
    func crash() -> Never {
        signal(SIGSEGV, SIG_DFL)
        raise(SIGSEGV)
        fatalError("SIGSEGV did not end the process")
    }
}
