import Foundation

/// The few things the report's writing asks of a file system, so that tests can make any one
/// of them fail: a disk that fills, a process killed between two steps.
protocol FileSystem {
    /// Makes the folder and any missing folder above it.
    func makeFolder(_ path: String) throws
    /// Writes `data` as the whole of a new file at `path`, and waits until it is on the disk.
    func write(_ data: Data, to path: String) throws
    /// Renames `from` to `to` in one step, replacing a file at `to`.
    func move(_ from: String, to: String) throws
    /// Removes a file, or a folder with everything in it.
    func remove(_ path: String) throws
    func exists(_ path: String) -> Bool
    /// The names in a folder; none when it is not there.
    func names(in folder: String) -> [String]
}

/// What a step on the file system failed with: the path and what the system said.
public struct FileSystemFault: Error, Equatable, CustomStringConvertible {
    public let path: String
    /// The `errno` of the call that failed.
    public let code: Int32

    /// `Reports/.comparison.staging/comparison.html: No space left on device`.
    public var description: String { "\(path): \(reason)" }

    /// What the system said: `No space left on device`.
    public var reason: String { String(cString: strerror(code)) }
}

/// The machine's file system, called as directly as POSIX allows, so that each step is one call.
struct LiveFileSystem: FileSystem {
    func makeFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw fault(path, error)
        }
    }

    func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemFault(path: path, code: errno) }
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { failure = count < 0 ? errno : EIO; return }
                offset += count
            }
        }
        // A full disk may only show when the data goes to it: fsync and close say so.
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw FileSystemFault(path: path, code: failure) }
    }

    func move(_ from: String, to: String) throws {
        guard rename(from, to) == 0 else { throw FileSystemFault(path: to, code: errno) }
    }

    func remove(_ path: String) throws {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw fault(path, error)
        }
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Foundation's error, as the system call under it failed.
    private func fault(_ path: String, _ error: any Error) -> FileSystemFault {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return FileSystemFault(path: path, code: underlying.map { Int32($0.code) } ?? EIO)
    }
}
