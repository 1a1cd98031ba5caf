import Reactive
import ReactiveTest
import Testing

@MainActor
struct CreateTests {
    let scheduler = TestScheduler()

    @Test func createRunsItsSubscribeClosureForEachSubscriber() {
        var subscriptions = 0
        let numbers = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            observer.onCompleted()
            return Disposables.create()
        }
        var received: [Int] = []

        _ = numbers.subscribe(onNext: { received.append($0) })
        _ = numbers.subscribe(onNext: { received.append($0) })

        #expect(received == [1, 2])
    }

    @Test func createForwardsNothingAfterATerminalEvent() {
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                observer.onNext(2)
                observer.onError(testError)
                return Disposables.create()
            }
        }

        #expect(res.events == [.next(200, 1), .completed(200)])
    }

    @Test func createRunsTheReturnedDisposableOnceWhenTheSequenceEnds() {
        var disposals = 0
        var send: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            send = observer
            return Disposables.create { disposals += 1 }
        }.subscribe()

        send?.onError(testError)
        subscription.dispose()

        #expect(disposals == 1)
    }

    @Test func createRunsTheReturnedDisposableWhenDisposed() {
        var disposed = false
        let subscription = Observable<Int>.create { _ in Disposables.create { disposed = true } }.subscribe()

        subscription.dispose()

        #expect(disposed)
    }

    @Test func justSendsOneElementAndCompletes() {
        let res = scheduler.start { Observable.just(7) }

        #expect(res.events == [.next(200, 7), .completed(200)])
    }

    @Test func emptyCompletesAtOnce() {
        let res = scheduler.start { Observable<Int>.empty() }

        #expect(res.events == [.completed(200)])
    }

    @Test func neverSendsNothing() {
        let res = scheduler.start { Observable<Int>.never() }

        #expect(res.events == [])
    }

    @Test func errorFailsAtOnce() {
        let res = scheduler.start { Observable<Int>.error(testError) }

        #expect(res.events == [.error(200, testError)])
    }
}

@MainActor
struct DeferredTests {
    let scheduler = TestScheduler()

    @Test func deferredDecidesAtEachSubscriptionWhatToSend() {
        var current = 1
        let numbers = Observable<Int>.deferred { .just(current) }
        var received: [Int] = []

        current = 2
        _ = numbers.subscribe(onNext: { received.append($0) })
        current = 3
        _ = numbers.subscribe(onNext: { received.append($0) })

        #expect(received == [2, 3])
    }

    @Test func deferredFailsWithTheErrorItsFactoryThrows() {
        let res = scheduler.start { Observable<Int>.deferred { throw testError } }

        #expect(res.events == [.error(200, testError)])
    }
}
