import Metrics
import Reports

/// The report's one-screen summary: per architecture, where it keeps a search's state, where
/// it composes the card's texts, who pushes the next screen, what it leans on, what it costs at
/// run time and in change, and when its seed would choose it. Every cell is a figure or a place
/// found elsewhere in the page, which it links to.
enum ReportTradeOffs {
    static let intro = """
        One row per architecture. Where each keeps the state of a search (its latest request), \
        where it composes a flight card's texts and who pushes the next screen are the roles its \
        code carries the concern's marker in; the wiring, where views meet the state, is the roles \
        the architecture names for it; the support library, the objects alive and the writes \
        are measured over every scenario; the cost of change is over every change request; \
        "when to choose it" is the seed's own case, as its advocate would make it. Each cell links \
        to its evidence further down.
        """

    static let header = ["Architecture", "State", "Formatting", "Wiring", "Navigation", "Support library", "Peak objects alive",
                         "Widget writes", "Cost of change", "When to choose it"]

    /// A cell: its text and the anchor of its evidence, by the page's own ids.
    struct Cell {
        let text: String
        let anchor: String?
    }

    /// One row per architecture, the baseline last as everywhere in the report.
    static func rows(_ report: TeachingReport, changes: ChangeReport?) -> [[Cell]] {
        report.architectures.indices.map { index in
            let entry = report.architectures[index]
            let coupling = report.coupling.architectures.first { $0.id == entry.id }
            func roles(of concernID: String) -> Cell {
                guard let concern = report.concerns.first(where: { $0.concern.id == concernID }) else { return Cell(text: "—", anchor: nil) }
                let implementation = concern.implementations.first { $0.architectureID == entry.id }
                let roles = Array(Set(implementation?.excerpts.map(\.role) ?? [])).sorted()
                return Cell(text: roles.isEmpty ? "—" : roles.joined(separator: ", "), anchor: "concern-\(concernID)")
            }
            let support = coupling?.support ?? []
            return [
                Cell(text: entry.name + (entry.isBaseline ? " (baseline)" : ""), anchor: nil),
                roles(of: "latest-wins"),
                roles(of: "card-formatting"),
                Cell(text: entry.wiringRoles.isEmpty ? "—" : entry.wiringRoles.joined(separator: ", "), anchor: "roles-\(entry.id)"),
                roles(of: "navigation"),
                Cell(text: support.isEmpty ? "none" : "\(Figures.count(support.map(\.nloc).reduce(0, +))) lines (\(support.map(\.name).joined(separator: ", ")))",
                     anchor: "roles-\(entry.id)"),
                Cell(text: Figures.count(report.work[index].objectsAlive), anchor: ReportSection.work.id),
                Cell(text: Figures.count(report.work[index].writes), anchor: ReportSection.work.id),
                Cell(text: changes.map { changeCost(of: entry.id, in: $0) } ?? "not measured", anchor: ReportSection.costOfChange.id),
                Cell(text: entry.whenToChoose ?? "—", anchor: nil),
            ]
        }
    }

    /// `41 types (11 new), 528 lines of code (8 changes)`: the types its patches touched and
    /// the lines of code they added and removed, summed over the changes it took.
    static func changeCost(of id: String, in changes: ChangeReport) -> String {
        let costs = changes.changes.compactMap { change in change.architectures.first { $0.architecture == id }?.cost }
        guard !costs.isEmpty else { return "not measured" }
        let types = costs.map(\.types.count).reduce(0, +), new = costs.map(\.types.new.count).reduce(0, +)
        let lines = costs.map(\.app.code.changed).reduce(0, +)
        return "\(Figures.count(types)) types" + (new == 0 ? "" : " (\(Figures.count(new)) new)")
            + ", \(Figures.count(lines)) lines of code (\(costs.count) change\(costs.count == 1 ? "" : "s"))"
    }

    // MARK: - Pages

    static func markdown(_ report: TeachingReport, changes: ChangeReport?) -> [String] {
        let rows = rows(report, changes: changes).map { row in
            row.map { cell in
                guard let anchor = cell.anchor, let target = markdownAnchor(anchor, report: report) else { return cell.text }
                return "[\(cell.text)](#\(target))"
            }
        }
        return ReportMarkdown.heading(.tradeOffs) + [intro, ""] + TextTable.markdown(rows, header: header) + [""]
    }

    /// The table, each cell a link to its evidence; as cards, one per architecture, where the
    /// page is too narrow for its columns.
    static func html(_ report: TeachingReport, changes: ChangeReport?) -> [String] {
        let rows = rows(report, changes: changes).map { row in
            row.map { cell in
                // Role names may break between their words (`Model<wbr>Controllers`): the table fits the page.
                HTMLTable.Cell(cell.anchor.map { "<a href=\"#\($0)\">\(ReportHTML.path(cell.text))</a>" } ?? ReportHTML.escape(cell.text))
            }
        }
        return ["<section id=\"\(ReportSection.tradeOffs.id)\">", "<h2>\(ReportHTML.escape(ReportSection.tradeOffs.title))</h2>",
                "<p>\(ReportHTML.inline(intro))</p>"]
            + HTMLTable(header: header, rows: rows, className: "trade-offs").html + ["</section>"]
    }

    /// The Markdown page's anchor for an HTML id: the section's heading, or the concern's.
    private static func markdownAnchor(_ id: String, report: TeachingReport) -> String? {
        if let section = ReportSection.allCases.first(where: { $0.id == id }) {
            return section.isOnMarkdownPage ? section.markdownAnchor : nil
        }
        if let concern = report.concerns.first(where: { "concern-" + $0.concern.id == id })?.concern {
            return ReportSection.anchor(of: concern.title)
        }
        // An architecture's roles: its entry under "Roles and dependencies" shares its heading
        // with the one under "The architectures", so the section is linked instead.
        return id.hasPrefix("roles-") ? ReportSection.roles.markdownAnchor : nil
    }
}
