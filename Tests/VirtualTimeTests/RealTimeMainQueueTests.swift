import Testing
import VirtualTime

@MainActor
struct RealTimeMainQueueTests {
    @Test func workRunsOnTheMainQueueAfterItsDelay() async {
        let queue = RealTimeMainQueue()
        let scheduledAt = queue.now
        let ranAt: Duration = await withCheckedContinuation { continuation in
            queue.schedule(after: .milliseconds(20)) { continuation.resume(returning: queue.now) }
        }
        #expect(ranAt - scheduledAt >= .milliseconds(20))
    }

    @Test func cancelledWorkNeverRunsAndWorkThatRanCannotBeCancelled() async {
        let queue = RealTimeMainQueue()
        var cancelledRan = false
        let cancelled = queue.schedule(after: .milliseconds(5)) { cancelledRan = true }
        cancelled.cancel()
        let later = queue.schedule(after: .milliseconds(10)) {}
        await withCheckedContinuation { continuation in
            queue.schedule(after: .milliseconds(30)) { continuation.resume() }
        }
        later.cancel()
        #expect(!cancelledRan)
        #expect(cancelled.isCancelled)
        #expect(later.hasRun)
        #expect(!later.isCancelled)
    }
}
