import ArchitectureTestKit
import ArchitectureKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVVM

@MainActor
struct MVVMArchitectureTests {
    @Test(arguments: LaunchScreen.allCases)
    func theRootIsTheLaunchScreen(_ screen: LaunchScreen) {
        let environment = emptyEnvironment()

        let driver = present(MVVMArchitecture().makeRoot(screen, environment: environment))

        #expect(driver.topScreenID == screen.rawValue)
    }

    @Test func describesItself() {
        let mvvm = MVVMArchitecture()
        #expect(mvvm.id == "mvvm")
        #expect(mvvm.displayName == "MVVM")
        #expect(mvvm.seed.author == "Matteo Manferdini")
        #expect(mvvm.seed.url == "https://matteomanferdini.com/mvvm-pattern-ios-swift/")
        #expect(mvvm.rules.contains { $0.statement == "View models are values all through" })
    }
}
