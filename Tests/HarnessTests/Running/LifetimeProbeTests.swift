@testable import Harness
import HeadlessUI
import Testing

@MainActor
struct LifetimeProbeTests {
    private final class ScreenController: ViewController {
        private let screenID: String

        init(_ screenID: String) {
            self.screenID = screenID
            super.init()
        }

        override func loadView() {
            let root = View()
            root.accessibilityIdentifier = screenID
            root.addSubview(Label())
            root.addSubview(Label())
            view = root
        }
    }

    private let root = ScreenController("search")

    @Test func aPoppedScreenThatWasReleasedIsNoLeak() {
        var detail: ScreenController? = ScreenController("song")
        let probe = LifetimeProbe(stack: [root, detail!])

        detail = nil

        #expect(probe.leaks(stillOnStack: [root]).isEmpty)
    }

    @Test func aPoppedScreenWhoseControllerStaysAliveNamesTheControllersTypeAndItsViewsByKind() {
        let detail = ScreenController("song")
        let probe = LifetimeProbe(stack: [root, detail])

        let leaks = probe.leaks(stillOnStack: [root])

        #expect(leaks == [ScreenLeak(screenID: "song", controllerType: "ScreenController",
                                     views: [ViewCount(kind: "View", count: 1), ViewCount(kind: "Label", count: 2)])])
    }

    @Test func viewsThatOutliveTheirReleasedControllerAreALeakWithNoControllerType() {
        var detail: ScreenController? = ScreenController("song")
        let probe = LifetimeProbe(stack: [root, detail!])
        let keptLabel = detail!.view.subviews[0]

        detail = nil

        #expect(probe.leaks(stillOnStack: [root]) == [ScreenLeak(screenID: "song", controllerType: nil,
                                                                  views: [ViewCount(kind: "Label", count: 1)])])
        withExtendedLifetime(keptLabel) {}
    }

    @Test func aScreenStillOnTheStackIsNoLeak() {
        let probe = LifetimeProbe(stack: [root])

        #expect(probe.leaks(stillOnStack: [root]).isEmpty)
    }
}
