import Foundation

/// A program run with a time limit: a mutant can make a suite loop forever.
///
/// Started with `posix_spawn` and reaped here with `waitpid`, not through Foundation's
/// `Process`: on Linux `Process` learns that its child ended when a socket the child inherited
/// closes, and the child's own children inherit it too, so a suite killed at its limit whose
/// children lived on was never reported ended, and the whole run waited.
struct TimedRun {
    /// Nil when the limit passed and the program was killed.
    let status: Int32?
    let output: String
    /// How long it ran, in seconds.
    let seconds: Double

    var timedOut: Bool { status == nil }

    /// How often the child is looked at while it runs: small beside a suite's second or so.
    private static let pollInterval: useconds_t = 5_000

    /// Runs `executable` with `arguments` in `directory`, `environment` added, for at most
    /// `limit` seconds; its standard error is dropped.
    static func run(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String],
                    limit: Double) throws -> TimedRun {
        let outPath = FileManager.default.temporaryDirectory.appendingPathComponent("workbench-mutate-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outPath) }
        let started = Date()
        let pid = try spawn(executable, arguments, in: directory, environment: environment, output: outPath)
        RunningWorkers.add(pid)
        defer { RunningWorkers.remove(pid) }
        let deadline = MonotonicClock.milliseconds() + Int(limit * 1_000)
        var status: Int32 = 0
        var killed = false
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { break }
            if MonotonicClock.milliseconds() >= deadline {
                // Its own workers, if it has any, follow it: they end when their parent does
                // (ParentLifeline).
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                killed = true
                break
            }
            usleep(pollInterval)
        }
        return TimedRun(status: killed ? nil : exitStatus(status),
                        output: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                        seconds: Date().timeIntervalSince(started))
    }

    /// The child's status as a shell gives it: its exit status, or 128 + the signal that
    /// ended it (the `<sys/wait.h>` macros, which Swift does not import: the low 7 bits are
    /// the signal).
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal != 0 ? 128 + signal : (status >> 8) & 0xFF
    }

    private static func spawn(_ executable: String, _ arguments: [String], in directory: String,
                              environment: [String: String], output: String) throws(MutationProblem) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        guard let changeDirectory = SpawnChangeDirectory.function else { throw .cannotStart(executable, errno: ENOSYS) }
        _ = changeDirectory(&actions, directory)
        switch Spawning.spawn(executable, arguments, environment: environment, actions: &actions) {
        case let .success(pid): return pid
        case let .failure(failure): throw .cannotStart(executable, errno: failure.errno)
        }
    }
}

/// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which its Swift module
/// does not export: found by name.
private enum SpawnChangeDirectory {
    typealias Function = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    static let function: Function? = {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()
}
