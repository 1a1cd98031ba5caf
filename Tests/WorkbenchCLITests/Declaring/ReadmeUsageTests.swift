import Foundation
import Testing
@testable import WorkbenchCLI
import WorkbenchTestKit

/// The README's list of commands is the help's usage lines, one for each command, in order.
struct ReadmeUsageTests {
    @Test func theReadmeListsEveryCommandsUsageLineAsTheHelpPrintsIt() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## The command line\n\n```sh\n").dropFirst().first)
        let listed = section.prefix { $0 != "`" }.split(separator: "\n").map(String.init)
        let expected = WorkbenchTool.commands.map { Help.synopsis(for: $0) } + ["swift run workbench help <subcommand>", "swift run workbench --version"]
        let differing = zip(listed, expected).filter { $0 != $1 }.map { "README: \($0)\nhelp:   \($1)" }
        #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
        #expect(listed.count == expected.count)
    }
}
