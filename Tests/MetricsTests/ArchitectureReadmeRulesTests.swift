import Foundation
@testable import Metrics
import Testing
import Workbench

/// Each architecture's README says how its rules are checked: its "Rules as checked" section
/// names, in bold, every rule the architecture declares and every common rule, and nothing else.
@Suite struct ArchitectureReadmeRulesTests {
    /// The bold statements that open the items of a README's "## Rules as checked" section, in
    /// order; an item's statement may run on over its indented lines.
    static func checkedStatements(in readme: String) -> [String] {
        let lines = readme.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "## Rules as checked") else { return [] }
        var items: [String] = []
        for line in lines[(start + 1)...].prefix(while: { !$0.hasPrefix("## ") }) {
            if line.hasPrefix("- ") {
                items.append(String(line.dropFirst(2)))
            } else if line.hasPrefix("  "), !items.isEmpty {
                items[items.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        return items.compactMap { item in
            guard item.hasPrefix("**"), let end = item.range(of: ".**") else { return nil }
            return String(item[item.index(item.startIndex, offsetBy: 2)..<end.lowerBound])
        }
    }

    @Test func aSectionFindsItsBoldStatementsOnly() {
        let readme = "## Rules\n\n- **Not this.** No.\n\n## Rules as checked\n\n- **Views are plain.** Index: …\n  **Not an item.**\n"
            + "- **Time is virtual, and\n  runs on one queue.** Lexer: …\n- Not bold.\n\n## Data flow\n\n- **Nor this.**\n"
        #expect(Self.checkedStatements(in: readme) == ["Views are plain", "Time is virtual, and runs on one queue"])
        #expect(Self.checkedStatements(in: "## Rules\n\n- **Views are plain.**\n") == [])
    }

    @Test(arguments: ArchitectureRegistry.all.map(\.id))
    func theReadmeListsEveryDeclaredRuleAsChecked(id: String) throws {
        let architecture = try #require(ArchitectureRegistry.all.first { $0.id == id })
        let path = IndexAgreementTests.packageRoot + "/" + architecture.sourceFolder + "/README.md"
        let readme = try String(contentsOfFile: path, encoding: .utf8)
        let declared = (architecture.rules + CommonRules.rules(otherArchitectures: [])).map(\.statement)
        #expect(Self.checkedStatements(in: readme) == declared)
    }
}
