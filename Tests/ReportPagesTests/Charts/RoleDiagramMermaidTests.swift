@testable import Bench
@testable import Harness
@testable import Metrics
@testable import ReportCharts
@testable import Reports
import Testing

/// The role diagram as Mermaid, for the Markdown report.
struct RoleDiagramMermaidTests {
    @Test func theToyGraphIsWrittenNodeByNodeAndEdgeByEdgeWithTheBrokenOnesRed() {
        // Roles in the report's order (by name, the root last); the arrows between roles in the
        // order of the edges, counted from 0: 0 root→Views, 1 Views→Models (broken). The
        // modules every role uses are a table beside the diagram.
        let expected = """
            flowchart TB
                Models["Models<br/>nloc 20"]
                Views["Views<br/>nloc 10"]
                root["(root)<br/>nloc 5"]
                root -->|1| Views
                Views -->|2| Models
                classDef module fill:#f1f1f1,stroke:#9e9e9e,color:#212121
                classDef broken stroke:#c62828,stroke-width:2px,color:#c62828
                class Views broken
                linkStyle 1 stroke:#c62828,stroke-width:2px

            """
        #expect(RoleDiagram.mermaid(ChartFixtures.toy()) == expected)
    }

    @Test func withNoBrokenRuleNothingIsStyledRed() {
        let text = RoleDiagram.mermaid(ChartFixtures.toy(broken: false))
        #expect(!text.contains("class Views broken"))
        #expect(text.split(separator: "\n").filter { $0.contains("#c62828") } == ["    classDef broken stroke:#c62828,stroke-width:2px,color:#c62828"])
    }

    @Test func idsAreSanitisedKeptApartFromKeywordsAndMadeUnique() {
        var coupling = ArchitectureCoupling(id: "ids", name: "Ids", sourceFolder: "Sources/Architectures/Ids")
        coupling.roles = [ChartFixtures.role("end", nloc: 1), ChartFixtures.role("My Views", nloc: 2), ChartFixtures.role("My-Views", nloc: 3)]
        coupling.edges = [Edge(from: "My Views", to: .role("end"), names: ["A"]), Edge(from: "My-Views", to: .role("end"), names: ["B", "C"])]
        let lines = RoleDiagram.mermaid(coupling).split(separator: "\n").map(String.init)
        #expect(lines.contains("    n_end[\"end<br/>nloc 1\"]"))
        #expect(lines.contains("    My_Views[\"My Views<br/>nloc 2\"]"))
        #expect(lines.contains("    My_Views_2[\"My-Views<br/>nloc 3\"]"))
        #expect(lines.contains("    My_Views -->|1| n_end"))
        #expect(lines.contains("    My_Views_2 -->|2| n_end"))
    }

    @Test func anEdgeThatIsOnlyNestingIsDashedAndSaysSo() {
        var coupling = ArchitectureCoupling(id: "nest", name: "Nest", sourceFolder: "Sources/Architectures/Nest")
        coupling.roles = [ChartFixtures.role("ViewModels", nloc: 1), ChartFixtures.role("Views", nloc: 2)]
        coupling.edges = [
            Edge(from: "ViewModels", to: .role("Views"), names: ["CardView", "SongCell"], nestingNames: ["CardView", "SongCell"]),
            Edge(from: "Views", to: .role("ViewModels"), names: ["CardView.ViewModel"]),
        ]
        let lines = RoleDiagram.mermaid(coupling).split(separator: "\n").map(String.init)
        #expect(lines.contains("    ViewModels -.->|2 nested in| Views"))
        #expect(lines.contains("    Views -->|1| ViewModels"))
        let svg = RoleDiagram.svg(coupling)
        // One dashed arrow, and the legend's dashed sample with its caption.
        #expect(svg.components(separatedBy: "class=\"edge nesting\"").count == 2)
        #expect(svg.contains("types are nested in its target&#39;s: no loop"))
        #expect(svg.contains("ViewModels → Views (2, nested in)"))
    }

    @Test func labelsUseMermaidEntityCodesForMarkup() {
        var coupling = ArchitectureCoupling(id: "esc", name: "Esc", sourceFolder: "Sources/Architectures/Esc")
        coupling.roles = [ChartFixtures.role("Q&A \"<x>\" #1", nloc: 1)]
        #expect(RoleDiagram.mermaid(coupling) == """
            flowchart TB
                Q_A_x_1["Q#amp;A #quot;#lt;x#gt;#quot; #35;1<br/>nloc 1"]
                classDef module fill:#f1f1f1,stroke:#9e9e9e,color:#212121
                classDef broken stroke:#c62828,stroke-width:2px,color:#c62828

            """)
    }
}
