import Testing
@testable import WorkbenchCLI

/// A declaration whose help is worked out by hand below: one argument, a flag whose words fill
/// a line to the last column, a value, and an option too long for the column of labels.
private enum Greet: Command {
    static let name = "greet"
    static let summary = "Say hello"
    static let discussion = "Says hello to <name>."
    static let argument: ArgumentSpec? = ArgumentSpec(positionals: [.init(name: "name", help: "Whom to greet")], described: "a name")
    static let options = [
        OptionSpec("--loud", .flag, help: "Shout so that the whole street hears the greeting, and the next street too, and beyond"),
        OptionSpec("--times", .value, placeholder: "n", help: "How often\n(default: 1)"),
        OptionSpec("--a-very-long-option-name", .value, placeholder: "value", help: "Long"),
    ]
    static let exitStatus = [ExitStatusSpec(.success, "Greeted.")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode { .success }
}

@MainActor
struct HelpTests {
    /// The sections and columns of swift-argument-parser: words from column 26, a label that
    /// reaches it on a line of its own, every line within 80 columns, the usage line broken
    /// between options with its second line under the first word after `USAGE: `; the
    /// statuses every command shares among the command's own, in order.
    @Test func aCommandsHelpIsLaidOutAsSwiftArgumentParserLaysItOut() {
        #expect(Help.text(for: Greet.self, width: 80) == """
            OVERVIEW: Say hello

            Says hello to <name>.

            USAGE: swift run workbench greet <name> [--loud] [--times <n>]
                   [--a-very-long-option-name <value>]

            ARGUMENTS:
              <name>                  Whom to greet

            OPTIONS:
              --loud                  Shout so that the whole street hears the greeting, and
                                      the next street too, and beyond
              --times <n>             How often (default: 1)
              --a-very-long-option-name <value>
                                      Long
              --version               Show the version.
              -h, --help              Show help information.

            EXIT STATUS:
              0                       Greeted.
              2                       A usage error, found before any work starts.
              4                       The results or the diagnostics cannot be written (a
                                      full disk, a closed descriptor); this outranks what
                                      the command found.
              130                     Interrupted (SIGINT, Ctrl-C).
              141                     The reader of the output went away (| head -1): the
                                      command ends quietly, by SIGPIPE.
              143                     Terminated (SIGTERM).

            """)
    }

    /// At 40 columns the usage line breaks twice; the option too wide for any line stays whole.
    @Test func theUsageLineBreaksBetweenOptionsOnly() {
        #expect(Help.usage(for: Greet.self, width: 40) == [
            "USAGE: swift run workbench greet <name>",
            "       [--loud] [--times <n>]",
            "       [--a-very-long-option-name <value>]",
        ])
        #expect(Help.synopsis(for: Greet.self) == "swift run workbench greet <name> [--loud] [--times <n>] [--a-very-long-option-name <value>]")
    }

    @Test func theOverviewListsEveryCommandWithItsSummary() {
        #expect(Help.overview([Greet.self], width: 80) == """
            OVERVIEW: One app built in several iOS architectures, compared by evidence.

            Results go to standard output; diagnostics and progress to standard error.

            USAGE: swift run workbench <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              greet                   Say hello

              See 'swift run workbench help <subcommand>' for detailed help.

            EXIT STATUS:
              0                       Every architecture agrees and every expectation holds.
              1                       A divergence, a failed expectation, a leak, a crash or
                                      a broken rule.
              2                       A usage error, found before any work starts.
              3                       A scenario or a fixture cannot be read (the other
                                      scenarios still run).
              4                       The results or the diagnostics cannot be written (a
                                      full disk, a closed descriptor); this outranks what
                                      the command found.
              130                     Interrupted (SIGINT, Ctrl-C).
              141                     The reader of the output went away (| head -1): the
                                      command ends quietly, by SIGPIPE.
              143                     Terminated (SIGTERM).

            """)
    }

    @Test(arguments: WorkbenchTool.commands.map { $0.name })
    func everyCommandsHelpListsEachOfItsOptionsOnceAndParsesThem(name: String) throws {
        let command = try #require(WorkbenchTool.commands.first { $0.name == name })
        let run = ToolRun([name, "--help"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output == Help.text(for: command, width: 80))
        let lines = run.output.split(separator: "\n").map(String.init)
        for option in command.options {
            #expect(lines.filter { $0.hasPrefix("  \(option.signature) ") || $0 == "  \(option.signature)" }.count == 1, "\(option.name)")
            #expect(Help.synopsis(for: command).contains(option.usage), "\(option.name)")
        }
    }

    /// USAGE, OPTIONS and EXIT STATUS on every command, ARGUMENTS on those that take any, the
    /// built-in options listed, and nothing past 80 columns.
    @Test(arguments: WorkbenchTool.commands.map { $0.name })
    func everyCommandsHelpHasEverySectionWithinEightyColumns(name: String) throws {
        let command = try #require(WorkbenchTool.commands.first { $0.name == name })
        let lines = Help.text(for: command, width: 80).split(separator: "\n", omittingEmptySubsequences: false)
        let headings = lines.filter { $0.hasSuffix(":") && $0.allSatisfy { $0.isUppercase || $0 == " " || $0 == ":" } }
        #expect(headings == (command.argument == nil ? [] : ["ARGUMENTS:"]) + ["OPTIONS:", "EXIT STATUS:"])
        #expect(lines.contains { $0.hasPrefix("USAGE: swift run workbench \(name)") })
        #expect(lines.contains { $0.hasPrefix("  -h, --help ") })
        #expect(lines.contains { $0.hasPrefix("  --version ") })
        #expect(lines.filter { $0.count > 80 }.isEmpty)
        for status in ["0", "2", "4", "130", "141", "143"] {
            #expect(lines.contains { $0.hasPrefix("  \(status) ") }, "\(status)")
        }
    }

    /// `help compare`, `compare --help` and `compare -h` print the same.
    @Test(arguments: WorkbenchTool.commands.map { $0.name } + ["worker"])
    func helpBeforeACommandPrintsThatCommandsHelp(name: String) throws {
        let viaHelp = ToolRun(["help", name])
        #expect(viaHelp.status == 0)
        #expect(viaHelp.output.hasPrefix("OVERVIEW: "))
        #expect(viaHelp.output == ToolRun([name, "--help"]).output)
        #expect(viaHelp.output == ToolRun([name, "-h"]).output)
        #expect(viaHelp.output != ToolRun(["--help"]).output)
    }

    @Test func helpAloneOrBeforeAnUnknownCommand() {
        #expect(ToolRun(["help"]).output == ToolRun(["--help"]).output)
        let unknown = ToolRun(["help", "comapre"])
        #expect(unknown.status == 2)
        #expect(unknown.errors == "error: unknown command \"comapre\"; did you mean \"compare\"?\nSee 'swift run workbench --help'.\n")
        #expect(unknown.output.isEmpty)
    }

    @Test(arguments: [["--version"], ["compare", "--version"], ["list", "--version"]])
    func versionPrintsTheVersionAlone(arguments: [String]) {
        let run = ToolRun(arguments)
        #expect(run.status == 0)
        #expect(run.output == Version.current + "\n")
        #expect(run.errors.isEmpty)
    }

    /// The help is wrapped to the width it is given, a narrow terminal's as a wide one's.
    @Test(arguments: [40, 60, 100])
    func theHelpIsWrappedToTheWidth(width: Int) {
        let help = ToolRun(["compare", "--help"], width: width).output
        let lines = help.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= width })
        #expect(lines.contains { $0.count > width - 12 })
    }

    @Test func theOverviewListsTheRealCommandsInOrder() throws {
        let run = ToolRun(["--help"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "SUBCOMMANDS:"))
        let listed = lines[(start + 1)...].prefix { !$0.isEmpty }.filter { !$0.hasPrefix("   ") }.map { $0.split(separator: " ")[0] }
        #expect(listed == WorkbenchTool.commands.map { Substring($0.name) })
        #expect(listed.contains("compare"))
    }

    @Test func theWorkerCommandIsNotListedButExplainsItselfAsInternal() {
        let run = ToolRun(["worker", "--help"])

        #expect(!ToolRun(["--help"]).output.contains("worker"))
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("OVERVIEW: Internal: "))
    }

    @Test(arguments: ["compare", "run"])
    func compareAndRunDocumentJobsAndTheWorkerTimeout(name: String) {
        let help = ToolRun([name, "--help"]).output
        #expect(help.contains("\n  --jobs <n>              Worker processes to spread the work over (default: one\n"))
        #expect(help.contains("\n  --worker-timeout <seconds>\n                          Stop a worker that reports no progress for this long\n"))
    }
}
