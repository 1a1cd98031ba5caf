import ArchitectureKit
import ArchitectureTestKit
import Composable
import Domain
import HeadlessUI
import Testing
import VirtualTime
@testable import TCA

/// What the store costs the search screen per action, counted: every observation compares what
/// it shows once per action, the screen's own two (the latest search, the song's presence) and
/// one for each cell on screen that follows its artwork; the song's presence is read through a
/// scoped store, derived once per action.
@MainActor
struct StoreCostTests {
    @Test(arguments: [(visibleRows: 1, comparisons: 3), (visibleRows: 5, comparisons: 7), (visibleRows: 10, comparisons: 12)])
    func anEditComparesEveryObservationOnceTheScreensTwoAndOnePerCellOnScreen(visibleRows: Int, comparisons: Int) throws {
        let queue = VirtualMainQueue()
        let environment = AppEnvironment(
            mainQueue: queue, songSearch: SongSearchService(catalog: Songs.catalog, queue: queue),
            artwork: ArtworkLoader(queue: queue), flights: FlightService(flights: [], queue: queue)
        )
        let driver = present(TCAArchitecture().makeRoot(.search, environment: environment), visibleRows: visibleRows)
        // Thirty tracks, each with its artwork: every cell on screen follows one.
        try driver.replaceText(of: "search.term", with: "track")
        queue.advance(by: .milliseconds(630))
        #expect(try driver.text(of: "search.status") == "30 songs")

        let before = StoreWork.total
        try driver.type("s", into: "search.term")
        let work = StoreWork.total.since(before)

        // One action, which changes what no observation shows, and starts the debounce's wait.
        #expect(work == StoreWork(actionsReduced: 1, stateComparisons: comparisons, scopesComputed: 1,
                                  observerCalls: 0, effectsStarted: 1, objectsAlive: 1))
    }
}
