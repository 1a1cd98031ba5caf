import Foundation

/// Why a file a user named is not read at all: it cannot be opened, it is no regular file,
/// or it is larger than any input may be (``TextFile/largestFile``). Said as the other
/// diagnostics say a fault: what was expected, and what was found.
public enum FileRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not there, or may not be read.
    case unreadable
    /// The path names a folder, a FIFO, a device or a socket.
    case notAFile(FileKind)
    /// The file holds more than `largest` bytes: `bytes` of them, or nil when it said it held
    /// fewer and went on (a file still being written).
    case tooLarge(bytes: Int?, largest: Int)

    public var description: String {
        switch self {
        case .unreadable: "cannot read the file"
        case let .notAFile(kind): "expected a file, found \(kind.described)"
        case let .tooLarge(bytes, largest): "expected a file of at most \(largest) bytes, found \(bytes.map(String.init) ?? "more")"
        }
    }
}

/// What a path names, as the file system says.
public enum FileKind: Equatable, Sendable {
    case file, folder, fifo, device, socket, other

    /// The kind the type bits of a file's mode (`st_mode`) give.
    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// `a folder`, `a FIFO (a named pipe)`: the kind in a sentence.
    var described: String {
        switch self {
        case .file: "a file"
        case .folder: "a folder"
        case .fifo: "a FIFO (a named pipe)"
        case .device: "a device"
        case .socket: "a socket"
        case .other: "something that is no file"
        }
    }
}
