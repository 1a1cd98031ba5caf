import Foundation

/// `posix_spawn` with Swift's arguments and this process's environment, `environment` added:
/// what a worker and a test program under a time limit are both started with.
enum Spawning {
    /// The new process's id, or the error number `posix_spawn` gave.
    static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                      actions: inout posix_spawn_file_actions_t) -> Result<pid_t, SpawnFailure> {
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { strdup("\($0.key)=\($0.value)") }
        defer { variables.forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, nil, argv + [nil], variables + [nil])
        return code == 0 ? .success(pid) : .failure(SpawnFailure(errno: code))
    }
}

/// Why `posix_spawn` could not start a program: its error number.
struct SpawnFailure: Error {
    let errno: Int32
}
