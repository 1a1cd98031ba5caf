import ArchitectureKit
@testable import Bench
import Foundation
import Harness
import Reports
import ScenarioLanguage
import Testing
import Workbench
import WorkbenchTestKit

/// An exact copy of Direct, timed against Direct on the real operations suite, must be called a
/// tie by `bench` and by `compare`'s short run: no cell, score or sentence may rank it.
///
/// These are the only tests that read a clock, and they assert no time: only that noise is not
/// mistaken for a difference (each of the two runs could, by chance, find one in well under one
/// run in a hundred).
@MainActor
@Suite(.serialized) struct ExactCopyTieTests {
    private static let architectures: [any Architecture] = [CopyOfDirect(), ArchitectureRegistry.all.first(where: \.isBaseline)!]

    private static func operations() throws -> [Scenario] {
        let library = try ScenarioLibrary.load(directory: packageRoot + "/Scenarios/bench")
        return try library.entries.map { try $0.result.get() }
    }

    private static func expectATie(_ result: BenchResult) throws {
        #expect(result.allChecksPassed)
        for operation in result.operations {
            let copy = try #require(operation.timings.first { $0.architectureID == "copy" })
            #expect(copy.difference?.verdict.differs == false, "\(operation.shortName): \(String(describing: copy.difference))")
        }
        let score = try #require(result.scores?.first)
        #expect(!score.verdict.differs, "\(score)")
        #expect(!TimingWords.findings(result).contains { $0.contains("than Direct over the whole suite") })
    }

    @Test func benchCallsAnExactCopyOfDirectATie() throws {
        var configuration = BenchConfiguration()
        configuration.iterations = 12
        configuration.untilPrecise = nil
        configuration.warmups = 1
        configuration.processes = nil
        configuration.sizes = []
        configuration.shortestSampleMilliseconds = 0.2
        let result = Benchmark(architectures: Self.architectures, configuration: configuration)
            .run(operations: try Self.operations(), fixtures: FixtureStore())
        try Self.expectATie(result)
        // Selecting a row and coming back leaves the list as it was: its runs share a world.
        #expect(result.operations.filter { $0.sharedWorld == true }.map(\.shortName) == ["select-and-come-back"])
    }

    @Test func compareShortRunCallsAnExactCopyOfDirectATie() throws {
        var configuration = BenchConfiguration.short
        configuration.sizes = []
        let result = Benchmark(architectures: Self.architectures, configuration: configuration)
            .run(operations: try Self.operations(), fixtures: FixtureStore())
        try Self.expectATie(result)
        let line = try #require(BenchReport.short(result).split(separator: "\n").last)
        #expect(!line.contains(TimingWords.differsMark), "\(line)")
    }
}
