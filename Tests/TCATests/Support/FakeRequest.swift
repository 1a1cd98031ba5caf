import Composable
import VirtualTime

/// What the fakes were asked, and what was cancelled, in order: the tests' witness of effects at work.
@MainActor
final class WorkLog {
    var entries: [String] = []
}

/// A fake request on the main queue: answers `result` after `latency`, unless cancelled first.
/// With `ignoresCancel`, it answers anyway, as a service that calls back after a cancel does.
@MainActor
func fakeRequest<Value>(
    _ name: String, answering result: Value, after latency: Duration, on queue: any MainQueue, log: WorkLog,
    ignoresCancel: Bool = false, completion: @escaping @MainActor (Value) -> Void
) -> EffectCancellation {
    log.entries.append(name)
    let answer = queue.schedule(after: latency) { completion(result) }
    return EffectCancellation {
        log.entries.append("cancel " + name)
        if !ignoresCancel { answer.cancel() }
    }
}
