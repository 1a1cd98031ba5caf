@testable import Bench
import Harness
@testable import Metrics
@testable import ReportPages
import Reports
import Testing

/// The findings where counts are equal or about the same (under 10% apart): a tie is never the
/// most or the least, only ranks that differ are named, and Direct is only the baseline.
struct ReportFindingsTiesTests {
    private static let architectures = [ReportFindingsTests.entry("a", "A"), ReportFindingsTests.entry("b", "B"),
                                        ReportFindingsTests.entry("c", "C"), ReportFindingsTests.entry("direct", "Direct", baseline: true)]

    /// C writes the most; A and B about the same; B has a support library.
    private static let report = TeachingReport(
        architectures: architectures, scenarios: [], concerns: [],
        coupling: CouplingReport(architectures: [
            ReportFindingsTests.coupling("a", "A", nloc: 100, roles: 5, state: 10, functions: 120, ccnMean: 1.40),
            ReportFindingsTests.coupling("b", "B", nloc: 108, roles: 5, support: 500, state: 10, functions: 118, ccnMean: 1.45),
            ReportFindingsTests.coupling("c", "C", nloc: 116, roles: 6, state: 10, functions: 32, ccnMean: 1.94),
            ReportFindingsTests.coupling("direct", "Direct", nloc: 200, roles: 2, state: 10, functions: 39, ccnMean: 2),
        ]),
        work: [
            WorkCounts(writes: 1_000, equalWrites: 340, cellsConfigured: 100, fullReloads: 150, partialReloads: 10, objectsAlive: 500),
            WorkCounts(writes: 1_050, equalWrites: 350, cellsConfigured: 100, fullReloads: 149, partialReloads: 10, objectsAlive: 900,
                       supportObjectsAlive: 412),
            WorkCounts(writes: 1_600, equalWrites: 400, cellsConfigured: 40, fullReloads: 150, partialReloads: 0, objectsAlive: 920),
            WorkCounts(writes: 1_000, equalWrites: 330, cellsConfigured: 100, fullReloads: 150, partialReloads: 10, objectsAlive: 500),
        ],
        summary: "", allAgree: true
    )

