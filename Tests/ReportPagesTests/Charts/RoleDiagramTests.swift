@testable import Bench
@testable import Harness
@testable import Metrics
@testable import ReportCharts
@testable import ReportPages
@testable import Reports
import Testing

/// The role diagram's SVG, rendered from a toy architecture made by hand.
struct RoleDiagramTests {
    private static let red = ChartPalette.broken.lowercased()

    @Test func theDiagramIsWellFormedXMLWithATitleAndADescription() throws {
        let svg = try SVGTree.parse(RoleDiagram.svg(ChartFixtures.toy()))
        #expect(svg.name == "svg")
        #expect(svg["class"] == "role-diagram")
        #expect(svg["role"] == "img")
        #expect(svg.all("title").first?.text == "Toy: roles and their dependencies")
        let description = try #require(svg.all("desc").first?.text)
        #expect(description.contains("Views → Models (2) breaks a rule"))
        #expect(description.contains("Broken rules: Views do not reference Models."))
    }

    @Test func eachRoleIncludingTheRootHasABoxWithItsNlocAndNoModuleHasOne() throws {
        let svg = try SVGTree.parse(RoleDiagram.svg(ChartFixtures.toy()))
        let roles = svg.all("g", class: "role")
        #expect(roles.map { $0["data-name"] } == ["Models", "Views", "(root)"])
        #expect(roles.map { $0.all("rect").count } == [1, 1, 1])
        #expect(roles.map { $0.all("text").map(\.text) } == [["Models", "nloc 20"], ["Views", "nloc 10"], ["(root)", "nloc 5"]])
        // Every role uses Domain: a table tells that, and the diagram shows the roles' own arrows.
        #expect(svg.all("g", class: "module").isEmpty)
    }

    @Test func eachEdgeBetweenRolesHasOneArrowLabelledWithItsNumberOfTypeNames() throws {
        let svg = try SVGTree.parse(RoleDiagram.svg(ChartFixtures.toy()))
        let arrows = svg.all("path", class: "edge").map { "\($0["data-from"]!) → \($0["data-to"]!)" }
        #expect(arrows.sorted() == ["(root) → Views", "Views → Models"])
        #expect(svg.all("path", class: "edge").allSatisfy { $0["marker-end"]?.hasPrefix("url(#roles-toy-arrow") == true })
        let weights = svg.all("text", class: "weight").map { "\($0["data-from"]!) → \($0["data-to"]!): \($0.text)" }
        #expect(weights == ["(root) → Views: 1", "Views → Models: 2"])
    }

    @Test func aDependencyOnAModuleThatBreaksARuleIsDrawnRedWithItsModuleBelowTheRoles() throws {
        let svg = try SVGTree.parse(RoleDiagram.svg(ChartFixtures.toy(brokenModule: true)))
        let modules = svg.all("g", class: "module")
        #expect(modules.map { $0["data-name"] } == ["module Domain"])
        #expect(modules.first?.all("text").map(\.text) == ["Domain"])
        #expect(modules.first?.all("rect").first?["fill"] == ChartPalette.moduleFill)
        let arrows = svg.all("path", class: "edge").map { "\($0["data-from"]!) → \($0["data-to"]!)\($0.classes.contains("broken") ? " broken" : "")" }
        #expect(arrows.sorted() == ["(root) → Views", "Views → Models broken", "Views → module Domain broken"])
        let tops = Dictionary(uniqueKeysWithValues: svg.all("g").compactMap { group in
            group["data-name"].flatMap { name in group.all("rect").first?["y"].flatMap(Double.init).map { (name, $0) } }
        })
        let models = try #require(tops["Models"]), domain = try #require(tops["module Domain"])
        #expect(models < domain)
    }

    @Test func theModulesEachRoleUsesAreATableBesideTheDiagram() {
        let table = ReportProse.moduleUseTable(ChartFixtures.toy())
        #expect(table?.header == ["Role uses", "Domain"])
        #expect(table?.rows == [["Models", "3"], ["Views", "1"], ["(root)", "2"]])
    }

    @Test func redMarksTheRoleThatBreaksARuleAndTheArrowItMustNotHaveAndNothingElse() throws {
        let svg = try SVGTree.parse(RoleDiagram.svg(ChartFixtures.toy()))
        var owners = Set<String>()
        for element in svg.all where element.attributes.values.contains(where: { $0.lowercased() == Self.red }) {
            let owner = element.ancestry.first { $0["data-name"] != nil || $0["data-from"] != nil || $0.name == "defs" || $0.classes.contains("legend") }
            owners.insert(owner.map { owner in
                if let name = owner["data-name"] { return "box \(name)" }
                if let from = owner["data-from"] { return "\(owner.classes[0]) \(from) → \(owner["data-to"]!)" }
                return owner.name == "defs" ? "arrowhead" : "legend"
            } ?? "unowned \(element.name)")
        }
        #expect(owners == ["box Views", "edge Views → Models", "weight Views → Models", "arrowhead", "legend"])
        #expect(svg.all("text", class: "broken-rule").map(\.text) == ["Broken: Views do not reference Models"])
    }

