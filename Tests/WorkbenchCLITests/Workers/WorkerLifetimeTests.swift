import Foundation
import ScenarioLanguage
import Testing
@testable import WorkbenchCLI
import WorkbenchTestKit

/// Workers never outlive the process that started them: killed with it, even by `kill -9`,
/// stopped by it when it is interrupted or terminated, and ended by a failed write to it.
@Suite(.serialized)
struct WorkerLifetimeTests {
    /// Two scenarios every architecture passes, b's worker hanging at its step 1 (as a worker
    /// may hang for ever at 100% of a processor): `compare` then waits for it for ten minutes.
    private static let scenarios = [
        "a.scenario": "scenario \"A\"\nlaunch search\nexpect search.status \"Type to search\"\n",
        "b.scenario": "scenario \"B\"\nlaunch search\nexpect search.status \"Type to search\"\n",
    ]

    /// A `compare` of the scenarios above, and its two workers once they are settled: one
    /// waiting for more work, the other hung; none when they do not settle.
    private func startLongCompare(in folder: ScenarioFolder) throws -> (compare: ToolProcess, workers: [ProcessEntry]?) {
        let compare = try ToolProcess(["compare", "--no-timing", "--package-path", packageRoot, "--scenarios", folder.path,
                                       "--jobs", "2", "--worker-timeout", "600"],
                                      environment: ["WORKBENCH_WORKER_HANG": "b.scenario:1"])
        // A worker has begun its work once it has written to its parent, long after it could
        // have been told of its parent's death; it is settled once it also sleeps and uses no
        // processor time: it has nothing more to write, which would end it once nobody reads.
        // Starting two can take a while on a busy machine.
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            let workers = ProcessEntry.children(of: compare.pid)
            let before = workers.map(\.processorTime)
            usleep(300_000)
            if workers.count == 2, workers.allSatisfy({ $0.hasWritten && $0.isAsleep }), workers.map(\.processorTime) == before {
                return (compare, workers)
            }
        }
        ProcessEntry.children(of: compare.pid).forEach { kill($0.pid, SIGKILL) }
        return (compare, nil)
    }

    /// Whether every one of `workers` has ended within a second from now.
    private func endWithinASecond(_ workers: [ProcessEntry]) -> Bool {
        let deadline = ContinuousClock.now + .seconds(1)
        while workers.contains(where: \.isAlive), ContinuousClock.now < deadline { usleep(10_000) }
        let ended = !workers.contains(where: \.isAlive)
        for worker in workers where worker.isAlive { kill(worker.pid, SIGKILL) }
        return ended
    }

    /// A pipe whose ends the processes other tests start meanwhile do not inherit: a copy of
    /// an end there would keep it open.
    private static func pipeKeptFromOthers(_ ends: inout [Int32]) -> Bool {
        pipe(&ends) == 0 && ends.allSatisfy { fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }
    }

    @Test func workersEndWithinASecondOfTheirParentKilledWithSIGKILL() throws {
        let folder = try ScenarioFolder(Self.scenarios)
        defer { folder.remove() }
        let (compare, workers) = try startLongCompare(in: folder)
        kill(compare.pid, SIGKILL)
        _ = compare.end(within: 60)

        let settled = try #require(workers, "both workers settled")
        #expect(endWithinASecond(settled))
    }

    @Test(arguments: zip([SIGINT, SIGTERM], [130, 143] as [Int32]))
    func anInterruptedOrTerminatedParentStopsItsWorkersAndEndsAsTheSignalWould(stopping: Int32, shellStatus: Int32) throws {
        let folder = try ScenarioFolder(Self.scenarios)
        defer { folder.remove() }
        let (compare, workers) = try startLongCompare(in: folder)
        kill(compare.pid, stopping)
        let end = compare.end(within: 60)

        let settled = try #require(workers, "both workers settled")
        #expect(endWithinASecond(settled))
        // A shell shows a process ended by signal N as status 128 + N.
        #expect(end?.signal.map { 128 + $0 } == shellStatus)
    }

    @Test func aWorkerWhoseParentStopsReadingEndsAtItsNextWriteThoughSIGPIPEWasIgnoredAsItStarted() throws {
        var jobs: [Int32] = [0, 0], answers: [Int32] = [0, 0]
        try #require(Self.pipeKeptFromOthers(&jobs) && Self.pipeKeptFromOthers(&answers))
        // The parent ignores SIGPIPE while it runs workers, as this shell does before it
        // becomes the worker.
        let worker = try ToolProcess(["-c", "trap '' PIPE; exec \"$0\" worker", BuiltToolRun.program], program: "/bin/sh",
                                     input: jobs[0], output: answers[1])
        [jobs[0], answers[1], answers[0]].forEach { close($0) }

        // The job line fits the empty pipe whether or not the worker has read anything yet.
        let job = try Array(JSONEncoder().encode(WorkerJob(file: "a.scenario", suite: SuiteFolder(holding: "."), architectureIDs: ["mvc"],
                                                           detail: .condensed))) + [WorkerMessage.newline]
        #expect(write(jobs[1], job, job.count) == job.count)
        close(jobs[1])

        #expect(worker.end(within: 120).map { $0.signal == SIGPIPE } == true)
    }

    @Test(arguments: ["worker", "bench-share"])
    func aWorkerWhoseParentDiedBeforeItCouldBeToldEndsAtOnce(command: String) throws {
        var input: [Int32] = [0, 0]
        try #require(Self.pipeKeptFromOthers(&input))
        defer { input.forEach { close($0) } }

        // Process 1 is not this test, which starts it: to the worker, the parent that started
        // it is gone and another has it.
        let worker = try ToolProcess([command], environment: ["WORKBENCH_PARENT_PID": "1"], input: input[0])

        // Its input still open, it would otherwise wait for a job or a share for ever.
        #expect(worker.end(within: 120).map { $0.exitStatus == EXIT_FAILURE } == true)
    }
}

