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

    private func run(_ text: String, keeping retention: SnapshotRetention, sharing known: [SnapshotDigest: String] = [:]) throws -> ArchitectureRun {
        let prepared = try ScenarioRunner.prepare(try scenario(text), fixtures: FixtureStore())
        return ScenarioRunner.run(prepared, on: MVCArchitecture(), keeping: retention, sharing: known)
    }

    /// The steps whose text `run` can show.
    private func shown(_ run: ArchitectureRun) -> [Int] {
        run.steps.map(\.index).filter { run.snapshot(at: $0) != nil }
    }

    @Test func aRunKeepsOnlyItsLastStepsTextUnlessAsked() throws {
        let run = try run(typing, keeping: .lastStep)

        // The expect (3) left the screen the wait (2) left: one text serves both.
        #expect(run.snapshotTexts.count == 1)
        #expect(shown(run) == [2, 3])
        #expect(run.finalSnapshot.contains("search.status  label \"4 songs\""))
    }

    @Test func aRunAskedForEveryStepKeepsEveryScreenOnce() throws {
        let run = try run(typing, keeping: .everyStep)

        #expect(run.snapshotTexts.count == 3)
        #expect(shown(run) == [0, 1, 2, 3])
        #expect(run.snapshot(at: 0)?.contains("search.status  label \"Type to search\"") == true)
        #expect(run.snapshot(at: 1)?.contains("search.term  field \"hey\"") == true)
        #expect(run.snapshot(at: 2)?.contains("search.status  label \"4 songs\"") == true)
        // An expect only looks: the screen is the one the wait left.
        #expect(run.snapshot(at: 3) == run.snapshot(at: 2))
        #expect(run.steps.map(\.snapshotDigest) == (0...3).map { SnapshotDigest(of: run.snapshot(at: $0) ?? "") })
    }

    @Test func aRunAskedForOneStepKeepsItAndTheLast() throws {
        let run = try run(typing, keeping: .step(1))

        #expect(run.snapshotTexts.count == 2)
        #expect(shown(run) == [1, 2, 3])
        #expect(run.snapshot(at: 1)?.contains("search.term  field \"hey\"") == true)
    }

    @Test func aLongRunOverOneScreenKeepsOneText() throws {
        // 3,000 steps that wait and look at the empty search screen.
        let steps = String(repeating: "wait 1ms\nexpect screen search\n", count: 1_500)
        let run = try run("scenario \"Waiting\"\nlaunch search\n" + steps, keeping: .everyStep)

        #expect(run.steps.count == 3_001)
        #expect(run.snapshotTexts.count == 1)
        #expect(shown(run).count == 3_001)
        #expect(run.snapshot(at: 3_000) == run.snapshot(at: 0))
    }

    @Test func theDigestsAreTheSameWhateverTheRunKeeps() throws {
        let digests = try [SnapshotRetention.lastStep, .everyStep, .step(2)].map { try run(typing, keeping: $0).steps.map(\.snapshotDigest) }

        #expect(digests[0] == digests[1])
        #expect(digests[0] == digests[2])
    }

    @Test func aRunThatStopsKeepsTheTextOfTheStepItStoppedAt() throws {
        let run = try run("scenario \"Typo\"\nlaunch search\ntap search.resutls[0]\nwait 1s\n", keeping: .lastStep)

        #expect(run.stoppedEarly)
        #expect(shown(run) == [0, 1])
        #expect(run.finalSnapshot.contains("search.status  label \"Type to search\""))
    }

    @Test func aRunAfterAnotherThatShowedTheSameScreensKeepsNoTextOfItsOwn() throws {
        let first = try run(typing, keeping: .everyStep)

        let second = try run(typing, keeping: .everyStep, sharing: first.snapshotTexts)

        #expect(second.snapshotTexts == first.snapshotTexts)
        // The texts are the first run's, not copies: the same bytes in the same place.
        for index in 0...3 {
            #expect(storage(of: second.snapshot(at: index)) == storage(of: first.snapshot(at: index)), "step \(index)")
        }
    }

    @Test func aRunAfterAnotherKeepsItsOwnScreensBesideTheOthers() throws {
        let other = "screen elsewhere\n"

        let run = try run(typing, keeping: .everyStep, sharing: [SnapshotDigest(of: other): other])

        // The three screens of the typing scenario, and the one another run kept.
        #expect(run.snapshotTexts.count == 4)
        #expect(run.snapshotTexts[SnapshotDigest(of: other)] == other)
        #expect(shown(run) == [0, 1, 2, 3])
        #expect(run.steps.map(\.snapshotDigest) == (0...3).map { SnapshotDigest(of: run.snapshot(at: $0) ?? "") })
    }

    @Test func aKeptTextIsTheScreenExactly() throws {
        let run = try run(typing, keeping: .everyStep)

        for index in 0...3 {
            let text = try #require(run.snapshot(at: index))
            #expect(SnapshotDigest(of: text) == run.steps[index].snapshotDigest)
            #expect(text.hasPrefix("screen search \"Search\"") && text.hasSuffix("\n"))
        }
    }

    /// Where a text's bytes are: two texts that share their storage have the same.
    private func storage(of text: String?) -> UnsafeRawPointer? {
        guard var text else { return nil }
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }
}
