import Bench
import Domain
import Mutation
import Reports

/// The report's "Testability" section, in Markdown and HTML, drawn from what a full
/// `workbench mutate` found (`Reports/mutation.json`): per architecture the shares of mutants
/// caught with their intervals, which architectures' unit tests catch more (only where
/// ``ProportionDifferences`` shows it), the kinds of bug each one's unit tests miss, the support
/// libraries apart, and every survivor.
enum ReportTestability {
    static let intro = """
        `swift run workbench mutate` plants one small bug (a mutant) at a time in each \
        architecture's app code, after Muter's operators, and runs the shared scenarios and the \
        architecture's own unit tests with it switched on: a suite that fails catches (kills) it. \
        The shares are of the mutants that ran; those that timed out (a suite ran out of its \
        time, which says nothing of whether a test would have caught the bug), did not compile, \
        or are equivalent (their optimised object code is the original's, so no test could catch \
        them) are counted apart and left out. Each share comes with its 95% Wilson score \
        interval. Two architectures' shares, their unit tests' and the scenarios' apart, are \
        compared by Fisher's exact test, corrected for the many pairs by Holm's method, and ranked only in groups whose \
        every share differs from every share of another group; a count of mutants is never \
        compared, as more code makes more mutants. Direct, the baseline, is not ranked. The \
        support libraries are mutated apart and shown apart, run on the scenarios of the \
        architectures built on them and on their own tests, so that a bug in one is not counted \
        for every architecture that uses it.
        """

    static let notMeasured = """
        Not measured yet: a whole `swift run workbench mutate` (every architecture and support \
        library) writes `Reports/mutation.json`, from which `swift run workbench compare` draws \
        this section.
        """

    static let header = ["Architecture", "Mutants", "Ran", "Unit tests caught", "Scenarios caught", "Either caught", "Survived",
                         "Timed out", "Not compiled", "Equivalent"]

    static var libraryHeader: [String] { ["Library"] + header.dropFirst() }

    static let missesIntro = """
        The kinds of bug each architecture's unit tests miss: per operator, of the mutants of \
        that kind that ran, those its unit tests did not catch.
        """

    static var missesHeader: [String] { ["Architecture"] + MutationOperator.allCases.map(\.rawValue) }

    static let survivorsIntro = """
        Every mutant no suite caught, with its place and the text it changed, so that each can \
        be judged: a survivor is a bug the tests let through, or a change no user could see.
        """

    // MARK: - Figures

    static func rows(_ tallies: [MutationTally], report: TeachingReport) -> [[String]] {
        tallies.map { tally in
            [name(of: tally.owner, in: report), Figures.count(tally.mutants), Figures.count(tally.ran), share(tally.unitTests),
             share(tally.scenarios), share(tally.either)]
                + [MutationOutcome.survived, .timedOut, .notCompiled, .equivalent].map { Figures.count(tally.count($0)) }
        }
    }

    /// `23.0% [14.9%–33.7%]`, or `—` when none ran.
    static func share(_ proportion: Proportion) -> String {
        guard let estimate = proportion.estimate else { return "—" }
        return Figures.percent(estimate.value) + " " + Figures.interval(estimate.low, estimate.high, Figures.percent)
    }

    /// Per architecture and operator, `3 of 10 (30.0%)` missed, or `—` when none of that kind ran.
    static func missesRows(_ figures: TestabilityFigures, report: TeachingReport) -> [[String]] {
        figures.architectures.map { tally in
            [name(of: tally.owner, in: report)] + MutationOperator.allCases.map { kind in
                guard let caught = tally.unitTestsByOperator[kind], caught.trials > 0 else { return "—" }
                let missed = caught.trials - caught.successes
                return "\(Figures.count(missed)) of \(Figures.count(caught.trials)) (\(Figures.percent(Double(missed) / Double(caught.trials))))"
            }
        }
    }

    /// `MVVM's unit tests (80.0%) catch a larger share than …`: for the unit tests, then the
    /// scenarios, the groups from the highest share down, as ``ProportionDifferences`` decided them.
    static func findings(_ figures: TestabilityFigures, report: TeachingReport) -> [String] {
        findings(figures, of: .unitTests, report: report) + findings(figures, of: .scenarios, report: report)
    }

    static func findings(_ figures: TestabilityFigures, of suite: MutationSuite, report: TeachingReport) -> [String] {
        let groups = figures.comparison(of: suite).groups
        guard !groups.isEmpty else { return [] }
        let described = groups.map { group in
            ReportFindings.names(group.map { "\(name(of: $0, in: report)) (\(figures.share(of: $0, caughtBy: suite).map(Figures.percent) ?? "—"))" })
        }
        let pairs = pairsWithinGroups(figures, of: suite, report: report)
        guard groups.count > 1 else {
            let unranked = "By the share of mutants \(suite.catches), \(described[0]) cannot be ranked: no split of them into "
                + "higher and lower has every share above shown to differ from every share below."
            guard let pairs else { return [unranked] }
            return [unranked, "Some pairs are shown to differ, the first catching the larger share: \(pairs)."]
        }
        let chain = described.enumerated().map { index, text in index == 0 ? suite.ranking(from: text) : text }
        let ranked = "By the share of mutants \(suite.catches), " + chain[0] + chain.dropFirst().joined(separator: suite.nextGroup)
            + ". Every share of one group is shown to differ from every share of another; within a group they are not ranked."
        guard let pairs else { return [ranked] }
        return [ranked, "Within a group, some pairs are shown to differ, the first catching the larger share: \(pairs)."]
    }

