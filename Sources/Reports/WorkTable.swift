import Bench
import Harness
import Metrics
import ScenarioLanguage

/// The "Work" table of `compare` (SPEC §7): one row per architecture, its exact counts added
/// up over every scenario run, the baseline last.
enum WorkTable {
    static let header = ["architecture", "writes", "equal", "cells", "full", "partial", "tasks", "search", "artwork", "flights", "peak alive", "peak support"]

    /// What the columns count, under the table.
    static let legend = [
        "writes: to shown widget properties (equal: to the value they had) · cells: configured · full, partial: reloads",
        "tasks: scheduled on the main queue · search, artwork, flights: requests · peak alive: most of the app's objects alive after a step · peak support: the same of the support library's",
    ]

    /// The rows, one per architecture in the report's order with the baseline moved last.
    static func rows(_ report: CompareReport) -> [[String]] {
        let ordered = report.architectures.filter { !$0.isBaseline } + report.architectures.filter(\.isBaseline)
        return ordered.map { architecture in
            let work = report.totalWork(of: architecture.id)
            let name = architecture.isBaseline ? "\(architecture.name) (baseline)" : architecture.name
            return [name] + WorkCounter.allCases.map { String($0.value(in: work)) }
        }
    }

    /// The table as text: a title, the aligned table indented, the legend, and the runs that
    /// crashed, which the totals leave out; all of it within `width` columns where it can be.
    static func text(_ report: CompareReport, width: Int = .max) -> [String] {
        ["Work (exact counts, totals over \(report.outcomes.count) scenario\(report.outcomes.count == 1 ? "" : "s")):"]
            + TextTable.aligned(rows(report), header: header, width: width, indent: 2)
            + TextWrapping.wrap(lines: legend.map { "  " + $0 } + (leftOut(report).map { ["  " + $0] } ?? []), width: width)
    }

    /// The table as Markdown, under a heading.
    static func markdown(_ report: CompareReport) -> [String] {
        ["## Work", ""] + TextTable.markdown(rows(report), header: header) + ["", legend.joined(separator: " · ")]
            + (leftOut(report).map { ["", $0] } ?? [])
    }

    /// What the totals leave out: each architecture's runs that crashed.
    private static func leftOut(_ report: CompareReport) -> String? {
        PlainWording.crashedRunsLeftOut(report.architectures.map { ($0.name, report.crashedFiles(of: $0.id)) })
    }
}
