import Foundation

/// A crash on purpose, for the tests of crash reports: `WORKBENCH_WORKER_CRASH=FILE:STEP[:ARCH]`
/// in a worker's environment makes it die of SIGSEGV as step STEP of the scenario file FILE
/// (its path, or its last path components: `typing.scenario`, `search/typing.scenario`) begins, on
/// architecture ARCH or on any; STEP `load` is as a fixture file is loaded for that scenario,
/// before any architecture begins. `WORKBENCH_WORKER_HANG`, read the same way, makes it hang
/// there instead, saying nothing more, for the tests of `--worker-timeout`. Only `workbench
/// worker` reads them.
struct WorkerCrashHook {
    /// The environment variable that makes a worker crash.
    static let variable = "WORKBENCH_WORKER_CRASH"
    /// The environment variable that makes a worker hang.
    static let hangVariable = "WORKBENCH_WORKER_HANG"

    let file: String
    /// The step it crashes at; nil for the loading of a fixture.
    let step: Int?
    let architectureID: String?
    /// Whether the worker hangs there rather than crashing.
    let hangs: Bool

    /// The hook the environment sets; nil when it sets none, or sets one that does not read.
    init?(environment: [String: String]) {
        hangs = environment[Self.variable] == nil
        guard let value = environment[Self.variable] ?? environment[Self.hangVariable] else { return nil }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count), !parts[0].isEmpty else { return nil }
        if parts[1] == Self.loading, parts.count == 2 {
            step = nil
        } else if let step = Int(parts[1]) {
            self.step = step
        } else {
            return nil
        }
        file = parts[0]
        architectureID = parts.count == 3 ? parts[2] : nil
    }

    /// How STEP names the loading of a fixture.
    static let loading = "load"

    /// Whether this step of this file on this architecture is where the worker is to crash.
    func matches(file: String, architectureID: String, step: Int) -> Bool {
        step == self.step && (self.architectureID == nil || self.architectureID == architectureID) && names(file)
    }

    /// Whether the worker is to crash as a fixture loads for this scenario file.
    func matchesLoading(file: String) -> Bool {
        step == nil && names(file)
    }

    private func names(_ file: String) -> Bool {
        file == self.file || file.hasSuffix("/" + self.file)
    }

    /// Dies of SIGSEGV at once, past any handler that would print a backtrace first; or, for
    /// a hang, waits for a signal for ever.
    func crash() -> Never {
        while hangs { pause() }
        signal(SIGSEGV, SIG_DFL)
        raise(SIGSEGV)
        fatalError("SIGSEGV did not end the process")
    }
}
