@testable import Metrics
@testable import ReportPages
import Testing

/// How each report page shows a rule's breaks: the place linked or quoted, the finding in the
/// reports' words, escaped where the page is HTML.
struct RuleBreakPagesTests {
    private static let report = TeachingReport(
        architectures: [], scenarios: [], concerns: [], coupling: CouplingReport(architectures: [ChartFixtures.toy()]), work: [],
        summary: "0 scenarios × 1 architecture", allAgree: true
    )

    /// The lines of `page` from the heading `from` up to the next section's heading.
    private func section(_ page: String, from heading: String, to next: String) -> [String] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return Array(lines.drop { $0 != heading }.prefix { $0 != next })
    }

    @Test func theMarkdownPageLinksEachBreakToItsLineAndSaysWhatWasFound() {
        let roles = section(ReportMarkdown.render(Self.report, machine: nil), from: "## Roles and dependencies", to: "## Work")
        #expect(roles.filter { $0.hasPrefix("- ") || $0.hasPrefix("  - ") } == [
            "- ✗ **broken** Views do not reference Models — *a view can be reused with any model*",
            "  - [Sources/Architectures/Toy/Views/SearchView.swift:12](../Sources/Architectures/Toy/Views/SearchView.swift#L12) references SearchModel (role Models)",
            "- ✓ Models import no UI — *testable without views*",
        ])
    }

    @Test func theHTMLPageQuotesEachBreaksPlaceAndSaysWhatWasFound() {
        let roles = section(ReportHTML.render(Self.report, machine: nil), from: "<h2>Roles and dependencies</h2>", to: "</section>")
        #expect(roles.filter { $0.hasPrefix("<li ") || $0.hasPrefix("<ul>") } == [
            "<li class=\"broken\"><span class=\"status\">✗ broken</span> Views do not reference Models — <i>a view can be reused with any model</i>",
            "<ul><li><code>Sources/<wbr>Architectures/<wbr>Toy/<wbr>Views/<wbr>Search<wbr>View.swift:12</code> references SearchModel (role Models)</li></ul>",
            "<li class=\"held\"><span class=\"status\">✓ held</span> Models import no UI — <i>testable without views</i>",
        ])
    }

    @Test func theHTMLPageEscapesWhatAFindingNames() {
        #expect(ReportHTML.words(.references(type: "Box<Song>", module: "Toy", role: "Models", through: .types(["Box<Song>"])))
            == "references Box&lt;Song&gt; (Box&lt;Song&gt;)")
        #expect(ReportHTML.words(.usesCode(pattern: "Date()")) == "uses Date()")
    }
}