    /// `Binder over MVP and TCA; MVB over TCA`: the pairs of one group shown to differ, each
    /// architecture with those below it, from the highest share down; nil when there are none.
    private static func pairsWithinGroups(_ figures: TestabilityFigures, of suite: MutationSuite, report: TeachingReport) -> String? {
        let share = { (id: String) in figures.share(of: id, caughtBy: suite) ?? 0 }
        let comparison = figures.comparison(of: suite)
        let parts = comparison.groups.flatMap { group in
            group.sorted { share($0) > share($1) }.compactMap { higher -> String? in
                let lower = group.filter { share($0) < share(higher) && comparison.pair(higher, $0)?.differs == true }
                    .sorted { share($0) > share($1) }
                return lower.isEmpty ? nil : "\(name(of: higher, in: report)) over \(ReportFindings.names(lower.map { name(of: $0, in: report) }))"
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The survivors of every target, architectures first: (heading, lines).
    static func survivors(_ figures: TestabilityFigures, report: TeachingReport) -> [(title: String, mutants: [MutationRecord])] {
        (figures.architectures + figures.libraries).filter { !$0.survivors.isEmpty }.map { tally in
            ("\(name(of: tally.owner, in: report)): \(Counting.count(tally.survivors.count, "survivor", "survivors"))", tally.survivors)
        }
    }

    /// `relational: `<` → `<=``, the texts on one line each.
    static func change(_ mutant: MutationRecord) -> (original: String, mutated: String) {
        (MutationText.oneLine(mutant.original), mutant.mutated.isEmpty ? "(removed)" : MutationText.oneLine(mutant.mutated))
    }

    static func name(of id: String, in report: TeachingReport) -> String {
        report.architectures.first { $0.id == id }?.name ?? id
    }

    // MARK: - Markdown

    static func markdown(_ document: MutationDocument?, report: TeachingReport) -> [String] {
        var lines = ReportMarkdown.heading(.testability) + [intro, ""]
        guard let document else { return lines + [notMeasured, ""] }
        let figures = TestabilityFigures(document, report: report)
        lines += TextTable.markdown(rows(figures.architectures, report: report), header: header) + [""]
        lines += findings(figures, report: report).map { $0 + "\n" }
        if !figures.libraries.isEmpty {
            lines += ["### Support libraries", ""] + TextTable.markdown(rows(figures.libraries, report: report), header: libraryHeader) + [""]
        }
        lines += ["### What the unit tests miss", "", missesIntro, ""]
        lines += TextTable.markdown(missesRows(figures, report: report), header: missesHeader) + [""]
        lines += ["### Survivors", "", survivorsIntro, ""]
        for (title, mutants) in survivors(figures, report: report) {
            lines += ["#### \(title)", ""]
            lines += mutants.map { mutant in
                let (original, mutated) = change(mutant)
                return "- `\(mutant.file)`:\(mutant.line) \(mutant.operator.rawValue): \(code(original)) → \(mutated == "(removed)" ? mutated : code(mutated))"
            }
            lines.append("")
        }
        return lines
    }

    /// A code span that holds any backticks in `text`.
    private static func code(_ text: String) -> String {
        text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }

    // MARK: - HTML

    static func html(_ document: MutationDocument?, report: TeachingReport) -> [String] {
        var html = ["<section id=\"\(ReportSection.testability.id)\">", "<h2>\(ReportHTML.escape(ReportSection.testability.title))</h2>",
                    "<p>\(ReportHTML.inline(intro))</p>"]
        guard let document else { return html + ["<p>\(ReportHTML.inline(notMeasured))</p>", "</section>"] }
        let figures = TestabilityFigures(document, report: report)
        html += ReportHTML.table(rows(figures.architectures, report: report), header: header, escaping: true, className: "testability")
        html += findings(figures, report: report).map { "<p>\(ReportHTML.inline($0))</p>" }
        if !figures.libraries.isEmpty {
            html.append("<h3>Support libraries</h3>")
            html += ReportHTML.table(rows(figures.libraries, report: report), header: libraryHeader, escaping: true, className: "testability")
        }
        html += ["<h3>What the unit tests miss</h3>", "<p>\(ReportHTML.inline(missesIntro))</p>"]
        html += ReportHTML.table(missesRows(figures, report: report), header: missesHeader, escaping: true, className: "misses")
        html += ["<h3>Survivors</h3>", "<p>\(ReportHTML.inline(survivorsIntro))</p>"]
        for (title, mutants) in survivors(figures, report: report) {
            html.append("<details class=\"survivors\"><summary>\(ReportHTML.escape(title))</summary><ul>")
            html += mutants.map { mutant in
                let (original, mutated) = change(mutant)
                return "<li><code>\(ReportHTML.path(mutant.file))</code>:\(mutant.line) \(mutant.operator.rawValue): "
                    + "<code>\(ReportHTML.escape(original))</code> → "
                    + (mutant.mutated.isEmpty ? mutated : "<code>\(ReportHTML.escape(mutated))</code>") + "</li>"
            }
            html.append("</ul></details>")
        }
        return html + ["</section>"]
    }
}
