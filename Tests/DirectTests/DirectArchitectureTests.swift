import ArchitectureKit
import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import Direct

@MainActor
struct DirectArchitectureTests {
    @Test(arguments: LaunchScreen.allCases)
    func theRootIsTheLaunchScreen(_ screen: LaunchScreen) {
        let environment = emptyEnvironment()

        let driver = present(DirectArchitecture().makeRoot(screen, environment: environment))

        #expect(driver.topScreenID == screen.rawValue)
    }

    @Test func isTheBaselineAndSaysWhereItComesFrom() {
        let direct = DirectArchitecture()
        #expect(direct.id == "direct")
        #expect(direct.displayName == "Direct")
        #expect(direct.isBaseline)
        #expect(direct.seed.url == "https://github.com/krausest/js-framework-benchmark")
        #expect(direct.rules.contains { $0.statement == "No support library" })
    }
}
