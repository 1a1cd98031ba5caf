import Foundation

/// Work done on a thread of its own while this one does something else: `compare` reads and
/// measures the sources while the scenarios run.
final class BackgroundWork<Value>: @unchecked Sendable {
    // Shared safely: `value` is written once, on the work's thread, before `done` is
    // signalled, and read only after waiting for that signal.
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `work` on a new thread at once.
    init(_ work: @escaping @Sendable () -> Value) {
        Thread { [self] in
            value = work()
            done.signal()
        }.start()
    }

    /// Waits for the work to finish, once, and returns what it made.
    func result() -> Value {
        done.wait()
        return value!
    }
}
