import ArchitectureKit
import Diagnostics
@testable import Harness
import HeadlessUI
import Testing

/// An outcome crosses from a worker in compact form and reads back equal, field for field; bytes
/// that are not that form are an error at the byte at fault, never a crash.
struct CompactOutcomeTests {
    /// Every number different, texts with newlines and letters beyond ASCII, a run with a store
    /// and one without, failures, a divergence and a scenario error: one field read into the
    /// place of another, or one left out, shows.
    private static let outcome: ScenarioOutcome = {
        let screenA = SnapshotDigest(first: 2, second: 1), screenB = SnapshotDigest(first: 1, second: 9)
        let failure = StepFailure(location: SourceLocation(line: 7, column: 3),
                                  problem: .expectation(expected: .count(element: "search.results", 2), found: .count(1)))
        let steps = [
            StepRecord(index: 0, location: SourceLocation(line: 2, column: 1), statement: "launch search", snapshotDigest: screenA, failures: [],
                       time: .zero, work: WorkCounts(writes: 1, equalWrites: 2, cellsConfigured: 3, fullReloads: 4, partialReloads: 5,
                                                     tasksScheduled: 6, searchRequests: 7, artworkRequests: 8, flightRequests: 9,
                                                     objectsAlive: 10, supportObjectsAlive: 11)),
            StepRecord(index: 1, location: SourceLocation(line: 7, column: 3), statement: "expect search.status \"Ünïcode — 2\"",
                       snapshotDigest: screenB, failures: [failure], time: Duration(secondsComponent: 12, attosecondsComponent: 13),
                       work: WorkCounts(objectsAlive: 27)),
        ]
        var withStore = ArchitectureRun(architectureID: "tca", steps: steps, stoppedEarly: true,
                                        snapshotTexts: [screenA: "screen a\nline 2\n", screenB: "b — ✓"],
                                        totalWork: WorkCounts(writes: 15, supportObjectsAlive: 16),
                                        writesByWidget: ["search.term": WidgetWrites.Tally(writes: 17, equalWrites: 18),
                                                         "#title": WidgetWrites.Tally(writes: 19, equalWrites: 20)])
        withStore.storeWork = StoreWorkCounts(actionsReduced: 21, stateComparisons: 22, scopesComputed: 23, observerCalls: 24, effectsStarted: 25)
        let without = ArchitectureRun(architectureID: "mvc", steps: [steps[0]], stoppedEarly: false, snapshotTexts: [screenA: "screen a\nline 2\n"],
                                      totalWork: WorkCounts(fullReloads: 26), writesByWidget: [:])
        let divergence = Divergence(stepIndex: 1, location: SourceLocation(line: 7, column: 3), statement: "wait 1s",
                                    sides: [Divergence.Side(architectureIDs: ["tca"], snapshot: "b"), Divergence.Side(architectureIDs: ["mvc"], snapshot: nil)],
                                    diffs: ["- b"])
        let error = SourceDiagnostic(file: "s.scenario", location: SourceLocation(line: 1, column: 2), lineText: "scenario", message: "odd")
        return ScenarioOutcome(file: "Scenarios/a b.scenario", name: "Name\nwith a newline", tags: ["slow", "søng"], runs: [withStore, without],
                               divergence: divergence, scenarioError: error, verdicts: ["tca": .diverged, "mvc": .fail])
    }()

    private static func read(_ bytes: [UInt8]) throws(CompactFormError) -> ScenarioOutcome {
        try bytes.withUnsafeBufferPointer { buffer throws(CompactFormError) in try ScenarioOutcome(compact: buffer) }
    }

    @Test func anOutcomeReadsBackEqualFieldForField() throws {
        let read = try Self.read(try Self.outcome.compactBytes())

        #expect(read == Self.outcome)
        #expect(read.runs[0].storeWork?.effectsStarted == 25 && read.runs[1].storeWork == nil)
        #expect(read.runs[0].steps[1].work.objectsAlive == 27 && read.runs[0].steps[1].time == Duration(secondsComponent: 12, attosecondsComponent: 13))
    }

    @Test func anOutcomeOfNothingButItsNameReadsBack() throws {
        let bare = ScenarioOutcome(file: "", name: "", tags: [], runs: [], divergence: nil, scenarioError: nil, verdicts: [:])

        #expect(try Self.read(try bare.compactBytes()) == bare)
    }

    @Test func theFormHoldsNoNewlineAndEachScreenOnce() throws {
        let bytes = try Self.outcome.compactBytes()
        let text = String(decoding: bytes.map { $0 == CompactWriter.newlineInText ? UInt8(ascii: "|") : $0 }, as: UTF8.self)

        #expect(!bytes.contains(UInt8(ascii: "\n")))
        // Both runs hold screen a; the table holds it once.
        #expect(text.components(separatedBy: "screen a|line 2|").count == 2)
    }

    @Test func valuesAreDigitsAndCountedTexts() {
        let writer = CompactWriter()
        writer.write(-12)
        writer.write(UInt64.max)
        writer.write(true)
        writer.write("a\nb")

        #expect(writer.bytes == Array("-12,18446744073709551615,1,3:a".utf8) + [CompactWriter.newlineInText] + Array("b".utf8))
    }

    @Test func theExtremeWholeNumbersReadBack() throws {
        let writer = CompactWriter()
        writer.write(Int.min)
        writer.write(Int.max)
        let read = try writer.bytes.withUnsafeBufferPointer { buffer throws(CompactFormError) in
            var reader = CompactReader(buffer)
            return (try reader.readInt(), try reader.readInt(), reader.isAtEnd)
        }

        #expect(read == (Int.min, Int.max, true))
    }

    @Test func everyAnswerCutShortIsAnErrorAtItsEnd() throws {
        let bytes = try Self.outcome.compactBytes()
        for length in 0..<bytes.count {
            #expect(throws: CompactFormError.self) { try Self.read(Array(bytes[..<length])) }
        }
    }

    @Test(arguments: [
        // What was read, and where and what the reader says is wrong.
        ("x", CompactFormError(offset: 0, expected: "a text's length")),
        ("0:0:1,", CompactFormError(offset: 4, expected: "a count")),
        ("9:abc", CompactFormError(offset: 0, expected: "a text as long as its length")),
        ("0:0:0,1,3:mvc4:good", CompactFormError(offset: 13, expected: "a verdict")),
        ("0:0:0,0,0:0:0,0,x", CompactFormError(offset: 16, expected: "the end of the answer")),
        ("0:0:0,0,0:0:1,99999999999999999999,", CompactFormError(offset: 14, expected: "a number that fits")),
        ("0:0:0,0,0:4:null", CompactFormError(offset: 10, expected: "JSON of SourceDiagnostic")),
    ])
    func aMalformedAnswerIsAnErrorWhereItGoesWrong(bytes: String, error: CompactFormError) {
        #expect(throws: error) { try Self.read(Array(bytes.utf8)) }
    }

    @Test func aRunNamingATextTheTableDoesNotHoldIsAnError() throws {
        // No texts in the table; one run, "mvc", not stopped, naming text 0.
        let bytes = Array("0:0:0,0,0:0:0,1,3:mvc0,1,0,".utf8)

        #expect(throws: CompactFormError(offset: 25, expected: "a place in the table of texts")) { try Self.read(bytes) }
    }
}
