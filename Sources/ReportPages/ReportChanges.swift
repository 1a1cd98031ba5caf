import Foundation
import Reports

/// The report's "Cost of change" section, in Markdown and HTML, drawn from what the last full
/// `workbench changes` found (`Reports/changes.json`): the table of changes × architectures, the
/// types many changes touch, the changes per screen, each change's notes as its `change.md`
/// words them, and one pair of patches side by side.
enum ReportChanges {
    static let intro = """
        Each change request in `Scenarios/changes/` is applied to every architecture as that \
        pattern's advocate would write it, with the unit tests the pattern would add; a patched \
        architecture takes its change (✓) when it agrees with the others on every scenario and on \
        the change's own, keeps its rules and passes its tests. Per change and architecture: the \
        types around the lines the patch changes, those it declares counted as new; the lines of \
        code it adds and removes in the app, its comment and blank lines apart; the roles it \
        touches (an architecture's folders, its composition root included), naming those it \
        creates; its files in the app and in the tests, new ones counted apart; and the lines of \
        code of its tests. The `shared` row is what every architecture needed, counted apart. \
        Roles are counted, not divided by how many an architecture has: a pattern with fewer \
        folders is not cheaper to change for it.
        """

    static let notMeasured = """
        Not measured yet: `swift run workbench changes` applies every change and writes \
        `Reports/changes.json`, from which `swift run workbench compare` draws this section.
        """

    static let header = ["Change", "Architecture", "Types", "Code +/−", "Comments, blank", "Roles", "App files", "Test files",
                         "Test code +/−", "Result"]

    /// SAAM's scenario interaction, said before its table.
    static let interactionIntro = """
        SAAM's scenario interaction: a type that several unrelated changes touch holds concerns \
        its architecture did not separate. Every change here is unrelated to the others; only \
        types that were there before count.
        """

    static let coverageIntro = """
        Each change's `change.md` says where its behaviour is seen; no screen should hold more \
        than half of the changes, or the figures above measure one screen's code.
        """

    /// The table's rows, architectures by name.
    static func rows(_ changes: ChangeReport, report: TeachingReport) -> [[String]] {
        ChangesText.rows(changes, name: { name(of: $0, in: report) })
    }

    static func interactionRows(_ changes: ChangeReport, report: TeachingReport) -> [[String]] {
        ChangesText.interactionRows(changes, name: { name(of: $0, in: report) })
    }

    /// `MVC and MVVM on release-year`.
    static func sideBySideTitle(_ pair: SideBySide, report: TeachingReport) -> String {
        "Side by side: " + pair.patches.map { name(of: $0.architecture, in: report) }.joined(separator: " and ") + " on `\(pair.change)`"
    }

    static func name(of id: String, in report: TeachingReport) -> String {
        report.architectures.first { $0.id == id }?.name ?? id
    }

    // MARK: - Markdown

    static func markdown(_ changes: ChangeReport?, report: TeachingReport) -> [String] {
        var lines = ReportMarkdown.heading(.costOfChange) + [intro, ""]
        guard let changes else { return lines + [notMeasured, ""] }
        lines += TextTable.markdown(rows(changes, report: report), header: header) + [""]
        lines += ReportFindings.changes(changes, report: report).map { $0 + "\n" }
        lines += ChangesText.problemLines(changes).map { "- " + $0 }
        lines += ["**\(ChangesText.summary(changes)).**", ""]
        lines += ["### \(ChangesText.interactionHeading(changes))", "", interactionIntro, ""]
        let interactions = interactionRows(changes, report: report)
        lines += (interactions.isEmpty ? ["None."] : TextTable.markdown(interactions, header: ChangesText.interactionHeader)) + [""]
        lines += ["### Changes per screen", "", coverageIntro, ""]
        lines += TextTable.markdown(ChangesText.coverageRows(changes), header: ChangesText.coverageHeader) + ["", ChangesText.coverage(changes), ""]
        for change in changes.changes {
            lines += ["### \(change.title)", "",
                      "[`\(change.id)`](\(ReportMarkdown.link("Scenarios/changes/\(change.id)/change.md"))), seen on the \(change.screen.rawValue) screen.", ""]
            if let notes = change.notes { lines += [notes, ""] }
        }
        guard let pair = changes.sideBySide else { return lines }
        lines += ["### \(sideBySideTitle(pair, report: report))", "", pair.why, ""]
        for patch in pair.patches {
            for file in patch.files {
                lines += ["#### \(name(of: patch.architecture, in: report)) — `\(file.path)`", ""]
                lines += ["```diff", file.hunks, "```", ""]
            }
        }
        return lines
    }

