import HeadlessUI
import Testing

@MainActor
struct NavigationControllerTests {
    @Test func theStackListsItsScreensRootFirst() {
        let log = LifecycleLog()
        let a = RecordingViewController("a", log: log)
        let b = RecordingViewController("b", log: log)
        let navigation = NavigationController(rootViewController: a)

        navigation.pushViewController(b, animated: false)

        #expect(navigation.viewControllers.map(\.title) == ["a", "b"])
        #expect(navigation.topViewController === b)
    }

    @Test func poppingTheRootReturnsNilAndCallsNothing() {
        let log = LifecycleLog()
        let a = RecordingViewController("a", log: log)
        let navigation = NavigationController(rootViewController: a)
        Window(rootViewController: navigation).makeKeyAndVisible()
        _ = log.take()

        let popped = navigation.popViewController(animated: true)

        #expect(popped == nil)
        #expect(log.take() == [])
        #expect(navigation.viewControllers.count == 1)
        #expect(a.navigationController === navigation)
    }

    @Test func popReturnsTheScreenThatWasOnTop() {
        let log = LifecycleLog()
        let a = RecordingViewController("a", log: log)
        let b = RecordingViewController("b", log: log)
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)

        let popped = navigation.popViewController(animated: false)

        #expect(popped === b)
        #expect(navigation.topViewController === a)
    }

    @Test func navigationControllerIsSetOnPushAndClearedOnPop() {
        let log = LifecycleLog()
        let a = RecordingViewController("a", log: log)
        let b = RecordingViewController("b", log: log)
        let navigation = NavigationController(rootViewController: a)
        #expect(a.navigationController === navigation)
        #expect(b.navigationController == nil)

        navigation.pushViewController(b, animated: true)
        #expect(b.navigationController === navigation)

        navigation.popViewController(animated: true)
        #expect(b.navigationController == nil)
        #expect(a.navigationController === navigation)
    }

    @Test func aPoppedScreenIsReleasedOnceTheCallerDropsIt() {
        let log = LifecycleLog()
        let navigation = NavigationController(rootViewController: RecordingViewController("a", log: log))
        Window(rootViewController: navigation).makeKeyAndVisible()
        weak var weakB: ViewController?
        do {
            let b = RecordingViewController("b", log: log)
            weakB = b
            navigation.pushViewController(b, animated: true)
        }

        do {
            let popped = navigation.popViewController(animated: true)
            #expect(popped === weakB)
            #expect(weakB != nil)
        }

        #expect(weakB == nil)
    }

    @Test func aPoppedScreenWithATableAndActionsLeavesNothingAlive() throws {
        weak var weakScreen: ViewController?
        weak var weakTable: TableView?
        weak var weakCell: TableViewCell?
        weak var weakDataSource: CountingDataSource?
        let driver: Driver
        do {
            let dataSource = CountingDataSource(rowCount: 30)
            let screen = ScreenViewController("list") { root in
                let table = root.add(TableView(), id: "list.rows")
                table.register(RecordingCell.self, forCellReuseIdentifier: CountingDataSource.reuseIdentifier)
                table.dataSource = dataSource
                table.delegate = dataSource
                let button = root.add(Button(title: "Reload"), id: "list.reload")
                button.addAction(Action { [weak table] _ in table?.reloadData() }, for: .touchUpInside)
                weakTable = table
            }
            weakScreen = screen
            weakDataSource = dataSource
            driver = makeDriver(ScreenViewController("home"), screen)
            try driver.scroll("list.rows", toRow: 15)  // recycles cells through the pool
            weakCell = try driver.cell("list.rows", row: 15)
        }
        #expect(weakCell != nil)
        #expect(weakTable != nil)

        do { _ = try driver.back() }

        #expect(weakScreen == nil)
        #expect(weakTable == nil)
        #expect(weakCell == nil)
        #expect(weakDataSource == nil)
    }

    @Test func releasingTheWindowReleasesEveryScreen() {
        let log = LifecycleLog()
        weak var weakA: ViewController?
        weak var weakB: ViewController?
        weak var weakNavigation: NavigationController?
        do {
            let a = RecordingViewController("a", log: log)
            let b = RecordingViewController("b", log: log)
            let window = Window(rootViewController: NavigationController(rootViewController: a))
            window.makeKeyAndVisible()
            window.rootViewController.pushViewController(b, animated: false)
            (weakA, weakB, weakNavigation) = (a, b, window.rootViewController)
        }

        #expect(weakA == nil)
        #expect(weakB == nil)
        #expect(weakNavigation == nil)
    }
}
