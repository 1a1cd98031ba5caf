import ArchitectureTestKit
import ArchitectureKit
import Domain
import HeadlessUI
import Reactive
import Testing
import VirtualTime
@testable import MVB

@MainActor
struct MVBArchitectureTests {
    @Test(arguments: LaunchScreen.allCases)
    func theRootIsTheLaunchScreen(_ screen: LaunchScreen) {
        let environment = emptyEnvironment()

        let driver = present(MVBArchitecture().makeRoot(screen, environment: environment))

        #expect(driver.topScreenID == screen.rawValue)
    }

    @Test func describesItself() {
        let mvb = MVBArchitecture()

        #expect(mvb.id == "mvb")
        #expect(mvb.displayName == "MVB")
        #expect(mvb.seed.url == "https://github.com/RxSugar/Searchy")
        #expect(mvb.rules.contains { $0.statement == "Views do not reference Models" })
        #expect(mvb.rules.contains { $0.statement == "Models and Views do not reference the Binding" })
    }

    @Test func itsSupportObjectsAreTheReactiveLibrarysLiveObjects() {
        let subject = PublishSubject<Int>()

        #expect(MVBArchitecture().liveSupportObjects == Resources.total)
        _ = subject
    }
}