    @Test func countsAboutTheSameAreOneRankAndNeitherTheMostNorTheLeast() {
        #expect(ReportFindings.work(Self.report) == [
            // 1,050 is 4.8% over 1,000; 1,600 is 34% over 1,050. 1,050 / 1,000 = ×1.05.
            "Of the three architectures, C writes to widgets the most (1,600, ×1.60 Direct's 1,000), "
                + "and A and B the least, about the same as each other (1,000 to 1,050, ×1.00 to ×1.05 Direct's 1,000).",
            // 340 / 1,000 = 34.0% and 350 / 1,050 = 33.3% are 2% apart; 400 / 1,600 = 25.0% is 26% under 33.3%.
            "Some writes set the value a widget already shows, work that changes nothing on screen: "
                + "the largest share in A and B (33.3% to 34.0%), the smallest in C (25.0%, 400 of 1,600); Direct's is 33.0%.",
            // C's 150 whole reloads against 150, 149 and 150: 149 is 0.7% under 150, about the same.
            "C never reloads only the rows that changed, and reloads about as many whole tables as the others (150 full reloads against 149 to 150): "
                + "a change reaches the cell on screen without the table. Cells configured: C 40; A, B and Direct 100.",
            // 920 is 2.2% over 900; both 80% over 500. 920 / 500 = ×1.84.
            "Of the three architectures, B and C keep the most objects alive at once, about the same as each other (900 to 920, ×1.80 to ×1.84 Direct's 500), "
                + "and A the fewest (500, ×1.00 Direct's 500); the support library's objects are counted apart, at their peak B 412.",
        ])
    }

    @Test func whenNoTwoDifferTheSentenceRanksNothing() {
        let report = TeachingReport(
            architectures: ReportFindingsTests.report.architectures, scenarios: [], concerns: [], coupling: ReportFindingsTests.report.coupling,
            work: [
                WorkCounts(writes: 1_000, equalWrites: 340, cellsConfigured: 30, fullReloads: 4, partialReloads: 0, objectsAlive: 100),
                WorkCounts(writes: 1_050, equalWrites: 350, cellsConfigured: 80, fullReloads: 4, partialReloads: 6, objectsAlive: 100),
                WorkCounts(writes: 990, equalWrites: 330, cellsConfigured: 80, fullReloads: 4, partialReloads: 6, objectsAlive: 50),
            ],
            summary: "", allAgree: true
        )
        #expect(ReportFindings.work(report) == [
            // 1,000 / 990 = ×1.01, 1,050 / 990 = ×1.06; 1,050 is 4.8% over 1,000.
            "On widget writes, the two architectures are about the same (1,000 to 1,050, ×1.01 to ×1.06 Direct's 990).",
            // 34.0% and 33.3%; Direct's 330 / 990 = 33.3%.
            "Some writes set the value a widget already shows, work that changes nothing on screen: "
                + "about the same share of their writes in the two architectures (33.3% to 34.0%); Direct's is 33.3%.",
            "A never reloads only the rows that changed, and reloads as many whole tables as the others (4 full reloads): "
                + "a change reaches the cell on screen without the table. Cells configured: A 30; B and Direct 80.",
            "On objects alive at once, the two architectures are the same (100 each, ×2.00 Direct's 50).",
        ])
    }

    @Test func aChainOfSmallStepsIsNotRankedAndTheFewestFunctionsGoWithTheMostBranches() {
        #expect(ReportFindings.coupling(Self.report) == [
            // 108 is 7.4% over 100 and 116 is 6.9% over 108, though 116 is 13.8% over 100. 100 / 200 = ×0.50, 116 / 200 = ×0.58.
            "On lines of app code, the three architectures are too close to rank, each within 10% of the next (100 to 116, ×0.50 to ×0.58 Direct's 200).",
            "B (Rx 500) also leans on a support library, counted apart: code the app does not show but carries.",
            // 6 is 17% over 5.
            "Roles go from 5 in A and B to 6 in C: each role is a folder, and the rules say what may depend on it.",
            "Every rule an architecture declares about itself holds.",
        ])
        #expect(ReportFindings.metrics(Self.report) == [
            "On mutable state, the three architectures are the same (10 each, ×1.00 Direct's 10). "
                + "That state, however it is held (stored `var`s, relays and subjects, observed and bound properties), "
                + "is what its tests must set up and its views must be told about.",
            // 120 / 39 = 3.08, 118 / 39 = 3.03, 32 / 39 = 0.82.
            "Of the three architectures, A and B have the most functions, about the same as each other (118 to 120, ×3.03 to ×3.08 Direct's 39), "
                + "and C the fewest (32, ×0.82 Direct's 39).",
            // 1.45 is 3.4% over 1.40; 1.94 is 25% over 1.45. C alone has the fewest functions and the highest mean.
            "The mean cyclomatic complexity of a function goes from between 1.40 and 1.45 in A and B to 1.94 in C: fewer functions, each with more branches.",
            "No architecture has roles that depend on each other round a loop.",
        ])
    }

    @Test func aConcernRanksOnlyWhatDiffersAndNeverTheBaseline() {
        let excerpt = ReportFindingsTests.excerpt
        let entry = TeachingReport.ConcernEntry(concern: Concern.all[0], implementations: [
            .init(architectureID: "a", excerpts: [excerpt("Models", 20)],
                  work: WorkCounts(writes: 48, cellsConfigured: 10, fullReloads: 100, tasksScheduled: 24, searchRequests: 2)),
            .init(architectureID: "b", excerpts: [excerpt("Views", 21)],
                  work: WorkCounts(writes: 104, cellsConfigured: 10, fullReloads: 108, tasksScheduled: 26, searchRequests: 2)),
            .init(architectureID: "c", excerpts: [excerpt("Models", 8)],
                  work: WorkCounts(writes: 50, cellsConfigured: 12, fullReloads: 116, tasksScheduled: 24, searchRequests: 2)),
            .init(architectureID: "direct", excerpts: [excerpt("Models", 59)],
                  work: WorkCounts(writes: 48, cellsConfigured: 10, fullReloads: 100, tasksScheduled: 24, searchRequests: 2)),
        ], counters: [.tasksScheduled, .writes, .searchRequests, .cellsConfigured, .fullReloads])

        #expect(ReportFindings.concern(entry, report: Self.report) == [
            // 21 is 4.8% over 20, 20 is 2.5 times 8; Direct's 59, the most, is not ranked.
            "C needs the fewest lines for it (8), and A and B the most, about the same as each other (20 to 21).",
            // 104 is twice 50, 50 is 4% over 48; 12 is 20% over 10. The searches are equal.
            "Where its work differs, the most and the fewest: widget property writes, 104 in B against 48 to 50 in A and C; "
                + "cells configured, 12 in C against 10 each in A and B.",
            // 26 is 7.7% over 24.
            "About the same in all three architectures: tasks scheduled on the main queue (24 to 26).",
            // 108 is 7.4% over 100 and 116 6.9% over 108, though 116 is 13.8% over 100.
            "Too close to rank in all three architectures, each within 10% of the next: full reloads (100 to 116).",
            "It lives in Models in A, C and Direct and Views in B.",
        ])
    }
}
