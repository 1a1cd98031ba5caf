import Reports

/// The report's "Published claims" section: each claim a study or a seed published, its
/// source, the measure of this report that stands for the quality it names, the figures, and
/// the verdict (``ClaimFinding``), worded here and only here.
enum ReportClaims {
    static var intro: String {
        "Published studies and the patterns' own authors rank some of these architectures. Each claim is checked here "
            + "against this report's own figures, among the architectures its source compared (Direct, the baseline, never "
            + "among them). It holds only when the architecture it names is the best and differs from every other: by more "
            + "than \(CountWords.thresholdText) of the larger count, or, for a timing, shown to differ as the timing section "
            + "decides, or, for a share of planted bugs caught, shown to differ as the testability section decides. It does "
            + "not hold when another is decidedly better; it cannot be told apart when none is better but one or more are too "
            + "close; and it is not measured where a figure it needs is missing. On every measure here but testability, less "
            + "is better; there, a larger share caught is."
    }

    static let header = ["Claim", "Source", "Measure", "Figures", "Verdict"]

    /// A cell's text and the address it links to: a section's id, or a source's URL.
    struct Cell {
        let text: String
        let link: String?
    }

    /// One row per claim, in the order ``PublishedClaim/all`` gives them.
    static func rows(_ report: TeachingReport) -> [[Cell]] {
        (report.claims ?? []).map { finding in
            let claim = finding.claim
            return [
                Cell(text: statement(claim, report: report), link: nil),
                Cell(text: source(claim.source), link: claim.source.url),
                Cell(text: measure(claim.measure), link: anchor(claim.measure)),
                Cell(text: figures(finding, report: report), link: nil),
                Cell(text: verdict(finding, report: report), link: nil),
            ]
        }
    }

    /// `Of 7 claims, 1 holds, 1 does not hold, 1 cannot be told apart and 4 are not measured.`
    static func tally(_ findings: [ClaimFinding]) -> String? {
        guard !findings.isEmpty else { return nil }
        let kinds: [(ClaimVerdict, String, String)] = [
            (.holds, "holds", "hold"), (.doesNotHold, "does not hold", "do not hold"),
            (.cannotBeToldApart, "cannot be told apart", "cannot be told apart"), (.notMeasured, "is not measured", "are not measured"),
        ]
        let parts = kinds.compactMap { verdict, one, several -> String? in
            let count = findings.filter { $0.verdict == verdict }.count
            return count == 0 ? nil : "\(ReportFindings.spelled(count)) \(count == 1 ? one : several)"
        }
        return "Of the \(ReportFindings.spelled(findings.count)) claims, \(ReportFindings.names(parts))."
    }

    // MARK: - Words

    /// `MVP is the most modifiable of MVC, MVP and MVVM`.
    static func statement(_ claim: PublishedClaim, report: TeachingReport) -> String {
        let quality = switch claim.measure {
        case .linesChanged: "is the most modifiable"
        case .roleCoupling: "is the least coupled"
        case .viewControllerLines: "leaves its view controllers the least code"
        case .peakObjectsAlive: "uses the least memory"
        case .processorTime: "uses the least processor time"
        case .testability: "is the most testable"
        }
        // In the report's order, as the figures are.
        let among = claim.among.map { ids in "of " + ReportFindings.names(report.architectures.filter { ids.contains($0.id) }.map(\.name)) }
            ?? "of every architecture"
        return "\(name(claim.architectureID, report)) \(quality) \(among)"
    }

    /// `Lou, T. (2016). A Comparison of …. Master's thesis, Aalto University.`
    static func source(_ source: PublishedClaim.Source) -> String {
        "\(source.authors) (\(source.year.map(String.init) ?? "n.d.")). \(source.title). \(source.publishedIn)."
    }

    static func measure(_ measure: ClaimMeasure) -> String {
        switch measure {
        case .linesChanged: "Lines of app code the patches add and remove, over every change request"
        case .roleCoupling: "Type names on the arrows between roles, added up"
        case .viewControllerLines: "Lines of code in the ViewControllers role"
        case .peakObjectsAlive: "Peak app objects alive, over every scenario"
        case .processorTime: "Processor time over the operations suite, as the geometric mean of ratios to Direct's"
        case .testability: "Share of planted bugs (mutants) its own unit tests catch"
        }
    }

    /// The section a measure's figures come from, by the HTML page's ids.
    static func anchor(_ measure: ClaimMeasure) -> String? {
        switch measure {
        case .linesChanged: ReportSection.costOfChange.id
        case .roleCoupling, .viewControllerLines: ReportSection.roles.id
        case .peakObjectsAlive: ReportSection.work.id
        case .processorTime: ReportSection.machine.id
        case .testability: ReportSection.testability.id
        }
    }

