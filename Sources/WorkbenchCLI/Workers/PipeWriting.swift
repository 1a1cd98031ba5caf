import Foundation

/// Writing straight to a file descriptor, with no buffer in between: a worker's progress
/// must be out of the process before the next step, in case that step kills it.
enum PipeWriting {
    /// Writes every byte, in as few `write` calls as the pipe allows (one for a short line).
    ///
    /// - Returns: False when the other end is gone or the write failed.
    @discardableResult
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
