import Foundation
import Harness

/// One worker process as its parent sees it: a pipe to its standard input for jobs, a pipe
/// from its standard output for messages, and how it ended.
final class WorkerProcess {
    /// The jobs sent and not yet answered, oldest first: the worker answers them in order.
    var assigned: [WorkerPool.Assignment] = []
    /// How far the worker said it got in the oldest job assigned.
    var progress = JobProgress.notBegun
    /// The pieces of runs it sent ahead of its answer to that job.
    var pieces = RunPieces()
    /// When the worker last wrote anything, or was given its first job since it was idle, in
    /// ``MonotonicClock`` milliseconds.
    private(set) var lastHeard = MonotonicClock.milliseconds()

    private let pid: pid_t
    private var input: Int32
    /// The read end of the worker's standard output, for `poll`.
    let output: Int32
    /// What was read and is not yet a whole line.
    private var pending: [UInt8] = []
    /// Where in `pending` the search for a newline resumes.
    private var scanned = 0
    /// What one `read` fills, kept from call to call: most reads are a step's few bytes.
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    /// Starts `launcher`'s program with pipes for its standard input and output; its
    /// standard error is this process's.
    ///
    /// - Throws: ``WorkerStartError`` when the pipes or the process cannot be made.
    init(_ launcher: WorkerLauncher) throws(WorkerStartError) {
        let toWorker = try Self.pipe(), fromWorker = try Self.pipe()
        // Room for several answers, so the worker goes on while this process is busy elsewhere.
        _ = fcntl(fromWorker.read, Self.setPipeSize, Self.answerRoom)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toWorker.read, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fromWorker.write, STDOUT_FILENO)
        let spawned = Spawning.spawn(launcher.executable, launcher.arguments, environment: ParentLifeline.parentIdentity, actions: &actions)
        close(toWorker.read)
        close(fromWorker.write)
        let pid: pid_t
        switch spawned {
        case let .success(started): pid = started
        case let .failure(failure):
            close(toWorker.write)
            close(fromWorker.read)
            throw .spawn(launcher.executable, errno: failure.errno)
        }
        RunningWorkers.add(pid)
        self.pid = pid
        input = toWorker.write
        output = fromWorker.read
    }

    /// Sends a job. A worker that has died is found when its output ends, so a failed
    /// write is left to that.
    func send(_ job: WorkerJob) {
        guard input >= 0, let data = try? JSONEncoder().encode(job) else { return }
        DescriptorWriting.writeAll(input, Array(data) + [WorkerMessage.newline])
    }

    /// Whether everything read so far ends a line: no message is midway.
    var isBetweenLines: Bool { pending.isEmpty }

    /// Reads what the worker wrote since the last call.
    ///
    /// - Returns: The whole lines read, without their newlines; nil when the output ended.
    func readLines() -> [ArraySlice<UInt8>]? {
        let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { return [] }
        guard count > 0 else { return nil }
        pending.append(contentsOf: chunk[0..<count])
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        while let end = newline(from: scanned) {
            lines.append(pending[start..<end])
            start = end + 1
            scanned = start
        }
        scanned = pending.count
        if start > 0 {
            // The lines keep the buffer they were read into, and what follows them starts a new
            // one: an answer megabytes long is not copied.
            pending = start == pending.count ? [] : Array(pending[start..<pending.count])
            scanned -= start
        }
        return lines
    }

    /// The index of the first newline in `pending` from `offset` on; `memchr`, as an answer
    /// is megabytes long and a byte-by-byte loop would cost more than reading it.
    private func newline(from offset: Int) -> Int? {
        pending.withUnsafeBufferPointer { buffer in
            guard offset < buffer.count, let found = memchr(buffer.baseAddress! + offset, Int32(WorkerMessage.newline), buffer.count - offset)
            else { return nil }
            return buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Notes that the worker was heard from just now.
    func heard(at now: Int = MonotonicClock.milliseconds()) {
        lastHeard = now
    }

    /// Kills the worker at once: it has gone silent for too long.
    func kill() {
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Closes the worker's input, so that it exits once it has answered every job.
    func finishInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// Waits for the worker to end, after its output ended.
    ///
    /// - Returns: How it ended: nil for a clean exit (status 0).
    func waitForEnd() -> ProcessEnd? {
        finishInput()
        close(output)
        RunningWorkers.remove(pid)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // The <sys/wait.h> macros, which Swift does not import: the low 7 bits are the signal.
        let signal = status & 0x7F
        if signal != 0 { return .signal(signal) }
        let exitStatus = (status >> 8) & 0xFF
        return exitStatus == 0 ? nil : .exitStatus(exitStatus)
    }

    /// `F_SETPIPE_SZ`, which Linux has and Glibc's Swift module does not export.
    private static let setPipeSize: Int32 = 1031
    /// The bytes a worker may write ahead of its parent's reading: 1 MiB, Linux's usual ceiling.
    private static let answerRoom: Int32 = 1 << 20

    /// A pipe whose ends are not inherited by other workers, away from the standard streams'
    /// numbers (a parent started with one of them closed would otherwise hand it out).
    private static func pipe() throws(WorkerStartError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw .pipe(errno: errno) }
        for index in ends.indices {
            if ends[index] <= STDERR_FILENO {
                let moved = fcntl(ends[index], F_DUPFD_CLOEXEC, STDERR_FILENO + 1)
                close(ends[index])
                ends[index] = moved
            } else {
                _ = fcntl(ends[index], F_SETFD, FD_CLOEXEC)
            }
        }
        return (ends[0], ends[1])
    }
}

/// Why a worker process could not be started.
enum WorkerStartError: Error, CustomStringConvertible {
    case pipe(errno: Int32)
    case spawn(String, errno: Int32)

    var description: String {
        switch self {
        case let .pipe(code): "cannot make a pipe to a worker process: \(String(cString: strerror(code)))"
        case let .spawn(path, code): "cannot start the worker process \(path): \(String(cString: strerror(code))); --jobs 1 runs without one"
        }
    }
}

/// How far a worker got in a job, as it said.
enum JobProgress: Equatable {
    /// It has said nothing of the job yet.
    case notBegun
    /// It is reading the scenario and loading its fixtures, before any architecture begins.
    case preparing
    /// An architecture began this step (0 is `launch`).
    case reached(architectureID: String, step: Int)
}
