import Reactive
import Testing
import VirtualTime

@MainActor
struct MainSchedulerTests {
    let queue = VirtualMainQueue()

    @Test func scheduleRunsTheActionOnTheQueueNotAtOnce() {
        let scheduler = MainScheduler(queue: queue)
        var ran = false

        _ = scheduler.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        #expect(!ran)
        queue.drain()

        #expect(ran)
    }

    @Test func scheduleRelativeRunsTheActionWhenItIsDue() {
        let scheduler = MainScheduler(queue: queue)
        var ranAt: [Duration] = []

        _ = scheduler.scheduleRelative(0, dueTime: .milliseconds(330)) { _ in
            ranAt.append(scheduler.now)
            return Disposables.create()
        }
        queue.advance(by: .seconds(1))

        #expect(ranAt == [.milliseconds(330)])
    }

    @Test func disposingScheduledWorkCancelsItAndLetsGoOfItsStateAtOnce() {
        let scheduler = MainScheduler(queue: queue)
        var witness: Witness? = Witness()
        weak let weakWitness = witness
        var ran = false

        let work = scheduler.scheduleRelative(witness!, dueTime: .seconds(5)) { _ in
            ran = true
            return Disposables.create()
        }
        witness = nil
        work.dispose()

        // The queue still holds the cancelled entry until its time, but not the state.
        #expect(weakWitness == nil)
        queue.advance(by: .seconds(10))
        #expect(!ran)
    }
}
