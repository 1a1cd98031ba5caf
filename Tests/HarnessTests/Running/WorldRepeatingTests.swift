import ArchitectureKit
@testable import Harness
import MVC
import Testing
import WorkbenchTestKit

/// Which operations leave their world as they found it, so `bench` may time them again and
/// again in one world.
@MainActor
struct WorldRepeatingTests {
    private func leavesItAsFound(setUp: String, operation: String) throws -> Bool {
        let text = """
            scenario "Repeating"
            given songs 20 seed 1
            given limit 20
            launch search
            replace search.term "e"
            wait 530ms
            wait 100ms
            \(setUp)
            measure
            \(operation)

            """
        let prepared = try ScenarioRunner.prepare(try scenario(text), fixtures: FixtureStore())
        return World.leavesItAsFound(prepared, on: MVCArchitecture())
    }

    @Test func selectingARowAndComingBackOnceItsArtworkIsCachedLeavesTheListAsItWas() throws {
        // The detail screen's large artwork was loaded in the set-up, so every push finds it
        // in the cache and does what the one before it did.
        #expect(try leavesItAsFound(setUp: "tap search.results[3]\nwait 100ms\nback", operation: "tap search.results[3]\nback"))
    }

    @Test func aSecondPushThatJoinsTheFirstOnesLoadDoesOtherWork() throws {
        // The first push starts the large artwork's load; the second joins it in flight, with
        // no request of its own: not the same work.
        #expect(try !leavesItAsFound(setUp: "", operation: "tap search.results[3]\nback"))
    }

    @Test func anOperationThatChangesTheScreenDoesNotLeaveItAsFound() throws {
        #expect(try !leavesItAsFound(setUp: "", operation: "replace search.term \"\"\nwait 330ms"))
    }
}