    /// `MVC 14, MVP 26, MVVM 28, VIPER 38`, or `MVC ×1.00; MVP and VIPER not measured`.
    static func figures(_ finding: ClaimFinding, report: TeachingReport) -> String {
        if finding.claim.measure == .testability, finding.figures.allSatisfy({ $0.value == nil }) { return "—" }
        let measured = finding.figures.compactMap { figure in
            figure.value.map { value in
                let written = switch finding.claim.measure {
                case .processorTime: Figures.ratio(value)
                case .testability: Figures.percent(value)
                default: Figures.count(Int(value))
                }
                return "\(name(figure.architectureID, report)) " + written
            }
        }
        let missing = finding.figures.filter { $0.value == nil }.map { name($0.architectureID, report) }
        var parts: [String] = []
        if !measured.isEmpty { parts.append(measured.joined(separator: ", ")) }
        if !missing.isEmpty { parts.append("\(ReportFindings.names(missing)) not measured") }
        return parts.joined(separator: "; ")
    }

    /// `Does not hold: MVC is lower by more than 10%`.
    static func verdict(_ finding: ClaimFinding, report: TeachingReport) -> String {
        let rivals = ReportFindings.names(finding.rivals.map { name($0, report) })
        if finding.claim.measure == .testability { return testabilityVerdict(finding, rivals: rivals) }
        let timed = finding.claim.measure == .processorTime
        switch finding.verdict {
        case .holds:
            return timed ? "Holds: shown faster than every other" : "Holds: lower than every other by more than \(CountWords.thresholdText)"
        case .doesNotHold:
            let verb = finding.rivals.count == 1 ? "is" : "are"
            return "Does not hold: \(rivals) \(verb) " + (timed ? "shown faster" : "lower by more than \(CountWords.thresholdText)")
        case .cannotBeToldApart:
            return "Cannot be told apart from \(rivals): " + (timed ? "not shown to differ" : "within \(CountWords.thresholdText)")
        case .notMeasured:
            return "Not measured: no figure for \(rivals)"
        }
    }

    /// `Does not hold: MVC's unit tests are shown to catch a larger share`.
    private static func testabilityVerdict(_ finding: ClaimFinding, rivals: String) -> String {
        switch finding.verdict {
        case .holds: "Holds: its unit tests are shown to catch a larger share than every other's"
        case .doesNotHold: "Does not hold: the unit tests of \(rivals) are shown to catch a larger share"
        case .cannotBeToldApart: "Cannot be told apart from \(rivals): the shares are not shown to differ"
        case .notMeasured where finding.figures.allSatisfy({ $0.value == nil }): "Not measured yet: Reports/mutation.json is missing"
        case .notMeasured: "Not measured: no mutant of \(rivals) ran"
        }
    }

    private static func name(_ id: String, _ report: TeachingReport) -> String {
        report.architectures.first { $0.id == id }?.name ?? id
    }

    // MARK: - Pages

    static func markdown(_ report: TeachingReport) -> [String] {
        let rows = rows(report).map { row in
            row.map { cell in
                guard let link = cell.link else { return cell.text }
                if let section = ReportSection.allCases.first(where: { $0.id == link }) { return "[\(cell.text)](#\(section.markdownAnchor))" }
                return "[\(cell.text)](\(link))"
            }
        }
        return ReportMarkdown.heading(.claims) + [intro, ""] + (tally(report.claims ?? []).map { [$0, ""] } ?? [])
            + TextTable.markdown(rows, header: header) + [""]
    }

    /// The table; a source's address is shown, not linked, as the page links nothing outside
    /// itself.
    static func html(_ report: TeachingReport) -> [String] {
        let rows = rows(report).map { row in
            row.map { cell in
                let text = ReportHTML.escape(cell.text)
                guard let link = cell.link else { return HTMLTable.Cell(text) }
                if ReportSection.allCases.contains(where: { $0.id == link }) { return HTMLTable.Cell("<a href=\"#\(link)\">\(text)</a>") }
                return HTMLTable.Cell("\(text) <span class=\"url\">\(ReportHTML.escape(link))</span>")
            }
        }
        return ["<section id=\"\(ReportSection.claims.id)\">", "<h2>\(ReportHTML.escape(ReportSection.claims.title))</h2>", "<p>\(ReportHTML.escape(intro))</p>"]
            + (tally(report.claims ?? []).map { ["<p>\(ReportHTML.escape($0))</p>"] } ?? [])
            + HTMLTable(header: header, rows: rows, className: "claims").html + ["</section>"]
    }
}
