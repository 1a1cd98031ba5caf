import ArchitectureKit
import Foundation
@testable import Harness
import HeadlessUI
import Testing

/// A run crosses between processes as arrays of values in a fixed order, and reads back whole.
struct ArchitectureRunCodingTests {
    /// Every count different, texts and widgets given out of order, so one kept in the wrong
    /// place, or an order that depends on the dictionary, shows.
    private static let run = ArchitectureRun(
        architectureID: "mvb", steps: [], stoppedEarly: true,
        snapshotTexts: [SnapshotDigest(first: 2, second: 1): "b", SnapshotDigest(first: 1, second: 9): "a"],
        totalWork: WorkCounts(writes: 1, equalWrites: 2, cellsConfigured: 3, fullReloads: 4, partialReloads: 5, tasksScheduled: 6,
                              searchRequests: 7, artworkRequests: 8, flightRequests: 9, objectsAlive: 10, supportObjectsAlive: 11),
        writesByWidget: ["search.term": WidgetWrites.Tally(writes: 3, equalWrites: 1), "#title": WidgetWrites.Tally(writes: 1, equalWrites: 0)]
    )

    @Test func aRunIsWrittenAsValuesInAFixedOrder() throws {
        let json = String(decoding: try JSONEncoder().encode(Self.run), as: UTF8.self)

        #expect(json == ##"["mvb",true,[],[1,9,"a",2,1,"b"],1,2,3,4,5,6,7,8,9,10,11,["#title",1,0,"search.term",3,1],null]"##)
    }

    @Test func aStoresWorkIsWrittenLastAndReadsBack() throws {
        var run = Self.run
        run.storeWork = StoreWorkCounts(actionsReduced: 12, stateComparisons: 13, scopesComputed: 14, observerCalls: 15, effectsStarted: 16)
        let json = String(decoding: try JSONEncoder().encode(run), as: UTF8.self)

        #expect(json.hasSuffix(##"["#title",1,0,"search.term",3,1],[12,13,14,15,16]]"##))
        #expect(try JSONDecoder().decode(ArchitectureRun.self, from: Data(json.utf8)) == run)
    }

    @Test func aRunReadsBackWhole() throws {
        let decoded = try JSONDecoder().decode(ArchitectureRun.self, from: JSONEncoder().encode(Self.run))

        #expect(decoded == Self.run)
        #expect(decoded.totalWork.supportObjectsAlive == 11)
    }
}
