import Composable
import VirtualTime

/// What a fake service was asked, and what was cancelled: the tests' witness of effects at work.
@MainActor
final class WorkLog {
    var entries: [String] = []
}

/// A fake request on the main queue: answers `value` after `latency`, unless cancelled first.
/// With `ignoresCancel`, it answers anyway, as a service that calls back after a cancel does.
@MainActor
func request<Value>(
    _ value: Value, after latency: Duration, on queue: any MainQueue, log: WorkLog, name: String,
    ignoresCancel: Bool = false, answer: @escaping @MainActor (Value) -> Void
) -> EffectCancellation {
    log.entries.append("start \(name)")
    let work = queue.schedule(after: latency) { answer(value) }
    return EffectCancellation {
        log.entries.append("cancel \(name)")
        if !ignoresCancel { work.cancel() }
    }
}
