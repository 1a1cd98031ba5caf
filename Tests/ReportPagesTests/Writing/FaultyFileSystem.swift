import Foundation
@testable import ReportPages

/// The machine's file system with one fault put in: a process killed before a given step, or
/// a disk that is full from a given write on. Steps are the calls that change something.
final class FaultyFileSystem: FileSystem {
    enum Fault {
        /// The process dies before step `n` (1 is the first): that step and every later one
        /// never happen, cleaning up included.
        case killBeforeStep(Int)
        /// The `n`th write (1 is the first) and every later one fail with `ENOSPC`.
        case fullFromWrite(Int)
    }

    /// What the test sees of a kill: the swap stops where it stood.
    struct Killed: Error {}

    private let live = LiveFileSystem()
    private let fault: Fault
    private var steps = 0
    private var writes = 0

    init(_ fault: Fault) {
        self.fault = fault
    }

    /// Counts a step, and throws when the process is dead by then.
    private func step() throws {
        steps += 1
        if case let .killBeforeStep(n) = fault, steps >= n { throw Killed() }
    }

    func makeFolder(_ path: String) throws {
        try step()
        try live.makeFolder(path)
    }

    func write(_ data: Data, to path: String) throws {
        try step()
        writes += 1
        if case let .fullFromWrite(n) = fault, writes >= n { throw FileSystemFault(path: path, code: ENOSPC) }
        try live.write(data, to: path)
    }

    func move(_ from: String, to: String) throws {
        try step()
        try live.move(from, to: to)
    }

    func remove(_ path: String) throws {
        try step()
        try live.remove(path)
    }

    func exists(_ path: String) -> Bool { live.exists(path) }

    func names(in folder: String) -> [String] { live.names(in: folder) }
}
