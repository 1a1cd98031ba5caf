import Harness
@testable import Metrics
@testable import ReportPages
import Testing

/// The support-library lines beside each concern: under each quote the functions its code
/// calls, and in the cost table their lines, each function once per architecture.
struct ConcernSupportLinesTests {
    static let debounce = SupportFunction(module: "Rx", file: "Sources/Rx/Debounce.swift", line: 12, name: "debounce", nloc: 3)
    static let subscribe = SupportFunction(module: "Rx", file: "Sources/Rx/Subscribe.swift", line: 13, name: "subscribe", nloc: 21)
    static var map: SupportFunction {
        var map = SupportFunction(module: "Rx", file: "Sources/Rx/Map.swift", line: 8, name: "map", nloc: 3)
        map.overloads = 2
        return map
    }

    static func excerpt(_ line: Int, leansOn: [SupportFunction]) -> Excerpt {
        var excerpt = Excerpt(file: "Sources/A/Views/V.swift", line: line, endLine: line + 4, role: "Views", code: "", nloc: 4)
        excerpt.leansOn = leansOn
        return excerpt
    }

    @Test func aQuoteNamesEachFunctionItCallsWithItsLines() {
        #expect(ReportProse.supportCalls(Self.excerpt(1, leansOn: [Self.debounce, Self.map]))
            == "It calls into its support library: `debounce` (Rx, Sources/Rx/Debounce.swift:12, 3 lines), "
            + "`map` (Rx, Sources/Rx/Map.swift:8, 3 lines, the smallest of the 2 it may be): 6 lines in all.")
        #expect(ReportProse.supportCalls(Self.excerpt(1, leansOn: [])) == nil)
    }

    @Test func theCostTableAddsEachFunctionOncePerArchitecture() {
        let entry = TeachingReport.ConcernEntry(concern: Concern.all[0], implementations: [
            .init(architectureID: "a", excerpts: [Self.excerpt(1, leansOn: [Self.debounce, Self.map]), Self.excerpt(20, leansOn: [Self.map, Self.subscribe])], work: nil),
            .init(architectureID: "b", excerpts: [Self.excerpt(1, leansOn: [])], work: nil),
        ])
        let report = TeachingReport(architectures: [], scenarios: [], concerns: [entry], coupling: CouplingReport(architectures: []),
                                    work: [], summary: "", allAgree: true)
        let rows = ReportProse.concernCostRows(entry, report: report, link: { shown, _ in shown })
        // A: debounce 3, map 3 (called twice, counted once), subscribe 21. B calls none.
        #expect(rows.first { $0[0] == "Support-library lines it calls" } == ["Support-library lines it calls", "27", "0"])
    }

    @Test func noRowWhenNoArchitectureCallsItsSupportLibrary() {
        let entry = TeachingReport.ConcernEntry(concern: Concern.all[0], implementations: [.init(architectureID: "b", excerpts: [Self.excerpt(1, leansOn: [])], work: nil)])
        let report = TeachingReport(architectures: [], scenarios: [], concerns: [entry], coupling: CouplingReport(architectures: []),
                                    work: [], summary: "", allAgree: true)
        #expect(!ReportProse.concernCostRows(entry, report: report, link: { shown, _ in shown }).contains { $0[0] == "Support-library lines it calls" })
    }
}
