import ArchitectureTestKit
import ArchitectureKit
import Domain
import HeadlessUI
import Reactive
import Testing
import VirtualTime
@testable import Binder

@MainActor
struct BinderArchitectureTests {
    @Test(arguments: LaunchScreen.allCases)
    func theRootIsTheLaunchScreen(_ screen: LaunchScreen) {
        let environment = emptyEnvironment()

        let driver = present(BinderArchitecture().makeRoot(screen, environment: environment))

        #expect(driver.topScreenID == screen.rawValue)
    }

    @Test func describesItself() {
        let binder = BinderArchitecture()

        #expect(binder.id == "binder")
        #expect(binder.displayName == "Binder")
        #expect(binder.seed.author == "Sakun Labs")
        #expect(binder.rules.contains { $0.statement.hasPrefix("Only binders make view controllers") })
    }

    @Test func itsSupportObjectsAreTheReactiveLibrarysLiveObjects() {
        let before = BinderArchitecture().liveSupportObjects
        let subject = PublishSubject<Int>()

        #expect(BinderArchitecture().liveSupportObjects == before.map { $0 + 1 })
        _ = subject
    }
}
