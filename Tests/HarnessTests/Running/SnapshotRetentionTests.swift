@testable import Harness
import MVC
import Testing
import WorkbenchTestKit

@MainActor
struct SnapshotRetentionTests {
    /// Steps: 0 launch, 1 type, 2 wait, 3 expect.
    private let typing = """
        scenario "Typing hey"
        launch search
        type search.term "hey"
        wait 530ms
        expect search.status "4 songs"
        """

    private func run(_ text: String, keeping retention: SnapshotRetention) throws -> ArchitectureRun {
        let prepared = try ScenarioRunner.prepare(try scenario(text), fixtures: FixtureStore())
        return ScenarioRunner.run(prepared, on: MVCArchitecture(), keeping: retention)
    }

    @Test func aRunKeepsOnlyItsLastStepsTextUnlessAsked() throws {
        let run = try run(typing, keeping: .lastStep)

        #expect(run.snapshots.keys.sorted() == [3])
        #expect(run.finalSnapshot.contains("search.status  label \"4 songs\""))
    }

    @Test func aRunAskedForEveryStepKeepsEveryText() throws {
        let run = try run(typing, keeping: .everyStep)

        #expect(run.snapshots.keys.sorted() == [0, 1, 2, 3])
        #expect(run.snapshots[0]?.contains("search.status  label \"Type to search\"") == true)
        #expect(run.snapshots[1]?.contains("search.term  field \"hey\"") == true)
        #expect(run.snapshots[2]?.contains("search.status  label \"4 songs\"") == true)
        // An expect only looks: the screen is the one the wait left.
        #expect(run.snapshots[3] == run.snapshots[2])
        #expect(run.steps.map(\.snapshotDigest) == (0...3).map { SnapshotDigest(of: run.snapshots[$0] ?? "") })
    }

    @Test func aRunAskedForOneStepKeepsItAndTheLast() throws {
        let run = try run(typing, keeping: .step(1))

        #expect(run.snapshots.keys.sorted() == [1, 3])
        #expect(run.snapshots[1]?.contains("search.term  field \"hey\"") == true)
    }

    @Test func theDigestsAreTheSameWhateverTheRunKeeps() throws {
        let digests = try [SnapshotRetention.lastStep, .everyStep, .step(2)].map { try run(typing, keeping: $0).steps.map(\.snapshotDigest) }

        #expect(digests[0] == digests[1])
        #expect(digests[0] == digests[2])
    }

    @Test func aRunThatStopsKeepsTheTextOfTheStepItStoppedAt() throws {
        let run = try run("scenario \"Typo\"\nlaunch search\ntap search.resutls[0]\nwait 1s\n", keeping: .lastStep)

        #expect(run.stoppedEarly)
        #expect(run.snapshots.keys.sorted() == [1])
        #expect(run.finalSnapshot.contains("search.status  label \"Type to search\""))
    }
}
