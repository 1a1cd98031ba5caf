import Reactive
import Testing

@MainActor
struct DisposableTests {
    @Test func anActionDisposableRunsItsActionOnce() {
        var runs = 0
        let disposable = Disposables.create { runs += 1 }

        disposable.dispose()
        disposable.dispose()

        #expect(runs == 1)
        #expect(disposable.isDisposed)
    }

    @Test func aDisposeBagDisposesEverythingWhenReleased() {
        var log: [String] = []
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { log.append("a") }.disposed(by: bag!)
        Disposables.create { log.append("b") }.disposed(by: bag!)

        #expect(log == [])
        bag = nil

        #expect(log == ["a", "b"])
    }

    @Test func aCompositeDisposesWhatIsAddedAfterItWasDisposed() {
        let composite = CompositeDisposable()
        var disposed = false
        composite.dispose()

        let key = composite.insert(Disposables.create { disposed = true })

        #expect(key == nil)
        #expect(disposed)
    }

    @Test func aCompositeDisposesAndForgetsARemovedDisposable() {
        var log: [String] = []
        let composite = CompositeDisposable(Disposables.create { log.append("a") })
        let key = composite.insert(Disposables.create { log.append("b") })!

        composite.remove(for: key)
        #expect(log == ["b"])
        #expect(composite.count == 1)
        composite.dispose()

        #expect(log == ["b", "a"])
    }

    @Test func aSerialDisposableDisposesThePreviousDisposableWhenReplaced() {
        var log: [String] = []
        let serial = SerialDisposable()

        serial.disposable = Disposables.create { log.append("first") }
        serial.disposable = Disposables.create { log.append("second") }
        #expect(log == ["first"])
        serial.dispose()
        serial.disposable = Disposables.create { log.append("third") }

        #expect(log == ["first", "second", "third"])
    }

    @Test func aSingleAssignmentDisposableDisposedEarlyDisposesWhatItIsGivenLater() {
        var disposed = false
        let single = SingleAssignmentDisposable()

        single.dispose()
        single.setDisposable(Disposables.create { disposed = true })

        #expect(disposed)
    }
}
