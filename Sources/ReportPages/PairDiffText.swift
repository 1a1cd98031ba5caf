import Diagnostics
import Harness
import HeadlessUI
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
    /// differ, then each concern with both sides' code; `width` columns wide, a longer line
    /// going on under a hanging indent.
    public static func text(_ diff: PairDiff, width: Int = 80) -> String {
        let (left, right) = (diff.left, diff.right)
        var lines = ["\(left.name) ↔ \(right.name)", ""]
        for side in [left, right] {
            lines.append("\(side.name): after “\(side.seedTitle)”, \(side.seedAuthor) (\(side.sourceFolder))")
            lines += side.roles.map { "  \($0.name): \($0.files) file\($0.files == 1 ? "" : "s"), \($0.nloc) lines" }
        }
        lines += ["", "Where they differ in code (swift run workbench metrics):"]
        lines += diff.figures.isEmpty ? ["  nowhere"] : TextTable.aligned(figureRows(diff), header: ["", left.name, right.name, ""], words: [3], width: width - 2).map { "  " + $0 }
        lines += ["", "Where they differ in work, over every scenario (exact counts):"]
        lines += diff.work.isEmpty ? ["  nowhere"] : countTable(diff.work, diff, width: width - 2).map { "  " + $0 }
        lines += ["", "What each change request touched (swift run workbench changes):"]
        if diff.changes.isEmpty { lines.append("  not measured: Reports/changes.json is missing") }
        let nameWidth = max(left.name.count, right.name.count) + 1
        for change in diff.changes {
            lines.append("  \(change.id): \(change.title)")
            for (name, side, isMeasured) in [(left.name, change.left, change.leftIsMeasured), (right.name, change.right, change.rightIsMeasured)] {
                lines += TextWrapping.wrap(line: "    \((name + ":").padded(to: nameWidth)) \(touched(side, isMeasured: isMeasured))", width: width,
                                           hangingIndent: 4 + nameWidth + 1)
            }
        }
        for pair in diff.concerns {
            lines += ["", "\(pair.concern.title): \(pair.concern.what)"]
            for (side, excerpts) in [(left, pair.left), (right, pair.right)] {
                // The second side's code is not shown again when it is the first side's.
                let repeated = side == right && pair.sameCode
                let size = "\(excerpts.map(\.nloc).reduce(0, +)) lines"
                lines.append("  \(side.name): " + (excerpts.isEmpty ? "no marker" : repeated ? "the same code, \(size), at" : size))
                for excerpt in excerpts {
                    lines.append("    \(excerpt.file):\(excerpt.line) (\(excerpt.role))")
                    if !repeated { lines += excerpt.code.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 } }
                }
            }
            lines.append("  Work of the scenarios tagged \(pair.concern.tag)" + workClause(pair.work))
            lines += countTable(pair.work ?? [], diff, width: width - 4).map { "    " + $0 }
            if let note = widgetsNote(pair) { lines.append("    " + note) }
            let origin = origin(pair, diff)
            lines += origin.prefix(1).map { "  " + $0 } + origin.dropFirst().map { "    " + $0 }
        }
        return TextWrapping.wrap(lines: lines, width: width).joined(separator: "\n") + "\n"
    }

    /// The pair as Markdown, its headings one level under `level`.
    public static func markdown(_ diff: PairDiff, level: Int = 1) -> String {
        let (left, right) = (diff.left, diff.right)
        let heading = String(repeating: "#", count: level)
        var lines = ["\(heading) \(left.name) ↔ \(right.name)", ""]
        lines += TextTable.markdown(
            [["Seed"] + [left, right].map { "“\($0.seedTitle)”, \($0.seedAuthor)" } + [""],
             ["Roles"] + [left, right].map { side in side.roles.map { "\($0.name) (\($0.files), \($0.nloc) lines)" }.joined(separator: ", ") } + [""]]
                + figureRows(diff)
                + countRows(diff.work, diff).map { [$0[0] + ", every scenario"] + $0.dropFirst() }
                + diff.changes.map { ["Change `\($0.id)`", touched($0.left, isMeasured: $0.leftIsMeasured), touched($0.right, isMeasured: $0.rightIsMeasured), ""] },
            header: ["", left.name, right.name, "Compared"]
        )
        for pair in diff.concerns {
            lines += ["", "\(heading)# \(pair.concern.title)", "", pair.concern.what]
            for (side, excerpts) in [(left, pair.left), (right, pair.right)] {
                if side == right && pair.sameCode {
                    lines += ["", "**\(side.name)**: the same code, at " + excerpts.map { "`\($0.file):\($0.line)` (\($0.role))" }.joined(separator: ", ") + "."]
                    continue
                }
                lines += ["", "**\(side.name)**" + (excerpts.isEmpty ? ": no marker." : "")]
                for excerpt in excerpts {
                    lines += ["", "`\(excerpt.file):\(excerpt.line)` (\(excerpt.role))", "", "```swift", excerpt.code, "```"]
                }
            }
            lines += ["", "The work of the scenarios tagged `\(pair.concern.tag)`" + workClause(pair.work)]
            if let work = pair.work, !work.isEmpty { lines += [""] + TextTable.markdown(countRows(work, diff), header: ["", left.name, right.name, "Compared"]) }
            if let note = widgetsNote(pair) { lines += ["", note] }
            let origin = origin(pair, diff)
            if let first = origin.first { lines += ["", first] + (origin.count > 1 ? [""] + origin.dropFirst().map { "- " + $0 } : []) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `2 roles (Models, Views; new: Stores), 3 types, 4 files, code +12 −4`, or why there is
    /// nothing to count.
    static func touched(_ side: PairDiff.Touched?, isMeasured: Bool = true) -> String {
        guard isMeasured else { return ChangesText.notMeasured }
        guard let side else { return "did not apply" }
        let roles = side.roles
        let which = roles.modified.isEmpty && roles.new.isEmpty ? ""
            : " (" + roles.modified.joined(separator: ", ") + (roles.new.isEmpty ? "" : (roles.modified.isEmpty ? "" : "; ") + "new: " + roles.new.joined(separator: ", ")) + ")"
        return "\(roles.count) role\(roles.count == 1 ? "" : "s")\(which), \(side.types) type\(side.types == 1 ? "" : "s"), "
            + "\(side.files) file\(side.files == 1 ? "" : "s"), code +\(side.code.added) −\(side.code.removed)"
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

    /// `about the same`, `×1.48 in MVVM`: how the two sides' values compare (``CountWords``).
    static func compared(_ left: Double, _ right: Double, _ diff: PairDiff) -> String {
        CountWords.pair(left, right, names: (diff.left.name, diff.right.name))
    }

    static func figureRows(_ diff: PairDiff) -> [[String]] {
        diff.figures.map { [words($0.measure), number($0.left), number($0.right), compared($0.left, $0.right, diff)] }
    }

    static func countRows(_ counts: [PairDiff.Count], _ diff: PairDiff) -> [[String]] {
        counts.map { [words($0.counter), Figures.count($0.left), Figures.count($0.right), compared(Double($0.left), Double($0.right), diff)] }
    }

    private static func countTable(_ counts: [PairDiff.Count], _ diff: PairDiff, width: Int) -> [String] {
        counts.isEmpty ? [] : TextTable.aligned(countRows(counts, diff), header: ["", diff.left.name, diff.right.name, ""], words: [3], width: width)
    }

    /// Where a concern's work differs from, when both sides' code for it is the same: not that
    /// code but the rest of each architecture; then, for each of the concern's widgets (a
    /// table's rows together) written more on one side by at least the threshold, how many more
    /// and how many of those set the value already shown. Empty unless the code is the same and
    /// the work is not.
    static func origin(_ pair: PairDiff.ConcernPair, _ diff: PairDiff) -> [String] {
        guard pair.sameCode, let work = pair.work, !work.isEmpty else { return [] }
        guard work.contains(where: { CountWords.threshold.verdict(Double($0.right), against: Double($0.left)).differs }) else {
            return ["The code under the markers is the same on both sides, and the work of its scenarios is about the same."]
        }
        var groups: [String: (left: WidgetWrites.Tally, right: WidgetWrites.Tally)] = [:]
        for count in pair.widgetWrites {
            let group = WidgetWrites.group(of: count.widget)
            groups[group, default: (WidgetWrites.Tally(), WidgetWrites.Tally())].left.add(count.left)
            groups[group, default: (WidgetWrites.Tally(), WidgetWrites.Tally())].right.add(count.right)
        }
        let widgets = groups.sorted { $0.key < $1.key }.compactMap { group, tallies -> String? in
            let verdict = CountWords.threshold.verdict(Double(tallies.right.writes), against: Double(tallies.left.writes))
            guard verdict.differs else { return nil }
            let (more, fewer, name) = verdict == .more ? (tallies.right, tallies.left, diff.right.name) : (tallies.left, tallies.right, diff.left.name)
            let extra = more.writes - fewer.writes, repeated = more.equalWrites - fewer.equalWrites
            return "\(name) writes \(ReportProse.widgetWords(group)) \(Figures.count(extra)) more time\(extra == 1 ? "" : "s")"
                + (repeated > 0 ? ", \(Figures.count(repeated)) of them setting the value already shown." : ".")
        }
        return ["The code under the markers is the same on both sides, so the difference in work comes from the rest of each architecture"
                + (widgets.isEmpty ? "." : ":")] + widgets
    }
}
