import Diagnostics
import Domain
@testable import Harness
@testable import ScenarioLanguage
import Testing
import Workbench
import WorkbenchTestKit

struct LiveFeedTests {
    @Test func changesGoRoundTheBoardWithDelaysOfOneToFiftyNineMinutes() throws {
        let board = try Fixtures.defaultFlights()
        let changes = LiveFeed.changes(61, for: board)
        #expect(changes.count == 61)
        #expect(changes[0] == FlightStatusChange(flightID: board[0].id, status: .delayed(minutes: 1)))
        #expect(changes[17] == FlightStatusChange(flightID: board[0].id, status: .delayed(minutes: 18)))
        #expect(changes[58].status == .delayed(minutes: 59))
        #expect(changes[59].status == .delayed(minutes: 1))
        #expect(changes[60].flightID == board[60 % board.count].id)
    }

    @Test func anEmptyBoardGetsNoChanges() {
        #expect(LiveFeed.changes(10, for: []).isEmpty)
    }
}
