import Foundation

/// A value worked out the first time any thread asks for it, then kept: for facts of the whole
/// package that every architecture's checks read from one reading of the index.
final class WorkedOutOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func value(_ workOut: () -> Value) -> Value {
        lock.withLock {
            if let value { return value }
            let made = workOut()
            value = made
            return made
        }
    }
}
