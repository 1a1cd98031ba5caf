import ArchitectureTestKit
import ArchitectureKit
import Bind
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import MVVMC

/// The whole app through its widgets, as a UI test drives it: screens, navigation, and the
/// bindings each screen gives back when it is popped.
@MainActor
struct MVVMCArchitectureTests {
    let queue = VirtualMainQueue()
    let environment: AppEnvironment

    init() {
        environment = AppEnvironment(
            mainQueue: queue,
            songSearch: SongSearchService(catalog: Catalog.songs, queue: queue),
            artwork: ArtworkLoader(queue: queue),
            flights: FlightService(flights: Board.flights, queue: queue)
        )
    }

    func launch(_ screen: LaunchScreen) -> Driver {
        present(MVVMCArchitecture().makeRoot(screen, environment: environment))
    }

    @Test func describesItself() {
        let mvvmc = MVVMCArchitecture()
        #expect(mvvmc.id == "mvvmc")
        #expect(mvvmc.displayName == "MVVMC")
        #expect(mvvmc.seed.url == "https://github.com/markohlebar/BIND")
        #expect(mvvmc.rules.contains { $0.statement == "Only data controllers create view models" })
        #expect(mvvmc.liveSupportObjects == BindResources.total)
    }

    @Test(arguments: LaunchScreen.allCases)
    func theRootIsTheLaunchScreen(_ screen: LaunchScreen) {
        #expect(launch(screen).topScreenID == screen.rawValue)
    }

    @Test func searchingShowsTheRowsAndTheStatus() throws {
        let driver = launch(.search)
        #expect(try driver.text(of: "search.status") == "Type to search")
        try driver.replaceText(of: "search.term", with: "beatles")
        queue.advance(by: .milliseconds(330))
        #expect(try driver.text(of: "search.status") == "Searching for \u{201C}beatles\u{201D}\u{2026}")
        queue.advance(by: .milliseconds(200))

        #expect(try driver.text(of: "search.status") == "2 songs")
        #expect(try driver.cell("search.results", row: 1).titleLabel.text == "Yesterday")
        queue.advance(by: .milliseconds(100))
        #expect(try driver.cell("search.results", row: 0).artworkView.image?.source == "https://art.example/1/100x100bb.jpg")
    }

    @Test func closingTheSongScreenReleasesItAndGivesBackItsBindings() throws {
        let driver = launch(.search)
        try driver.replaceText(of: "search.term", with: "yesterday")
        queue.advance(by: .milliseconds(530))
        let before = BindResources.total
        weak var song: ViewController?

        try driver.tapRow(0, of: "search.results")
        song = driver.topViewController
        #expect(driver.topViewController?.title == "Yesterday")
        #expect(try driver.text(of: "song.explicit") == "Explicit")
        #expect(BindResources.total > before)
        try driver.tap("song.close")

        #expect(song == nil)
        #expect(BindResources.total == before)
        #expect(try driver.table("search.results").indexPathForSelectedRow == nil)
    }

    @Test func theBoardLoadsOnceAndTheOpenCardFollowsTheFeedWithTheRow() throws {
        let driver = launch(.flights)
        queue.advance(by: .milliseconds(150))
        let before = BindResources.total
        weak var card: ViewController?

        try driver.tapRow(1, of: "flights.list")
        card = driver.topViewController
        environment.flights.publish(FlightStatusChange(flightID: "BA287", status: .departed))
        #expect(try driver.text(of: "card.status") == "Departed")
        try driver.back()

        #expect(card == nil)
        #expect(BindResources.total == before)
        #expect(try driver.cell("flights.list", row: 1).detailLabel.text == "Wed 1 Apr 14:05 \u{00B7} Departed")
        #expect(environment.flights.requestCount == 1)
    }

    @Test func theReloadButtonLoadsTheBoardAgain() throws {
        let driver = launch(.flights)
        queue.advance(by: .milliseconds(150))
        try driver.tap("flights.reload")
        #expect(try driver.text(of: "flights.status") == "Loading flights\u{2026}")
        queue.advance(by: .milliseconds(150))

        #expect(environment.flights.requestCount == 2)
        #expect(try driver.text(of: "flights.status") == "3 flights")
    }

    @Test func closingTheCardReleasesItAndGivesBackItsBindings() throws {
        let driver = launch(.flights)
        queue.advance(by: .milliseconds(150))
        let before = BindResources.total
        weak var card: ViewController?

        try driver.tapRow(0, of: "flights.list")
        card = driver.topViewController
        try driver.tap("card.close")

        #expect(card == nil)
        #expect(driver.topScreenID == "flights")
        #expect(BindResources.total == before)
    }
}
