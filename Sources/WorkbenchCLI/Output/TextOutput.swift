import Foundation

/// Where a command writes: standard output, standard error, or a buffer in tests.
///
/// A write that fails — a full disk, a closed descriptor, a pipe whose reader has gone — never
/// stops the program here: the output keeps the first failure, drops whatever is written after
/// it, and the tool ends the command with the failure's status once the command is done
/// (``WorkbenchTool``). Foundation's `FileHandle.write(_:)` would trap instead.
public final class TextOutput: @unchecked Sendable {
    private let descriptor: Int32?
    /// How a diagnostic names this output: `standard output`.
    let name: String
    // Guards `text` and `failure`: progress may be shown from another thread.
    private let lock = NSLock()
    private var written = ""
    private var firstFailure: OutputFailure?

    /// - Parameters:
    ///   - descriptor: The file descriptor written to; nil keeps what is written in ``text``.
    ///   - name: How a diagnostic names this output.
    init(descriptor: Int32?, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    public static let standardOutput = TextOutput(descriptor: STDOUT_FILENO, name: "standard output")
    public static let standardError = TextOutput(descriptor: STDERR_FILENO, name: "standard error")

    /// An output that keeps what is written, for tests.
    public static func buffer() -> TextOutput { TextOutput(descriptor: nil, name: "a buffer") }

    /// What was written, when this output is a buffer.
    public var text: String { lock.withLock { written } }

    /// The first write that failed; nil while every write has gone through.
    var failure: OutputFailure? { lock.withLock { firstFailure } }

    public func write(_ string: String) {
        lock.withLock {
            guard firstFailure == nil else { return }
            guard let descriptor else { written += string; return }
            if let error = DescriptorWriting.writeAll(descriptor, Array(string.utf8)) {
                firstFailure = OutputFailure(output: name, error: error)
            }
        }
    }
}
