import ArchitectureTestKit
import ArchitectureKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVC

@MainActor
struct MVCArchitectureTests {
    @Test(arguments: LaunchScreen.allCases)
    func theRootIsTheLaunchScreen(_ screen: LaunchScreen) {
        let environment = emptyEnvironment()

        let driver = present(MVCArchitecture().makeRoot(screen, environment: environment))

        #expect(driver.topScreenID == screen.rawValue)
    }

    @Test func describesItself() {
        let mvc = MVCArchitecture()
        #expect(mvc.id == "mvc")
        #expect(mvc.displayName == "MVC")
        #expect(mvc.seed.url == "https://matteomanferdini.com/model-view-controller-ios/")
        #expect(mvc.rules.contains { $0.statement == "Views do not reference model types" })
    }
}
