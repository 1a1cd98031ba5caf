import Foundation
import Reports

/// The report's "Cost of change" section, in Markdown and HTML, drawn from what the last full
/// `workbench changes` found (`Reports/changes.json`): the table of changes × architectures,
/// each change's notes as its `change.md` words them, and one pair of patches side by side.
enum ReportChanges {
    static let intro = """
        Each change request in `Scenarios/changes/` is applied to every architecture as that \
        pattern's advocate would write it, with the unit tests the pattern would add; a patched \
        architecture takes its change (✓) when it agrees with the others on every scenario and on \
        the change's own, keeps its rules and passes its tests. Per change and architecture: the \
        files the patch touches and adds (app and tests), the roles it touches out of the \
        architecture's roles and their ratio (SAAM's measure of how far a change reaches), the \
        types around its changed lines, and the lines it adds and removes in the app and in its \
        tests. The `shared` row is what every architecture needed, counted apart.
        """

    static let notMeasured = """
        Not measured yet: `swift run workbench changes` applies every change and writes \
        `Reports/changes.json`, from which `swift run workbench compare` draws this section.
        """

    static let header = ["Change", "Architecture", "Files", "Added", "Roles", "SAAM", "Types", "App +/−", "Tests +/−", "Result"]

    /// The table's rows, architectures by name.
    static func rows(_ changes: ChangeReport, report: TeachingReport) -> [[String]] {
        ChangesText.rows(changes, name: { name(of: $0, in: report) })
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
        for change in changes.changes {
            lines += ["### \(change.title)", "", "[`\(change.id)`](\(ReportMarkdown.link("Scenarios/changes/\(change.id)/change.md"))).", ""]
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
        for change in changes.changes {
            html.append("<article class=\"change\" id=\"change-\(ReportHTML.escape(change.id))\">")
            html.append("<h3>\(ReportHTML.escape(change.title))</h3>")
            html.append("<p class=\"note\"><code>Scenarios/changes/\(ReportHTML.escape(change.id))/change.md</code></p>")
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
