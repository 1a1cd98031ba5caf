import Foundation

/// A write to an output that failed, with what the system said.
struct OutputFailure: Equatable, Sendable {
    /// The output, as a diagnostic names it: `standard output`.
    let output: String
    /// The `errno` of the failed write: `ENOSPC`, `EBADF`, `EPIPE`, …
    let error: Int32

    /// Whether the reader at the other end of a pipe has gone (`workbench list | head -1`):
    /// an ordinary end for a Unix tool, not a fault to report.
    var isClosedPipe: Bool { error == EPIPE }

    /// `cannot write to standard output: No space left on device`.
    var description: String {
        "cannot write to \(output): \(String(cString: strerror(error)))"
    }
}
