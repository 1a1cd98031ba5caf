import ArchitectureKit
import ArchitectureTestKit
import Testing
@testable import TCA

@MainActor
struct TCAArchitectureTests {
    @Test(arguments: LaunchScreen.allCases)
    func theRootIsTheLaunchScreen(_ screen: LaunchScreen) {
        let driver = present(TCAArchitecture().makeRoot(screen, environment: emptyEnvironment()))

        #expect(driver.topScreenID == screen.rawValue)
    }

    @Test func describesItself() {
        let tca = TCAArchitecture()
        #expect(tca.id == "tca")
        #expect(tca.displayName == "TCA")
        #expect(tca.seed.url == "https://github.com/pointfreeco/swift-composable-architecture")
        #expect(tca.supportModules == ["Composable"])
    }
}
