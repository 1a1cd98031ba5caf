@testable import Metrics
import Mutation
@testable import ReportPages
import Reports
import Testing

/// Lou's and Sholichin et al.'s testability claims, decided from hand-made mutation results.
struct TestabilityClaimTests {
    static let report = TeachingReport(
        architectures: [("mvc", "MVC"), ("mvvm", "MVVM"), ("mvp", "MVP"), ("viper", "VIPER")].map { TestabilitySectionTests.entry($0, $1) },
        scenarios: [], concerns: [], coupling: CouplingReport(architectures: []), work: [], summary: "", allAgree: true
    )

    /// Each architecture's unit tests catching `caught` of `ran` mutants.
    static func document(_ shares: [(String, caught: Int, ran: Int)]) -> MutationDocument {
        MutationDocument(mutants: shares.flatMap { owner, caught, ran in
            (1...ran).map { TestabilitySectionTests.record(owner, $0, $0 <= caught ? .killedByUnitTests : .survived) }
        })
    }

    static func lou(_ document: MutationDocument?) -> ClaimFinding {
        let claim = PublishedClaim.all.first { $0.id == "lou-testability" }!
        let architectures = report.architectures.map { (id: $0.id, isBaseline: $0.isBaseline) }
        return ClaimFinding.decide(claim, evidence: .gather(.testability, report: report, changes: nil, bench: nil,
                                                                  testability: document.map { TestabilityFigures($0, report: report) }),
                                   architectures: architectures)
    }

    @Test func holdsWhenMVVMsShareIsShownLargerThanEveryOther() {
        // 20/20, 10/20, 0/20: the pairs' p-values 0.000436, 0.000436 and 2/C(40,20); Holm leaves
        // each below 0.001.
        let finding = Self.lou(Self.document([("mvvm", 20, 20), ("mvc", 10, 20), ("mvp", 0, 20)]))
        #expect(finding.verdict == .holds && finding.rivals.isEmpty)
        #expect(ReportClaims.verdict(finding, report: Self.report) == "Holds: its unit tests are shown to catch a larger share than every other's")
        #expect(ReportClaims.figures(finding, report: Self.report) == "MVC 50.0%, MVVM 100.0%, MVP 0.0%")
    }

    @Test func doesNotHoldWhenAnotherShareIsShownLarger() {
        let finding = Self.lou(Self.document([("mvc", 20, 20), ("mvvm", 10, 20), ("mvp", 0, 20)]))
        #expect(finding.verdict == .doesNotHold && finding.rivals == ["mvc"])
        #expect(ReportClaims.verdict(finding, report: Self.report) == "Does not hold: the unit tests of MVC are shown to catch a larger share")
    }

    @Test func cannotBeToldApartWhenTheLargestShareIsNotShownToDiffer() {
        // MVVM 6/10, MVC 3/10, MVP 0/10. MVVM–MVP: x = 6 and x = 0 of the C(20,10) tables, each
        // C(14,4) = 1001: 2002 / 184756 = 0.010836, × 3 by Holm = 0.0325, shown. MVVM–MVC: 0.369850;
        // MVC–MVP: 2 × C(17,7) = 38896 / 184756 = 0.210526, × 2 = 0.421; neither shown.
        let finding = Self.lou(Self.document([("mvvm", 6, 10), ("mvc", 3, 10), ("mvp", 0, 10)]))
        #expect(finding.verdict == .cannotBeToldApart && finding.rivals == ["mvc"])
        #expect(ReportClaims.verdict(finding, report: Self.report) == "Cannot be told apart from MVC: the shares are not shown to differ")
    }

    @Test func withoutResultsBothClaimsStayNotMeasured() {
        let finding = Self.lou(nil)
        #expect(finding.verdict == .notMeasured)
        #expect(ReportClaims.verdict(finding, report: Self.report) == "Not measured yet: Reports/mutation.json is missing")
        #expect(ReportClaims.figures(finding, report: Self.report) == "—")
        let claims = Self.report.withClaims(changes: nil, bench: nil, mutation: nil).claims ?? []
        #expect(claims.filter { $0.claim.measure == .testability }.map(\.verdict) == [.notMeasured, .notMeasured])
    }

    @Test func anArchitectureWithNoMutantRunLeavesSholichinsClaimNotMeasured() {
        let document = Self.document([("mvvm", 20, 20), ("mvc", 10, 20), ("mvp", 0, 20)])
        let claims = Self.report.withClaims(changes: nil, bench: nil, mutation: document).claims ?? []
        let sholichin = claims.first { $0.claim.id == "sholichin-testability" }
        #expect(sholichin?.verdict == .notMeasured && sholichin?.rivals == ["viper"])
        #expect(sholichin.map { ReportClaims.verdict($0, report: Self.report) } == "Not measured: no mutant of VIPER ran")
    }
}
