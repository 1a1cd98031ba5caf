import Bench
import Diagnostics
import Domain
import Foundation
import Harness
import Metrics
import Reports

/// The words and table rows the Markdown and HTML reports share, so they say the same thing.
enum ReportProse {
    static func compared(_ report: TeachingReport) -> [String] {
        let ranked = report.architectures.filter { !$0.isBaseline }.map(\.name)
        let baseline = report.architectures.filter(\.isBaseline).map(\.name)
        return [
            "One small app — a song search after Searchy, which searched the iTunes Search API, and a board of flights with a card per flight after Matteo Manferdini's MVVM articles — is built once per architecture (\(ranked.joined(separator: ", "))"
                + (baseline.isEmpty ? "" : ", and \(baseline.joined(separator: ", ")), a baseline with no architecture at all") + ") behind one headless look-alike of UIKit, so it runs on Linux with no simulator.",
            "Every scenario in `Scenarios/` is a script of user intents and expectations. The workbench runs each on every architecture, drains the virtual main queue after every step and takes a snapshot of the top screen; architectures agree when every snapshot is equal. It also checks that a popped screen is released at once.",
            "The sources are measured as they are: lines of code, complexity and dependencies per role folder, and the rules each architecture declares about itself, each checked. The work each architecture does is counted exactly — widget writes, cells configured, tasks scheduled, requests, objects alive — so the same scenario gives the same numbers on every machine. " + CountWords.explanation + " Only the timings depend on the machine; they sit apart, in the last section, with the machine and the date.",
            "Everything here comes from `swift run workbench compare`, which wrote this file; `swift run workbench explain ID` tells one architecture in the terminal, and `swift run workbench bench` times it at length.",
        ]
    }

    static let summaryHeader = ["Architecture", "Scenarios passed", "App lines", "Support lines", "Rules held", "Widget writes", "Peak objects alive"]

    /// One line per architecture: what the report says about it, in numbers.
    static func summaryRows(_ report: TeachingReport) -> [[String]] {
        report.architectures.enumerated().map { index, entry in
            let coupling = report.coupling.architectures.first { $0.id == entry.id }
            let passed = report.scenarios.filter { $0.verdicts[index] == .pass }.count
            let rules = coupling?.rules ?? []
            return [
                entry.name + (entry.isBaseline ? " (baseline)" : ""),
                "\(passed) of \(report.scenarios.count)",
                coupling?.app.map { String($0.nloc) } ?? "—",
                String(coupling?.support.map(\.nloc).reduce(0, +) ?? 0),
                "\(rules.filter { $0.status == .held }.count) of \(rules.count)",
                String(report.work[index].writes),
                String(report.work[index].objectsAlive),
            ]
        }
    }

    /// The agreement matrix's rows: those where some architecture did not pass, shown, and the
    /// rest, folded away under one line.
    static func agreementRows(_ report: TeachingReport) -> (failing: [TeachingReport.ScenarioRow], passing: [TeachingReport.ScenarioRow]) {
        (report.scenarios.filter { $0.verdicts.contains { $0 != .pass } }, report.scenarios.filter { $0.verdicts.allSatisfy { $0 == .pass } })
    }

    /// What the agreement section says before its matrix.
    static func agreementLine(_ report: TeachingReport) -> String {
        let failing = agreementRows(report).failing.count
        let all = "\(report.scenarios.count) scenarios on all \(report.architectures.count) architectures"
        let meaning = "every expectation held, nothing leaked, and every screen equalled every other architecture's after every step"
        return failing == 0
            ? "✓ All \(all) pass: \(meaning)."
            : "\(failing) of the \(all) did not pass everywhere; they are listed first. ✓ means \(meaning)."
    }

    /// The line that unfolds the scenarios that passed everywhere.
    static func passingSummary(_ count: Int, of report: TeachingReport) -> String {
        count == report.scenarios.count ? "The \(count) scenarios, one row each" : "The \(count) scenarios that passed everywhere"
    }

