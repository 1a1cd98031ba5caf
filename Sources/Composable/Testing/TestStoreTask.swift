/// The effects one ``TestStore/send(_:assert:fileID:filePath:line:column:)`` started, as TCA's
/// `TestStoreTask` is: cancel it to end work that would otherwise run on, a live feed's.
@MainActor
public struct TestStoreTask {
    private let cancelEffects: @MainActor () -> Void

    init(cancelEffects: @escaping @MainActor () -> Void) {
        self.cancelEffects = cancelEffects
    }

    /// Cancels every effect the send led to that is still at work.
    public func cancel() {
        cancelEffects()
    }
}
