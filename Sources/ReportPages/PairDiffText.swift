import Diagnostics
import Harness
import Metrics
import Reports

/// `workbench diff A B` worded: for the terminal (`text`) and as Markdown.
public enum PairDiffText {
    /// What a structural figure is, as a table's row names it.
    static func words(_ measure: PairDiff.Measure) -> String {
        switch measure {
        case .appNLOC: "app lines of code"
        case .supportNLOC: "support library lines"
        case .files: "app files"
        case .roles: "roles"
        case .functions: "functions (accessors apart)"
        case .accessors: "accessors"
        case .ccnMean: "mean complexity (CCN)"
        case .ccnMax: "highest complexity (CCN)"
        case .referenceTypes: "classes and actors"
        case .valueTypes: "structs and enums"
        case .mutableState: "mutable state (vars, relays, subjects, observed properties)"
        case .rules: "rules declared and checked"
        }
    }

    /// What a count of work is, as a table's row names it.
    static func words(_ counter: WorkCounter) -> String {
        switch counter {
        case .writes: "widget property writes"
        case .equalWrites: "writes of the value already shown"
        case .cellsConfigured: "cells configured"
        case .fullReloads: "full reloads"
        case .partialReloads: "partial reloads"
        case .tasksScheduled: "tasks scheduled on the main queue"
        case .searchRequests: "search requests"
        case .artworkRequests: "artwork requests"
        case .flightRequests: "flight requests"
        case .objectsAlive: "most objects alive after a step"
        case .supportObjectsAlive: "most support-library objects alive after a step"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? Figures.count(Int(value)) : Figures.fixed(value, 2)
    }

    /// The pair for the terminal: the two sides, their roles, the figures and counts that
    /// differ, then each concern with both sides' code.
    public static func text(_ diff: PairDiff) -> String {
        let (left, right) = (diff.left, diff.right)
        var lines = ["\(left.name) ↔ \(right.name)", ""]
        for side in [left, right] {
            lines.append("\(side.name): after “\(side.seedTitle)”, \(side.seedAuthor) (\(side.sourceFolder))")
            lines += side.roles.map { "  \($0.name): \($0.files) file\($0.files == 1 ? "" : "s"), \($0.nloc) lines" }
        }
        lines += ["", "Where they differ in code (swift run workbench metrics):"]
        lines += diff.figures.isEmpty ? ["  nowhere"] : TextTable.aligned(
            diff.figures.map { [words($0.measure), number($0.left), number($0.right)] }, header: ["", left.name, right.name]
        ).map { "  " + $0 }
        lines += ["", "Where they differ in work, over every scenario (exact counts):"]
        lines += diff.work.isEmpty ? ["  nowhere"] : countTable(diff.work, left, right).map { "  " + $0 }
        lines += ["", "What each change request touched (swift run workbench changes):"]
        if diff.changes.isEmpty { lines.append("  not measured: Reports/changes.json is missing") }
        let nameWidth = max(left.name.count, right.name.count) + 1
        for change in diff.changes {
            lines.append("  \(change.id): \(change.title)")
            lines.append("    \((left.name + ":").padded(to: nameWidth)) \(touched(change.left))")
            lines.append("    \((right.name + ":").padded(to: nameWidth)) \(touched(change.right))")
        }
        for pair in diff.concerns {
            lines += ["", "\(pair.concern.title): \(pair.concern.what)"]
            for (side, excerpts) in [(left, pair.left), (right, pair.right)] {
                lines.append("  \(side.name): " + (excerpts.isEmpty ? "no marker" : "\(excerpts.map(\.nloc).reduce(0, +)) lines"))
                for excerpt in excerpts {
                    lines.append("    \(excerpt.file):\(excerpt.line) (\(excerpt.role))")
                    lines += excerpt.code.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
                }
            }
            lines.append("  Work of the scenarios tagged \(pair.concern.tag)" + workClause(pair.work))
            lines += countTable(pair.work ?? [], left, right).map { "    " + $0 }
            if let note = widgetsNote(pair) { lines.append("    " + note) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The pair as Markdown, its headings one level under `level`.
    public static func markdown(_ diff: PairDiff, level: Int = 1) -> String {
        let (left, right) = (diff.left, diff.right)
        let heading = String(repeating: "#", count: level)
        var lines = ["\(heading) \(left.name) ↔ \(right.name)", ""]
        lines += TextTable.markdown(
            [["Seed"] + [left, right].map { "“\($0.seedTitle)”, \($0.seedAuthor)" },
             ["Roles"] + [left, right].map { side in side.roles.map { "\($0.name) (\($0.files), \($0.nloc) lines)" }.joined(separator: ", ") }]
                + diff.figures.map { [words($0.measure), number($0.left), number($0.right)] }
                + diff.work.map { [words($0.counter) + ", every scenario", Figures.count($0.left), Figures.count($0.right)] }
                + diff.changes.map { ["Change `\($0.id)`", touched($0.left), touched($0.right)] },
            header: ["", left.name, right.name]
        )
        for pair in diff.concerns {
            lines += ["", "\(heading)# \(pair.concern.title)", "", pair.concern.what]
            for (side, excerpts) in [(left, pair.left), (right, pair.right)] {
                lines += ["", "**\(side.name)**" + (excerpts.isEmpty ? ": no marker." : "")]
                for excerpt in excerpts {
                    lines += ["", "`\(excerpt.file):\(excerpt.line)` (\(excerpt.role))", "", "```swift", excerpt.code, "```"]
                }
            }
            lines += ["", "The work of the scenarios tagged `\(pair.concern.tag)`" + workClause(pair.work)]
            if let work = pair.work, !work.isEmpty { lines += [""] + TextTable.markdown(countRows(work), header: ["", left.name, right.name]) }
            if let note = widgetsNote(pair) { lines += ["", note] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `2/5 roles (Views, Models), 3 files, app +12 −4`, or why there is nothing to count.
    static func touched(_ side: PairDiff.Touched?) -> String {
        guard let side else { return "did not apply" }
        let which = side.rolesTouched.isEmpty ? "" : " (" + side.rolesTouched.joined(separator: ", ") + ")"
        return "\(side.rolesTouched.count)/\(side.roles) roles\(which), "
            + "\(side.files) file\(side.files == 1 ? "" : "s"), app +\(side.app.added) −\(side.app.removed)"
    }

    /// Whose writes a concern's count of writes counts, when it shows one.
    private static func widgetsNote(_ pair: PairDiff.ConcernPair) -> String? {
        guard !pair.widgets.isEmpty, pair.work?.contains(where: { $0.counter == .writes || $0.counter == .equalWrites }) == true else { return nil }
        return "(The writes are only those to " + Spelling.listed(pair.widgets.map(ReportProse.widgetWords), conjunction: "and") + ".)"
    }

    /// How the sentence about a concern's scenario's work ends.
    private static func workClause(_ work: [PairDiff.Count]?) -> String {
        guard let work else { return ": not run (none is among those compared)." }
        return work.isEmpty ? ": the same on both sides." : ", where it differs:"
    }

    private static func countRows(_ counts: [PairDiff.Count]) -> [[String]] {
        counts.map { [words($0.counter), Figures.count($0.left), Figures.count($0.right)] }
    }

    private static func countTable(_ counts: [PairDiff.Count], _ left: PairDiff.Side, _ right: PairDiff.Side) -> [String] {
        counts.isEmpty ? [] : TextTable.aligned(countRows(counts), header: ["", left.name, right.name])
    }
}
