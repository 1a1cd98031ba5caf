import Diagnostics
import Foundation
@testable import Harness
import Testing

/// A step record keeps, and carries between processes, every count of its step.
struct StepRecordTests {
    /// Every count different, so one kept in the wrong place or not at all shows.
    private static let work = WorkCounts(writes: 1, equalWrites: 2, cellsConfigured: 3, fullReloads: 4, partialReloads: 5, tasksScheduled: 6,
                                         searchRequests: 7, artworkRequests: 8, flightRequests: 9, objectsAlive: 10, supportObjectsAlive: 11)

    private static let record = StepRecord(index: 3, location: SourceLocation(line: 5, column: 2), statement: "wait 1ms",
                                           snapshotDigest: SnapshotDigest(of: "screen"), failures: [], time: .milliseconds(330), work: work)

    @Test func aRecordKeepsEveryCount() {
        #expect(Self.record.work == Self.work)
    }

    @Test func aRecordCrossesBetweenProcessesWhole() throws {
        let decoded = try JSONDecoder().decode(StepRecord.self, from: JSONEncoder().encode(Self.record))

        #expect(decoded == Self.record)
        #expect(decoded.work.supportObjectsAlive == 11)
    }

    @Test func aRecordTakesEveryWholeNumberIn32Bits() {
        // index, line, column and eleven counts in 4 bytes each (56), a digest (16), a time (16),
        // a statement (16) and the failures (8): 112.
        #expect(MemoryLayout<StepRecord>.size == 112)
    }
}
