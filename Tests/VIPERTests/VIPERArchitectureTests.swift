import ArchitectureTestKit
import ArchitectureKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import VIPER

@MainActor
struct VIPERArchitectureTests {
    @Test(arguments: LaunchScreen.allCases)
    func theRootIsTheLaunchScreen(_ screen: LaunchScreen) {
        let environment = emptyEnvironment()

        let driver = present(VIPERArchitecture().makeRoot(screen, environment: environment))

        #expect(driver.topScreenID == screen.rawValue)
    }

    @Test func describesItself() {
        let viper = VIPERArchitecture()
        #expect(viper.id == "viper")
        #expect(viper.displayName == "VIPER")
        #expect(viper.seed.url == "https://www.objc.io/issues/13-architecture/viper/")
        #expect(viper.rules.contains { $0.statement == "Only wireframes reach the navigation controller" })
    }
}