    static let concernsIntro = "For each concern the app has, the code that implements it in every architecture, found under the marker each architecture carries where that code is (`// MARK: - Debounce`, …). The table gives what the concern costs: the lines of code under its markers (a helper only its code uses lies under them too: a rule checks it), the lines of the support-library functions that code calls, listed under each quote, and, over the scenarios tagged for it, the work that belongs to it: its tasks, requests and reloads, and the writes to the widgets it touches."

    static let rolesIntro = "Each architecture's role folders (its first folder level) and the dependencies between them, with the number of type names on each arrow; under the diagram, the shared modules each role uses, counted the same way (an arrow to a module is drawn only when it breaks a rule). A role or edge that breaks a declared rule is red. The tables give Lizard-style size and complexity (accessors, \"acc\", counted apart from functions), types by kind, mutable state by how it is held (stored `var`s, `@Observable` and bound properties, relays, subjects), Martin's afferent and efferent coupling, instability, abstractness and distance from the main sequence, and the cycles between roles."

    /// The shared modules each role uses, with the number of type names: the arrows the role
    /// diagram leaves out. Nil when no role uses a shared module.
    static func moduleUseTable(_ architecture: ArchitectureCoupling) -> (header: [String], rows: [[String]])? {
        let used = architecture.edges.filter(\.to.isModule)
        let modules = Array(Set(used.map(\.to.name))).sorted()
        guard !modules.isEmpty else { return nil }
        let roles = architecture.roles.map(\.name).filter { role in used.contains { $0.from == role } }
        let rows = roles.map { role in
            [role] + modules.map { module in
                used.first { $0.from == role && $0.to.name == module }.map { String($0.names.count) } ?? ""
            }
        }
        return (["Role uses"] + modules, rows)
    }

    static func workIntro(_ report: TeachingReport) -> String {
        "Exact counts, added up over all \(report.scenarios.count) scenarios: assignments to widget properties the screen shows (and those that set the value already there), cells configured, whole and partial table reloads, tasks put on the main queue, requests to each model controller, and the most objects alive after any step: the app's (every class instance its own code creates, views, view controllers and view models included), and apart, the support library's (subscriptions, subjects, bindings)."
    }

    static let workHeader = ["Architecture", "writes", "equal", "cells", "full reloads", "partial reloads", "tasks", "search", "artwork", "flights", "peak alive", "peak support"]

    /// Under the work table, the runs that crashed, which its totals leave out; nil when none did.
    static func workLeftOut(_ report: TeachingReport) -> String? {
        report.crashedFiles.flatMap { files in PlainWording.crashedRunsLeftOut(zip(report.architectures, files).map { ($0.name, $1) }) }
    }

    static func workRows(_ report: TeachingReport) -> [[String]] {
        zip(report.architectures, report.work).map { entry, work in
            [entry.name + (entry.isBaseline ? " (baseline)" : "")] + WorkCounter.allCases.map { String($0.value(in: work)) }
        }
    }

