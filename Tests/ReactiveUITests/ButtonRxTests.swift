import HeadlessUI
import Reactive
import ReactiveTest
import ReactiveUI
import Testing

@MainActor
struct ButtonRxTests {
    let scheduler = TestScheduler()
    let button = Button(title: "Reload")

    @Test func tapEmitsEachTapFromSubscriptionOn() {
        button.userTap()
        let taps = scheduler.createObserver(Int.self)
        var count = 0
        let subscription = button.rx.tap.map { count += 1; return count }.subscribe(taps)

        scheduler.scheduleAt(100) { button.userTap() }
        scheduler.scheduleAt(250) { button.userTap() }
        scheduler.start()

        #expect(taps.events == [.next(100, 1), .next(250, 2)])
        subscription.dispose()
    }

    @Test func aDisabledButtonSendsNoTap() {
        var taps = 0
        let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })

        button.isEnabled = false
        button.userTap()

        #expect(taps == 0)
        subscription.dispose()
    }

    @Test func disposingStopsTheTapsAndLetsGoOfTheSubscriber() {
        final class Subscriber {}
        weak var released: Subscriber?
        var taps = 0
        do {
            let subscriber = Subscriber()
            released = subscriber
            let subscription = button.rx.tap.subscribe(onNext: { _ = subscriber; taps += 1 })
            button.userTap()
            subscription.dispose()
        }

        button.userTap()

        #expect(taps == 1)
        #expect(released == nil)
    }

    @Test func aControlAlreadyGoneCompletesAtOnce() {
        let events: Observable<Void>
        do { events = Button().rx.tap }
        var completed = false

        _ = events.subscribe(onCompleted: { completed = true })

        #expect(completed)
    }
}