    @Test func aDiagramWithNoBrokenRuleHasNoRedAtAll() {
        let svg = RoleDiagram.svg(ChartFixtures.toy(broken: false))
        #expect(!svg.lowercased().contains(Self.red))
        #expect(!svg.contains("broken"))
    }

    @Test func rolesStandInLayersByDependency() throws {
        let svg = try SVGTree.parse(RoleDiagram.svg(ChartFixtures.toy()))
        func top(_ name: String) throws -> Double {
            let group = try #require(svg.all("g").first { $0["data-name"] == name })
            return try #require(Double(group.all("rect")[0]["y"] ?? ""))
        }
        #expect(try top("(root)") < top("Views"))
        #expect(try top("Views") < top("Models"))
    }

    @Test func anArrowThatClosesACyclePointsUpIntoTheBottomOfTheBoxAbove() throws {
        var coupling = ArchitectureCoupling(id: "cycle", name: "Cycle", sourceFolder: "Sources/Architectures/Cycle")
        coupling.roles = [ChartFixtures.role("ViewModels", nloc: 3), ChartFixtures.role("Views", nloc: 4)]
        coupling.edges = [Edge(from: "ViewModels", to: .role("Views"), names: ["SearchView"]), Edge(from: "Views", to: .role("ViewModels"), names: ["SearchView.ViewModel"])]
        let svg = try SVGTree.parse(RoleDiagram.svg(coupling))
        let boxes = Dictionary(uniqueKeysWithValues: svg.all("g", class: "role").map { ($0["data-name"]!, $0.all("rect")[0]) })
        let upper = try #require(boxes["ViewModels"]), lower = try #require(boxes["Views"])
        let bottomOfUpper = try #require(Double(upper["y"]!)) + Double(upper["height"]!)!
        let back = try #require(svg.all("path", class: "edge").first { $0["data-from"] == "Views" })
        let end = try #require(back["d"]?.split(separator: " ").last.flatMap { Double($0) })
        #expect(end == bottomOfUpper)
        #expect(try #require(Double(upper["y"]!)) < Double(lower["y"]!)!)
    }

    @Test func namesAreEscapedAndReadBackUnchanged() throws {
        var coupling = ArchitectureCoupling(id: "esc", name: "R&D <\"x\">", sourceFolder: "Sources/Architectures/Esc")
        coupling.roles = [ChartFixtures.role("Q&A", nloc: 1), ChartFixtures.role("Views", nloc: 2)]
        coupling.edges = [Edge(from: "Views", to: .role("Q&A"), names: ["A<B>"]), Edge(from: "Views", to: .module("A&B"), names: ["X"])]
        let text = RoleDiagram.svg(coupling)
        #expect(text.contains("Q&amp;A"))
        #expect(!text.contains("Q&A"))
        let svg = try SVGTree.parse(text)
        #expect(svg.all("title").first?.text == "R&D <\"x\">: roles and their dependencies")
        #expect(svg.all("g", class: "role").first?.all("text").first?.text == "Q&A")
        #expect(ReportProse.moduleUseTable(coupling)?.header == ["Role uses", "A&B"])
    }

    @Test func idsCarryThePrefixSoTwoDiagramsCanShareAPageAndEveryReferenceResolves() throws {
        let first = try SVGTree.parse(RoleDiagram.svg(ChartFixtures.toy(), idPrefix: "first"))
        let second = try SVGTree.parse(RoleDiagram.svg(ChartFixtures.toy(), idPrefix: "second"))
        let firstIDs = Set(first.all.compactMap { $0["id"] }), secondIDs = Set(second.all.compactMap { $0["id"] })
        #expect(firstIDs == ["first-arrow", "first-arrow-broken"])
        #expect(firstIDs.isDisjoint(with: secondIDs))
        for svg in [first, second] {
            let ids = Set(svg.all.compactMap { $0["id"] })
            let references = svg.all.compactMap { $0["marker-end"] }
            #expect(!references.isEmpty)
            #expect(references.allSatisfy { ids.contains(String($0.dropFirst("url(#".count).dropLast())) })
        }
    }

    @Test func rendersTheSameBytesEveryTime() {
        #expect(RoleDiagram.svg(ChartFixtures.toy()) == RoleDiagram.svg(ChartFixtures.toy()))
    }

    @Test func anArchitectureWithoutSourcesGetsAPlaceholderThatSaysWhy() throws {
        var coupling = ArchitectureCoupling(id: "gone", name: "Gone", sourceFolder: "Sources/Architectures/Gone")
        coupling.missing = "no sources at Sources/Architectures/Gone"
        let svg = try SVGTree.parse(RoleDiagram.svg(coupling))
        #expect(svg["class"] == "role-diagram")
        #expect(svg.all("text").map(\.text) == ["No diagram: no sources at Sources/Architectures/Gone"])
    }
}
