import Foundation

/// Writing straight to a file descriptor, with no buffer in between: a worker's progress must
/// be out of the process before the next step, in case that step kills it; and a failed write
/// is reported, not trapped on, as Foundation's `FileHandle.write(_:)` would.
enum DescriptorWriting {
    /// Writes every byte, in as few `write` calls as the descriptor allows (one for a short
    /// line), retrying a write a signal interrupted.
    ///
    /// - Returns: The `errno` of the write that failed (the other end gone, a full disk), or
    ///   nil when every byte was written.
    @discardableResult
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                offset += written
            }
            return nil
        }
    }
}
