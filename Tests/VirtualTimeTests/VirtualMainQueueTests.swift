import Testing
import VirtualTime

@MainActor
struct VirtualMainQueueTests {
    @Test func workRunsInTimeOrderAndFIFOWithinOneInstant() {
        let queue = VirtualMainQueue()
        var log: [String] = []
        queue.schedule(after: .milliseconds(20)) { log.append("b@20") }
        queue.schedule(after: .milliseconds(10)) { log.append("a@10") }
        queue.schedule(after: .milliseconds(20)) { log.append("c@20") }
        queue.schedule(after: .zero) { log.append("now") }

        queue.advance(by: .milliseconds(20))

        #expect(log == ["now", "a@10", "b@20", "c@20"])
        #expect(queue.now == .milliseconds(20))
    }

    @Test func advanceStopsAtTheTargetAndLeavesLaterWork() {
        let queue = VirtualMainQueue()
        var ran: [Duration] = []
        for delay in [100, 329, 330, 331] {
            queue.schedule(after: .milliseconds(delay)) { ran.append(queue.now) }
        }

        queue.advance(by: .milliseconds(330))

        #expect(ran == [.milliseconds(100), .milliseconds(329), .milliseconds(330)])
        #expect(queue.pendingCount == 1)
        #expect(queue.nextDueTime == .milliseconds(331))
    }

    @Test func drainRunsWorkScheduledNowByWorkRunningNow() {
        let queue = VirtualMainQueue()
        var log: [String] = []
        queue.async {
            log.append("first")
            queue.async { log.append("second") }
            queue.schedule(after: .milliseconds(1)) { log.append("later") }
        }

        queue.drain()

        #expect(log == ["first", "second"])
        #expect(queue.now == .zero)
        #expect(queue.pendingCount == 1)
    }

    @Test func cancelledWorkNeverRuns() {
        let queue = VirtualMainQueue()
        var ran = false
        let work = queue.schedule(after: .milliseconds(5)) { ran = true }

        work.cancel()
        queue.advance(by: .seconds(1))

        #expect(!ran)
        #expect(work.isCancelled)
        #expect(queue.pendingCount == 0)
    }

    @Test func cancellingAfterTheWorkRanChangesNothing() {
        let queue = VirtualMainQueue()
        let work = queue.async {}
        queue.drain()

        work.cancel()

        #expect(work.hasRun)
        #expect(!work.isCancelled)
        #expect(queue.pendingCount == 0)
    }

    @Test func runUntilIdleMovesTimeToTheLastWork() throws {
        let queue = VirtualMainQueue()
        queue.schedule(after: .seconds(2)) {
            queue.schedule(after: .milliseconds(500)) {}
        }

        try queue.runUntilIdle()

        #expect(queue.now == .milliseconds(2500))
        #expect(queue.tasksRun == 2)
        #expect(queue.tasksScheduled == 2)
    }

    @Test func runUntilIdleReportsRunawayWorkInsteadOfHanging() {
        let queue = VirtualMainQueue()
        func reschedule() { queue.schedule(after: .milliseconds(1)) { reschedule() } }
        reschedule()

        #expect(throws: VirtualMainQueue.RunawayWork(tasksRun: 50, reached: .milliseconds(50))) {
            try queue.runUntilIdle(maxTasks: 50)
        }
    }

    @Test func manyTasksComeOutInOrder() {
        let queue = VirtualMainQueue()
        var seen: [Int] = []
        for index in 0..<500 {
            queue.schedule(after: .milliseconds((index * 7919) % 97)) { seen.append(index) }
        }
        queue.advance(by: .milliseconds(100))

        let expected = (0..<500).sorted { ((($0 * 7919) % 97), $0) < ((($1 * 7919) % 97), $1) }
        #expect(seen == expected)
    }
}
