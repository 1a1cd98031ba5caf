@testable import Metrics
@testable import ReportPages
import Testing

/// Both report pages take their headings and navigation from ``ReportSection``.
struct ReportSectionTests {
    private static let empty = TeachingReport(
        architectures: [], scenarios: [], concerns: [], coupling: CouplingReport(architectures: []), work: [],
        summary: "0 scenarios × 0 architectures", allAgree: true
    )

    @Test func theMarkdownPageLinksEachOfItsHeadingsByTheAnchorTheCodeHostGivesIt() {
        let lines = ReportMarkdown.render(Self.empty, machine: nil).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("[") && $0.contains("](#") } == [
            "[What is compared](#what-is-compared-and-how) · [Trade-offs](#trade-offs-at-a-glance) · [Published claims](#published-claims) · [The architectures](#the-architectures) · [Agreement](#agreement) · "
                + "[Concerns side by side](#concerns-side-by-side) · [Two by two](#two-by-two) · [Roles and dependencies](#roles-and-dependencies) · "
                + "[Work](#work) · [Cost of change](#cost-of-change) · [Testability](#testability) · [Timing on one machine](#timing-on-one-machine)",
        ])
        #expect(lines.filter { $0.hasPrefix("## ") } == [
            "## What is compared, and how", "## Trade-offs at a glance", "## Published claims", "## The architectures", "## Agreement", "## Concerns side by side", "## Two by two",
            "## Roles and dependencies", "## Work", "## Cost of change", "## Testability", "## Timing on one machine",
        ])
    }

    @Test func theHTMLPageLinksEachOfItsSectionsByItsID() {
        let lines = ReportHTML.render(Self.empty, machine: nil).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("<nav>") } == [
            "<nav><a href=\"#compared\">What is compared</a> · <a href=\"#trade-offs\">Trade-offs</a> · <a href=\"#claims\">Published claims</a> · <a href=\"#architectures\">The architectures</a> · "
                + "<a href=\"#agreement\">Agreement</a> · <a href=\"#concerns\">Concerns side by side</a> · <a href=\"#pairs\">Two by two</a> · "
                + "<a href=\"#roles\">Roles and dependencies</a> · <a href=\"#metrics\">Metrics</a> · <a href=\"#work\">Work</a> · "
                + "<a href=\"#cost-of-change\">Cost of change</a> · <a href=\"#testability\">Testability</a> · <a href=\"#machine\">Timing on one machine</a></nav>",
        ])
        #expect(lines.filter { $0.hasPrefix("<section") || $0.hasPrefix("<h2>") } == [
            "<section id=\"compared\">", "<h2>What is compared, and how</h2>",
            "<section id=\"trade-offs\">", "<h2>Trade-offs at a glance</h2>",
            "<section id=\"claims\">", "<h2>Published claims</h2>",
            "<section id=\"architectures\">", "<h2>The architectures</h2>",
            "<section id=\"agreement\">", "<h2>Agreement</h2>",
            "<section id=\"concerns\">", "<h2>Concerns side by side</h2>",
            "<section id=\"pairs\">", "<h2>Two by two</h2>",
            "<section id=\"roles\">", "<h2>Roles and dependencies</h2>",
            "<section id=\"metrics\">", "<h2>Metrics</h2>",
            "<section id=\"work\">", "<h2>Work</h2>",
            "<section id=\"cost-of-change\">", "<h2>Cost of change</h2>",
            "<section id=\"testability\">", "<h2>Testability</h2>",
            "<section id=\"machine\" data-timing=\"none\">", "<h2>Timing on one machine</h2>",
        ])
    }

    @Test func anAnchorIsTheTitleInLowerCaseWithoutPunctuationAndWithHyphensForSpaces() {
        #expect(ReportSection.compared.markdownAnchor == "what-is-compared-and-how")
        #expect(ReportSection.machine.markdownAnchor == "timing-on-one-machine")
    }
}
