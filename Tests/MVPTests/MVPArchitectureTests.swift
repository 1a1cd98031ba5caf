import ArchitectureKit
import ArchitectureTestKit
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVP

@MainActor
struct MVPArchitectureTests {
    @Test(arguments: LaunchScreen.allCases)
    func theRootIsTheLaunchScreen(_ screen: LaunchScreen) {
        let environment = emptyEnvironment()

        let driver = present(MVPArchitecture().makeRoot(screen, environment: environment))

        #expect(driver.topScreenID == screen.rawValue)
    }

    @Test func describesItself() {
        let mvp = MVPArchitecture()
        #expect(mvp.id == "mvp")
        #expect(mvp.displayName == "MVP")
        #expect(mvp.seed.author == "Martin Fowler")
        #expect(mvp.seed.url == "https://martinfowler.com/eaaDev/PassiveScreen.html")
        #expect(mvp.rules.contains { $0.statement == "Presenters use nothing of HeadlessUI" })
    }
}
