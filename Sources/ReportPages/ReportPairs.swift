import Harness
import Metrics
import Reports

/// The report's "Two side by side" section: pairs worth teaching, each the difference
/// `workbench diff A B` gives in the terminal, in short: the figures and counts that differ,
/// what each change request touched on each side, and where each side puts every concern.
enum ReportPairs {
    /// MVC ↔ MVVM: formatting moves out of the view controller into values. MVC ↔ MVP: the view
    /// controller's state, decisions and formatting move into a presenter behind a protocol.
    /// MVP ↔ MVVM: two answers to MVC's testing problem, an object tested against a fake view
    /// and a value tested as a value. MVVM ↔ MVVMC: the same view models, bound and fed by a data
    /// controller. MVB ↔ Binder: one reactive library, a model per screen against one declared state.
    /// MVVM ↔ TCA: texts derived from values in both, but TCA's state changes only in reducers.
    /// MVB ↔ TCA: the same rules of time (debounce, latest wins, the live feed), as stream
    /// operators against effects a reducer returns.
    static let pairs = [("mvc", "mvvm"), ("mvc", "mvp"), ("mvp", "mvvm"), ("mvvm", "mvvmc"), ("mvb", "binder"), ("mvvm", "tca"), ("mvb", "tca")]

    static let intro = """
        Pairs worth teaching, each in the words of `swift run workbench diff A B`, which \
        also quotes both sides' code concern by concern: what differs in their code and their \
        work, what each change request touched on each side, and where each puts every concern.
        """

    /// The pairs the report holds both sides of.
    static func diffs(_ report: TeachingReport, changes: ChangeReport?) -> [PairDiff] {
        pairs.compactMap { PairDiff(report, left: $0.0, right: $0.1, changes: changes) }
    }

    /// The pair's figures, counts and changes, one row each, with how the two compare, then
    /// its concerns, one row each.
    static func tables(_ diff: PairDiff) -> (summary: [[String]], concerns: [[String]]) {
        let summary = [["Roles"] + [diff.left, diff.right].map { $0.roles.map(\.name).joined(separator: ", ") } + [""]]
            + PairDiffText.figureRows(diff)
            + PairDiffText.countRows(diff.work, diff).map { [$0[0] + ", every scenario"] + $0.dropFirst() }
            + diff.changes.map { change in
                ["Change `\(change.id)`", PairDiffText.touched(change.left, measured: change.leftMeasured),
                 PairDiffText.touched(change.right, measured: change.rightMeasured), ""]
            }
        let concerns = diff.concerns.map { pair in
            [pair.concern.title, place(pair.left), pair.sameCode ? "the same code" : place(pair.right),
             pair.work.map { work in
                 work.isEmpty ? "the same" : work.map {
                     "\(words($0.counter, pair)) \(Figures.count($0.left)) → \(Figures.count($0.right)) "
                         + "(\(PairDiffText.compared(Double($0.left), Double($0.right), diff)))"
                 }.joined(separator: "; ")
             } ?? "not run"]
        }
        return (summary, concerns)
    }

    /// The summary table's header: the two sides, then how they compare.
    static func summaryHeader(_ diff: PairDiff) -> [String] {
        ["", diff.left.name, diff.right.name, "Compared"]
    }

    /// A concern's count in words; its writes are only those to the concern's widgets.
    private static func words(_ counter: WorkCounter, _ pair: PairDiff.ConcernPair) -> String {
        guard !pair.widgets.isEmpty else { return PairDiffText.words(counter) }
        return switch counter {
        case .writes: "writes to its widgets"
        case .equalWrites: PairDiffText.words(counter) + " on its widgets"
        default: PairDiffText.words(counter)
        }
    }

    /// `ModelControllers, 15 lines`: the roles a side marks a concern in, and the lines there.
    private static func place(_ excerpts: [Excerpt]) -> String {
        excerpts.isEmpty ? "no marker" : Array(Set(excerpts.map(\.role))).sorted().joined(separator: ", ") + ", \(excerpts.map(\.nloc).reduce(0, +)) lines"
    }

    static func markdown(_ report: TeachingReport, changes: ChangeReport?) -> [String] {
        var lines = ReportMarkdown.heading(.pairs) + [intro, ""]
        for diff in diffs(report, changes: changes) {
            let (summary, concerns) = tables(diff)
            lines += ["### \(diff.left.name) ↔ \(diff.right.name)", ""]
            lines += TextTable.markdown(summary, header: summaryHeader(diff)) + [""]
            lines += TextTable.markdown(concerns, header: ["Concern", diff.left.name, diff.right.name, "Work of its scenario that differs"]) + [""]
        }
        return lines
    }

    static func html(_ report: TeachingReport, changes: ChangeReport?) -> [String] {
        var html = ["<section id=\"\(ReportSection.pairs.id)\">", "<h2>\(ReportHTML.escape(ReportSection.pairs.title))</h2>",
                    "<p>\(ReportHTML.inline(intro))</p>"]
        for diff in diffs(report, changes: changes) {
            let (summary, concerns) = tables(diff)
            html.append("<article class=\"pair\" id=\"pair-\(ReportHTML.escape(diff.left.id))-\(ReportHTML.escape(diff.right.id))\">")
            html.append("<h3>\(ReportHTML.escape("\(diff.left.name) ↔ \(diff.right.name)"))</h3>")
            html += ReportHTML.table(summary.map { $0.map(ReportHTML.inline) }, header: summaryHeader(diff), escaping: false, className: "pair")
            html += ReportHTML.table(concerns.map { row in [ "<a href=\"#concern-\(ReportHTML.escape(concernID(row[0], diff)))\">\(ReportHTML.escape(row[0]))</a>"] + row.dropFirst().map(ReportHTML.escape) },
                                     header: ["Concern", diff.left.name, diff.right.name, "Work of its scenario that differs"], escaping: false, className: "pair")
            html.append("</article>")
        }
        return html + ["</section>"]
    }

    private static func concernID(_ title: String, _ diff: PairDiff) -> String {
        diff.concerns.first { $0.concern.title == title }?.concern.id ?? ""
    }
}
