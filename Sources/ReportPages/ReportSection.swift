/// The sections of the teaching report, in the order both pages show them. The Markdown and
/// HTML pages take their headings, anchors and navigation from here, so the two cannot drift
/// apart.
enum ReportSection: String, CaseIterable {
    case compared, tradeOffs, claims, architectures, agreement, concerns, pairs, roles, metrics, work, costOfChange, testability, machine

    /// The HTML page's `id` for the section, which its navigation links to.
    var id: String {
        switch self {
        case .costOfChange: "cost-of-change"
        case .tradeOffs: "trade-offs"
        default: rawValue
        }
    }

    /// The section's heading.
    var title: String {
        switch self {
        case .compared: "What is compared, and how"
        case .tradeOffs: "Trade-offs at a glance"
        case .claims: "Published claims"
        case .architectures: "The architectures"
        case .agreement: "Agreement"
        case .concerns: "Concerns side by side"
        case .pairs: "Two by two"
        case .roles: "Roles and dependencies"
        case .metrics: "Metrics"
        case .work: "Work"
        case .costOfChange: "Cost of change"
        case .testability: "Testability"
        case .machine: "Timing on one machine"
        }
    }

    /// The link to the section in the navigation: the heading, shortened where it is long.
    var navigationTitle: String {
        switch self {
        case .compared: "What is compared"
        case .tradeOffs: "Trade-offs"
        default: title
        }
    }

    /// Whether the Markdown page has the section. It has no Metrics section of its own: each
    /// architecture's metrics table stands in its Roles and dependencies entry instead.
    var isOnMarkdownPage: Bool {
        self != .metrics
    }

    /// The anchor a code host gives the Markdown heading, as GitHub makes it: the title in
    /// lower case, without punctuation, spaces turned into hyphens.
    var markdownAnchor: String {
        Self.anchor(of: title)
    }

    /// The anchor a code host gives a Markdown heading with `title`.
    static func anchor(of title: String) -> String {
        String(title.lowercased().compactMap { character in
            character == " " ? "-" : character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// The sections the Markdown page shows, in order.
    static var markdownSections: [ReportSection] {
        allCases.filter(\.isOnMarkdownPage)
    }
}