/// The built `workbench` started as a shell starts a program, and left running. Not with
/// `Process`, which passes on the signal mask of the thread that starts it: a test's thread
/// blocks SIGINT and SIGTERM, and the program would never receive them.
struct ToolProcess {
    let pid: pid_t

    /// - Parameters:
    ///   - program: Another program to start instead.
    ///   - environment: Variables added to this process's environment.
    ///   - input: The descriptor its standard input reads; nothing (end of file at once) without it.
    ///   - output: The descriptor its standard output writes; nowhere without it.
    init(_ arguments: [String], program: String = BuiltToolRun.program, environment: [String: String] = [:],
         input: Int32? = nil, output: Int32? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), stopping = sigset_t()
        sigemptyset(&none)
        sigemptyset(&stopping)
        for signal in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&stopping, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &stopping)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([program] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { strdup("\($0.key)=\($0.value)") }
        defer { variables.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, program, &actions, &attributes, argv + [nil], variables + [nil])
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        self.pid = pid
    }

    /// How it ended: its exit status, or the signal that ended it; nil when it still runs
    /// after `seconds` and has been killed.
    func end(within seconds: Int) -> (exitStatus: Int32?, signal: Int32?)? {
        let deadline = ContinuousClock.now + .seconds(seconds)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard ContinuousClock.now < deadline else {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                return nil
            }
            usleep(20_000)
        }
        // The <sys/wait.h> macros, which Swift does not import: the low 7 bits are the signal.
        return status & 0x7F == 0 ? ((status >> 8) & 0xFF, nil) : (nil, status & 0x7F)
    }
}

/// A process as Linux's `/proc` shows it, known by its id and the time it started, so that
/// another process given the same id later is not taken for it.
struct ProcessEntry {
    let pid: pid_t
    let startTime: String

    /// The processes whose parent is `parent`.
    static func children(of parent: pid_t) -> [ProcessEntry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { pid_t($0) }.compactMap { pid in
            guard let fields = statFields(pid), fields.count > 19, fields[1] == String(parent) else { return nil }
            return ProcessEntry(pid: pid, startTime: fields[19])
        }
    }

    /// Whether it still runs: not gone, and not a zombie (ended, waiting to be waited for).
    var isAlive: Bool {
        guard let fields = Self.statFields(pid), fields.count > 19, fields[19] == startTime else { return false }
        return fields[0] != "Z" && fields[0] != "X"
    }

    /// Whether it sleeps (waits for something), rather than runs or waits to run.
    var isAsleep: Bool {
        Self.statFields(pid)?.first == "S"
    }

    /// The processor time it has used, in clock ticks: user and system time, the 14th and
    /// 15th fields.
    var processorTime: Int? {
        guard let fields = Self.statFields(pid), fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Whether it has written anything.
    var hasWritten: Bool {
        guard let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
              let line = io.split(separator: "\n").first(where: { $0.hasPrefix("wchar:") }),
              let count = Int(line.dropFirst("wchar:".count).trimmingCharacters(in: .whitespaces)) else { return false }
        return count > 0
    }

    /// The fields of `/proc/PID/stat` after the program's name (which may hold spaces): the
    /// state (its main thread's) first, the 3rd field, then the parent's id; the start time,
    /// the 22nd field, is the 20th of them.
    private static func statFields(_ pid: pid_t) -> [String]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: nameEnd)...].split(separator: " ").map(String.init)
    }
}