    /// The cost table of one concern: a row per measure, a column per architecture.
    ///
    /// - Parameter link: Makes the shown place (`Views/SongCell.swift:12`, relative to the
    ///   architecture's folder) from it and the excerpt it names.
    static func concernCostRows(_ entry: TeachingReport.ConcernEntry, report: TeachingReport, link: (String, Excerpt) -> String) -> [[String]] {
        let implementations = entry.implementations
        func place(_ excerpt: Excerpt, of implementation: TeachingReport.ConcernEntry.Implementation) -> String {
            let folder = report.architectures.first { $0.id == implementation.architectureID }?.sourceFolder ?? ""
            let relative = excerpt.file.hasPrefix(folder + "/") ? String(excerpt.file.dropFirst(folder.count + 1)) : excerpt.file
            return link("\(relative):\(excerpt.line)", excerpt)
        }
        func row(_ title: String, _ value: (TeachingReport.ConcernEntry.Implementation) -> String) -> [String] {
            [title] + implementations.map(value)
        }
        return [
            row("Where") { implementation in
                implementation.excerpts.isEmpty ? "—" : implementation.excerpts.map { place($0, of: implementation) }.joined(separator: "<br>")
            },
            row("Role") { Array(Set($0.excerpts.map(\.role))).sorted().joined(separator: ", ") },
            row("Lines of code") { String($0.nloc) },
        ] + (implementations.contains { $0.supportNLOC > 0 } ? [row("Support-library lines it calls") { String($0.supportNLOC) }] : [])
          + entry.counters.map { counter in
            row(PairDiffText.words(counter).prefix(1).uppercased() + PairDiffText.words(counter).dropFirst()) { implementation in
                implementation.work.map { Figures.count(counter.value(in: $0)) } ?? "—"
            }
        }
    }

    /// The support-library functions a quote's code calls, for under the quote: `It calls into
    /// its support library: `debounce` (Reactive, Sources/Reactive/Operators/Debounce.swift:12,
    /// 3 lines), …: 6 lines in all.`; nil when it calls none.
    static func supportCalls(_ excerpt: Excerpt) -> String? {
        guard !excerpt.leansOn.isEmpty else { return nil }
        let each = excerpt.leansOn.map { function in
            "`\(function.name)` (\(function.module), \(function.file):\(function.line), \(Figures.count(function.nloc)) line\(function.nloc == 1 ? "" : "s")"
                + (function.overloads > 1 ? ", the smallest of the \(function.overloads) it may be" : "") + ")"
        }
        let total = excerpt.leansOn.map(\.nloc).reduce(0, +)
        return "It calls into its support library: " + each.joined(separator: ", ") + ": \(Figures.count(total)) lines in all."
    }

    /// What the concern's counts were measured on, under its table.
    static func concernScenarios(_ entry: TeachingReport.ConcernEntry) -> String {
        "Counted over the \(entry.scenarios.count) scenario\(entry.scenarios.count == 1 ? "" : "s") tagged `\(entry.concern.tag)`, "
            + "and only what belongs to the concern: "
            + entry.counters.map { PairDiffText.words($0) }.joined(separator: ", ") + "."
            + (entry.widgets.isEmpty || !entry.counters.contains(.writes) ? ""
                : " Its writes are only those to " + Spelling.listed(entry.widgets.map(widgetWords), conjunction: "and") + ".")
    }

    /// A widget name of HeadlessUI's `WidgetWrites` in words: `search.results[]` is the rows of
    /// `search.results`, `card` the widgets of the card.
    static func widgetWords(_ name: String) -> String {
        if name == "#title" { return "the screens' titles" }
        if name.hasSuffix("[]") { return "the rows of `\(name.dropLast(2))`" }
        if let rows = name.range(of: "[].") { return "the \(name[rows.upperBound...]) of `\(name[..<rows.lowerBound])`'s rows" }
        return name.contains(".") ? "`\(name)`" : "the widgets of `\(name)`"
    }

    // MARK: - Timing tables

    /// Whether the timings kept the halves of their rounds, so the timing table has a row of
    /// ``BenchResult/widestHalvesGap(of:)``; timings saved before halves were kept have none.
    static func hasHalves(_ bench: BenchResult) -> Bool {
        bench.operations.flatMap(\.timings).contains { $0.ratioHalves != nil }
    }

