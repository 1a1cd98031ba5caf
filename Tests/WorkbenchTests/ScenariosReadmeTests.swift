import Diagnostics
import Domain
import Foundation
@testable import Harness
@testable import Reports
@testable import ScenarioLanguage
import Testing
import Workbench
import WorkbenchTestKit

/// `Scenarios/README.md` is a scenario author's reference: its tables of the default catalog
/// and board must be what the fixtures hold, its examples must run, and its errors must be
/// what the parser says.
@MainActor
struct ScenariosReadmeTests {
    nonisolated static let readme = (try? String(contentsOfFile: packageRoot + "/Scenarios/README.md", encoding: .utf8)) ?? ""

    /// The fenced blocks in order, each with its language: `scenario`, `text`, ``.
    nonisolated static let blocks: [(language: String, body: String)] = {
        var blocks: [(String, String)] = []
        var open: (language: String, lines: [String])?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append((block.language, block.lines.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    open = (String(line.dropFirst(3)), [])
                }
            } else {
                open?.lines.append(String(line))
            }
        }
        return blocks
    }()

    /// The scenarios that stand alone, and those followed by the error they give.
    nonisolated static let examples = blocks.indices.filter { index in
        blocks[index].language == "scenario" && (index + 1 == blocks.count || blocks[index + 1].language != "text")
    }.map { blocks[$0].body }
    nonisolated static let faults = blocks.indices.filter { index in
        blocks[index].language == "scenario" && index + 1 < blocks.count && blocks[index + 1].language == "text"
    }.map { (scenario: blocks[$0].body, error: blocks[$0 + 1].body) }

    /// The text between `<!-- NAME: …-->` and `<!-- end NAME -->`.
    private static func generated(_ name: String) throws -> String {
        let start = try #require(readme.range(of: "<!-- \(name): "), "no generated \(name) table")
        let body = try #require(readme.range(of: "-->\n", range: start.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "<!-- end \(name) -->", range: body.upperBound..<readme.endIndex))
        return String(readme[body.upperBound..<end.lowerBound])
    }

    @Test func theCatalogAndBoardTablesAreTheFixtures() throws {
        #expect(try Self.generated("catalog") == FixtureTables.catalog(Fixtures.defaultCatalog()),
                "Scenarios/README.md's catalog is stale: paste `swift run workbench list --fixtures`")
        #expect(try Self.generated("board") == FixtureTables.board(Fixtures.defaultFlights()),
                "Scenarios/README.md's board is stale: paste `swift run workbench list --fixtures`")
    }

    @Test func thereAreExamplesAndErrors() {
        #expect(Self.examples.count == 3)
        #expect(Self.faults.count >= 6)
    }

    @Test(arguments: examples)
    func everyExampleRunsOnEveryArchitecture(source: String) throws {
        let scenario = try ScenarioParser.parse(source, file: "example.scenario")
        let outcome = Comparison.compare(scenario, architectures: ArchitectureRegistry.all, fixtures: FixtureStore())
        #expect(outcome.allPass, "\(TextReport(useColor: false).details(of: outcome))")
    }

    @Test(arguments: zip(faults.map(\.scenario), faults.map(\.error)))
    func everyErrorIsWhatTheParserSays(source: String, expected: String) {
        do {
            _ = try ScenarioParser.parse(source, file: "bad.scenario")
            Issue.record("the scenario parsed:\n\(source)")
        } catch {
            #expect(error.description + "\n" == expected)
        }
    }

    /// The `Example` column of the statement table, one statement a cell.
    nonisolated static let statementExamples: [String] = {
        guard let start = readme.range(of: "| Statement | Example | What it does |") else { return [] }
        return readme[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }.compactMap { row in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count > 2 else { return nil }
            return cells[2].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        }
    }()

    @Test func everyStatementHasAnExample() {
        let first = Set(Self.statementExamples.compactMap { $0.split(separator: " ").first.map(String.init) })
        #expect(Set(ScenarioParser.keywords).subtracting(first).isEmpty, "statements without an example: \(Set(ScenarioParser.keywords).subtracting(first))")
    }

    /// Each example parses where it belongs: a set-up statement before launch, a step after it,
    /// on the screen its elements are on.
    @Test(arguments: statementExamples)
    func everyStatementExampleParses(example: String) throws {
        let keyword = example.split(separator: " ").first.map(String.init) ?? ""
        let screen = ["flights", "card", "push"].contains { example.contains($0) } && !example.hasPrefix("given flights") ? "flights" : "search"
        let lines: [String] = switch keyword {
        case "scenario": [example, "launch search"]
        case "launch": ["scenario \"Example\"", example]
        case "tags", "given", "fail": ["scenario \"Example\"", example, "launch \(screen)"]
        default: ["scenario \"Example\"", "launch \(screen)", example]
        }
        _ = try ScenarioParser.parse(lines.joined(separator: "\n") + "\n", file: "example.scenario")
    }
}
