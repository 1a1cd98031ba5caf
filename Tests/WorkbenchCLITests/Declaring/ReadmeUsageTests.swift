import Foundation
import Testing
@testable import WorkbenchCLI
import WorkbenchTestKit

/// The README's list of commands is the help's usage lines, one for each command, in order.
struct ReadmeUsageTests {
    @Test func theReadmeListsEveryCommandsUsageLineAsTheHelpPrintsIt() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        // The section's first block of shell lines, whatever paragraphs come before it.
        let heading = try #require(readme.range(of: "## The command line\n"), "the README has no command line section")
        let block = try #require(readme.range(of: "```sh\n", range: heading.upperBound..<readme.endIndex), "the section has no ```sh block")
        let section = readme[block.upperBound...]
        let listed = section.prefix { $0 != "`" }.split(separator: "\n").map(String.init)
        let expected = WorkbenchTool.commands.map { Help.synopsis(for: $0) } + ["swift run workbench help <subcommand>", "swift run workbench --version"]
        let differing = zip(listed, expected).filter { $0 != $1 }.map { "README: \($0)\nhelp:   \($1)" }
        #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
        #expect(listed.count == expected.count)
    }
}
