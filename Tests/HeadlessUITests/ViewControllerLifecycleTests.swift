import HeadlessUI
import Testing

@MainActor
struct ViewControllerLifecycleTests {
    // MARK: - Appearing in a window

    @Test func makingTheWindowVisibleLoadsAndShowsTheRootScreen() {
        let log = LifecycleLog()
        let root = RecordingViewController("a", log: log)
        let window = Window(rootViewController: NavigationController(rootViewController: root))

        window.makeKeyAndVisible()

        #expect(log.take() == ["a.loadView", "a.viewDidLoad", "a.viewWillAppear", "a.viewDidAppear"])
    }

    @Test func makingTheWindowVisibleTwiceShowsTheRootScreenOnce() {
        let log = LifecycleLog()
        let window = Window(rootViewController: NavigationController(rootViewController: RecordingViewController("a", log: log)))
        window.makeKeyAndVisible()
        _ = log.take()

        window.makeKeyAndVisible()

        #expect(log.take() == [])
    }

    @Test func nothingLoadsBeforeTheWindowIsVisible() {
        let log = LifecycleLog()
        let root = RecordingViewController("a", log: log)
        let navigation = NavigationController(rootViewController: root)
        _ = Window(rootViewController: navigation)

        navigation.pushViewController(RecordingViewController("b", log: log), animated: false)

        #expect(log.take() == [])
        #expect(!root.isViewLoaded)
    }

    @Test func aWindowShownAfterPushesShowsOnlyItsTopScreen() {
        let log = LifecycleLog()
        let navigation = NavigationController(rootViewController: RecordingViewController("a", log: log))
        navigation.pushViewController(RecordingViewController("b", log: log), animated: false)
        let window = Window(rootViewController: navigation)

        window.makeKeyAndVisible()

        #expect(log.take() == ["b.loadView", "b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear"])
    }

    // MARK: - Push and pop

    @Test func pushingCallsBothScreensInUIKitsOrder() {
        let log = LifecycleLog()
        let navigation = NavigationController(rootViewController: RecordingViewController("a", log: log))
        Window(rootViewController: navigation).makeKeyAndVisible()
        _ = log.take()

        navigation.pushViewController(RecordingViewController("b", log: log), animated: true)

        #expect(log.take() == [
            "b.loadView", "b.viewDidLoad",
            "a.viewWillDisappear", "b.viewWillAppear",
            "a.viewDidDisappear", "b.viewDidAppear",
        ])
    }

    @Test func poppingCallsBothScreensInUIKitsOrder() {
        let log = LifecycleLog()
        let navigation = NavigationController(rootViewController: RecordingViewController("a", log: log))
        Window(rootViewController: navigation).makeKeyAndVisible()
        navigation.pushViewController(RecordingViewController("b", log: log), animated: true)
        _ = log.take()

        navigation.popViewController(animated: true)

        #expect(log.take() == [
            "b.viewWillDisappear", "a.viewWillAppear",
            "b.viewDidDisappear", "a.viewDidAppear",
        ])
    }

    @Test func aScreenPushedAgainDoesNotLoadItsViewAgain() {
        let log = LifecycleLog()
        let navigation = NavigationController(rootViewController: RecordingViewController("a", log: log))
        Window(rootViewController: navigation).makeKeyAndVisible()
        let b = RecordingViewController("b", log: log)
        navigation.pushViewController(b, animated: true)
        navigation.popViewController(animated: true)
        _ = log.take()

        navigation.pushViewController(b, animated: true)

        #expect(log.take() == ["a.viewWillDisappear", "b.viewWillAppear", "a.viewDidDisappear", "b.viewDidAppear"])
    }

    @Test func theAnimatedFlagIsPassedOnAndTheFirstAppearanceIsNotAnimated() {
        let log = LifecycleLog()
        let a = RecordingViewController("a", log: log)
        let b = RecordingViewController("b", log: log)
        let navigation = NavigationController(rootViewController: a)
        Window(rootViewController: navigation).makeKeyAndVisible()

        navigation.pushViewController(b, animated: true)

        #expect(a.animatedFlags == [false, false, true, true])
        #expect(b.animatedFlags == [true, true])
    }

    // MARK: - Loading the view

    @Test func theViewLoadsOnFirstUseAndOnlyOnce() {
        let log = LifecycleLog()
        let screen = RecordingViewController("a", log: log)
        #expect(!screen.isViewLoaded)

        let first = screen.view
        let second = screen.view

        #expect(screen.isViewLoaded)
        #expect(first === second)
        #expect(log.take() == ["a.loadView", "a.viewDidLoad"])
    }

    @Test func aScreenThatSetsNoViewInLoadViewGetsAnEmptyView() {
        final class ForgetfulViewController: ViewController {
            override func loadView() {}
        }
        let screen = ForgetfulViewController()

        screen.loadViewIfNeeded()

        #expect(screen.isViewLoaded)
        #expect(screen.view.subviews.isEmpty)
        #expect(screen.view.accessibilityIdentifier == nil)
    }
}