    /// Operations down, ranked architectures across (median ratio to Direct, worded by its
    /// verdict, with its interval), Direct's own time and the slowest time against a frame
    /// last, and the geometric means with theirs.
    static func timingTable(_ bench: BenchResult, name: (OperationResult) -> String) -> (header: [String], rows: [[String]]) {
        let ranked = bench.operations.first { !$0.timings.isEmpty }?.timings.filter { !$0.isBaseline } ?? []
        let header = ["Operation"] + ranked.map(\.displayName) + ["Direct", "Slowest, of a 16.7 ms frame"]
        var rows = bench.operations.map { operation -> [String] in
            guard operation.problem == nil else { return [operation.shortName] + ranked.map { _ in "not timed" } + ["—", "—"] }
            let cells = operation.timings.filter { !$0.isBaseline }.map(ratioWithInterval)
            let direct = operation.timings.first(where: \.isBaseline).map { Figures.milliseconds($0.milliseconds.median) } ?? "—"
            let slowest = operation.timings.map(\.milliseconds.median).max().map(Figures.frameShare) ?? "—"
            return [name(operation)] + cells + [direct, slowest]
        }
        rows.append(["geometric mean"] + ranked.map { timing in
            TimingWords.scoreCell(bench, timing.architectureID) + (TimingWords.scoreInterval(bench, timing.architectureID).map { " " + $0 } ?? "")
        } + ["", ""])
        if hasHalves(bench) {
            rows.append(["halves differ by"] + ranked.map { bench.widestHalvesGap(of: $0.architectureID).map(Figures.percent) ?? "—" } + ["", ""])
        }
        return (header, rows)
    }

    /// Per operation, how its rounds went: how many ran, how many counted and why the others
    /// did not, and whether every ratio reached the precision asked for.
    static func roundsTable(_ bench: BenchResult, name: (OperationResult) -> String) -> (header: [String], rows: [[String]]) {
        let header = ["Operation", "Rounds", "Counted", "Left out (machine slower than usual)", "Precision reached", "Processor time timed", "Runs of a sample"]
        let precision = bench.configuration.untilPrecise.map(PlainWording.precisionText)
        let rows = bench.operations.map { operation -> [String] in
            guard let rounds = operation.rounds else { return [name(operation), "—", "—", "—", "—", "—", "—"] }
            let counted = operation.quietRounds ?? rounds
            var reached = "not asked"
            if let converged = operation.converged, let precision {
                reached = (converged ? "yes, every ratio within " : "no, a ratio wider than ") + precision
            }
            return [name(operation), Figures.count(rounds), Figures.count(counted), Figures.count(rounds - counted), reached,
                    operation.timeSpent.map { Figures.percent($0.timedShare) } ?? "—",
                    operation.sharedWorld.map { $0 ? "one world, set up once" : "a world each" } ?? "—"]
        }
        return (header, rows)
    }

    /// Architectures down, sizes across (median ms), then the fitted fixed cost and cost per
    /// result, each with its interval, and their differences from Direct's.
    static func scalingTable(_ bench: BenchResult) -> (header: [String], rows: [[String]]) {
        let header = ["Architecture"] + bench.sizes.map { "N = " + Counting.grouped($0) }
            + ["a: ms per screen", "b: µs per result", "a above Direct", "b above Direct"]
        let rows = bench.scaling.map { row in
            [row.displayName] + row.milliseconds.map { Figures.milliseconds($0.median, unit: false) }
                + [row.fit.map { TimingWords.estimate($0.fixedMilliseconds, digits: 3) } ?? "—",
                   row.fit.map { TimingWords.estimate($0.microsecondsPerResult, digits: 4) } ?? "—",
                   row.fixedAboveBaseline.map { TimingWords.difference($0, digits: 3) } ?? "baseline",
                   row.perResultAboveBaseline.map { TimingWords.difference($0, digits: 4) } ?? "baseline"]
        }
        return (header, rows)
    }

    private static func ratioWithInterval(_ timing: ArchitectureTiming) -> String {
        guard let summary = timing.ratioToBaseline else { return "—" }
        return TimingWords.cell(timing) + " " + Figures.interval(summary.low, summary.high, Figures.ratio) + (summary.isNoisy ? " !" : "")
    }
}
