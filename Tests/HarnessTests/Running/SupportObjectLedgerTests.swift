import ArchitectureKit
@testable import Harness
import HeadlessUI
import Testing

@MainActor
struct SupportObjectLedgerTests {
    /// The count of live support objects, set by the test.
    @MainActor
    private final class LiveCount {
        var value = 0
    }

    /// An architecture whose support library is a number the test sets.
    private struct CountedSupport: Architecture {
        let live: LiveCount
        let id = "counted"
        let displayName = "Counted"
        let summary = "Support objects counted by hand."
        let seed = Seed(title: "A test double", author: "The workbench", url: "")
        let rules: [ArchitectureRule] = []
        let searchPath = IntentPath("Nothing to search", steps: [])

        @MainActor
        var liveSupportObjects: Int? { live.value }

        @MainActor
        func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
            ViewController()
        }
    }

    private let live = LiveCount()

    /// Pushes a screen with `before` support objects alive, lets it take some, then pops it
    /// with `afterPop` alive.
    private func pushAndPop(before: Int, afterPush: Int, afterPop: Int) -> [SupportObjectLeak] {
        var ledger = SupportObjectLedger(architecture: CountedSupport(live: live))
        live.value = before
        ledger.stepWillRun(stackDepth: 1)
        live.value = afterPush
        _ = ledger.stepDidRun(stackDepth: 2)
        ledger.stepWillRun(stackDepth: 2)
        live.value = afterPop
        return ledger.stepDidRun(stackDepth: 1)
    }

    @Test func aPoppedScreenThatGaveBackItsSupportObjectsIsNoLeak() {
        #expect(pushAndPop(before: 3, afterPush: 7, afterPop: 3).isEmpty)
    }

    @Test func fewerObjectsThanBeforeThePushIsNoLeak() {
        // Work on the screen below may finish while the pushed one is shown.
        #expect(pushAndPop(before: 3, afterPush: 7, afterPop: 1).isEmpty)
    }

    @Test func objectsStillAliveAfterThePopAreALeakWithTheCountsBeforeThePushAndNow() {
        let leaks = pushAndPop(before: 3, afterPush: 7, afterPop: 5)

        #expect(leaks == [SupportObjectLeak(architecture: "Counted", before: 3, now: 5)])
        #expect(leaks.first?.count == 2)
    }
}