    // MARK: - HTML

    static func html(_ changes: ChangeReport?, report: TeachingReport) -> [String] {
        var html = ["<section id=\"\(ReportSection.costOfChange.id)\">", "<h2>\(ReportHTML.escape(ReportSection.costOfChange.title))</h2>",
                    "<p>\(ReportHTML.inline(intro))</p>"]
        guard let changes else { return html + ["<p>\(ReportHTML.inline(notMeasured))</p>", "</section>"] }
        html += ReportHTML.table(rows(changes, report: report), header: header, escaping: true, className: "changes")
        html += ReportFindings.changes(changes, report: report).map { "<p>\(ReportHTML.inline($0))</p>" }
        let problems = ChangesText.problemLines(changes)
        if !problems.isEmpty { html.append("<ul>" + problems.map { "<li>\(ReportHTML.escape($0))</li>" }.joined() + "</ul>") }
        html.append("<p class=\"verdict\">\(ReportHTML.escape(ChangesText.summary(changes))).</p>")
        html += ["<h3>\(ReportHTML.escape(ChangesText.interactionHeading(changes)))</h3>", "<p>\(ReportHTML.inline(interactionIntro))</p>"]
        let interactions = interactionRows(changes, report: report)
        html += interactions.isEmpty ? ["<p>None.</p>"]
            : ReportHTML.table(interactions, header: ChangesText.interactionHeader, escaping: true, className: "interactions")
        html += ["<h3>Changes per screen</h3>", "<p>\(ReportHTML.inline(coverageIntro))</p>"]
        html += ReportHTML.table(ChangesText.coverageRows(changes), header: ChangesText.coverageHeader, escaping: true, className: "coverage")
        html.append("<p>\(ReportHTML.escape(ChangesText.coverage(changes)))</p>")
        for change in changes.changes {
            html.append("<article class=\"change\" id=\"change-\(ReportHTML.escape(change.id))\">")
            html.append("<h3>\(ReportHTML.escape(change.title))</h3>")
            html.append("<p class=\"note\"><code>Scenarios/changes/\(ReportHTML.escape(change.id))/change.md</code>, "
                        + "seen on the \(change.screen.rawValue) screen</p>")
            if let notes = change.notes { html += NotesHTML.render(notes) }
            html.append("</article>")
        }
        if let pair = changes.sideBySide {
            html.append("<article class=\"change\" id=\"side-by-side\">")
            html.append("<h3>\(ReportHTML.inline(sideBySideTitle(pair, report: report)))</h3>")
            html.append("<p>\(ReportHTML.inline(pair.why))</p>")
            html.append("<div class=\"side-by-side\">")
            for patch in pair.patches {
                html.append("<div class=\"patch\">")
                for file in patch.files {
                    html.append("<figure class=\"excerpt\"><figcaption><b>\(ReportHTML.escape(name(of: patch.architecture, in: report)))</b> · <code>\(ReportHTML.escape(file.path))</code></figcaption>")
                    html.append(CodeBlock.diff(file.hunks) + "</figure>")
                }
                html.append("</div>")
            }
            html += ["</div>", "</article>"]
        }
        return html + ["</section>"]
    }
}

/// The few Markdown forms a change's notes use, as HTML: paragraphs, `- ` lists (a line
/// indented under an item continues it), `code` and **bold**.
enum NotesHTML {
    static func render(_ markdown: String) -> [String] {
        var html: [String] = []
        var paragraph: [String] = []
        var items: [String] = []
        func flush() {
            if !paragraph.isEmpty { html.append("<p>\(inline(paragraph.joined(separator: " ")))</p>") }
            if !items.isEmpty { html.append("<ul>" + items.map { "<li>\(inline($0))</li>" }.joined() + "</ul>") }
            paragraph = []
            items = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty {
                flush()
            } else if text.hasPrefix("- ") {
                if !paragraph.isEmpty { flush() }
                items.append(String(text.dropFirst(2)))
            } else if !items.isEmpty, line.first == " " {
                items[items.count - 1] += " " + text
            } else {
                if !items.isEmpty { flush() }
                paragraph.append(text)
            }
        }
        flush()
        return html
    }

    /// Escaped text with `code` spans and **bold**.
    static func inline(_ text: String) -> String {
        let escaped = ReportHTML.inline(text)
        let parts = escaped.components(separatedBy: "**")
        // An unpaired `**` is left as written.
        guard parts.count % 2 == 1 else { return escaped }
        return parts.enumerated().map { $0 % 2 == 1 ? "<b>\($1)</b>" : $1 }.joined()
    }
}
