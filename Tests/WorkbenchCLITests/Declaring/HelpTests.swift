import Testing
@testable import WorkbenchCLI

/// A declaration whose help is worked out by hand below.
private enum Greet: Command {
    static let name = "greet"
    static let summary = "Say hello"
    static let discussion = "Says hello to NAME."
    static let argument: ArgumentSpec? = ArgumentSpec(name: "NAME", described: "a name")
    static let options = [
        OptionSpec("--loud", .flag, help: "Shout"),
        OptionSpec("--times", .value, placeholder: "N", help: "How often\n(default: 1)"),
        OptionSpec("--to", .list, placeholder: "LIST", example: "ann,bo", help: "Whom"),
    ]
    static let exitStatus: String? = "0 greeted."

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode { .success }
}

@MainActor
struct HelpTests {
    @Test func aCommandsHelpIsMadeFromItsDeclaration() {
        #expect(Help.text(for: Greet.self) == """
            USAGE: swift run workbench greet NAME [--loud] [--times N] [--to ann,bo]

            Says hello to NAME.

            OPTIONS:
              --loud              Shout
              --times N           How often
                                  (default: 1)
              --to LIST           Whom
              --help              Show this help

            EXIT STATUS: 0 greeted.
            4 the results or diagnostics cannot be written (a full disk, a closed descriptor);
            a reader that goes away (| head -1) ends the command quietly, by SIGPIPE.


            """)
    }

    @Test func theOverviewListsEveryCommandWithItsSummary() {
        #expect(Help.overview([Greet.self]) == """
            workbench — one app, five iOS architectures, compared by evidence.

            USAGE: swift run workbench <command> [options]

            COMMANDS:
              greet    Say hello

            Run 'swift run workbench <command> --help' for a command's options.

            EXIT STATUS: 0 all agree and every expectation holds; 1 a divergence, failed
            expectation, leak, crash or broken rule; 2 a usage error; 3 an unreadable scenario or
            fixture; 130 or 143 when interrupted (SIGINT) or terminated (SIGTERM).
            4 the results or diagnostics cannot be written (a full disk, a closed descriptor);
            a reader that goes away (| head -1) ends the command quietly, by SIGPIPE.
            Results go to standard output, diagnostics and progress to standard error.


            """)
    }

    @Test(arguments: WorkbenchTool.commands.map { $0.name })
    func everyCommandsHelpListsEachOfItsOptionsOnceAndParsesThem(name: String) throws {
        let command = try #require(WorkbenchTool.commands.first { $0.name == name })
        let run = ToolRun([name, "--help"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(run.output == Help.text(for: command))
        let lines = run.output.split(separator: "\n").map(String.init)
        for option in command.options {
            #expect(lines.filter { $0.hasPrefix("  \(option.signature) ") }.count == 1, "\(option.name)")
            #expect(lines[0].contains(option.usage), "\(option.name)")
        }
    }

    @Test(arguments: WorkbenchTool.commands.map { $0.name })
    func everyCommandsExitStatusSaysWhatAnOutputThatCannotBeWrittenEndsWith(name: String) throws {
        let command = try #require(WorkbenchTool.commands.first { $0.name == name })
        #expect(Help.text(for: command).contains("""

            4 the results or diagnostics cannot be written (a full disk, a closed descriptor);
            a reader that goes away (| head -1) ends the command quietly, by SIGPIPE.


            """))
    }

    @Test func theOverviewListsTheRealCommandsInOrder() {
        let run = ToolRun(["--help"])
        #expect(run.status == 0)
        let listed = run.output.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { $0.split(separator: " ")[0] }
        #expect(listed == ["compare", "run", "list", "metrics", "bench", "explain", "diff", "changes"])
    }

    @Test func theWorkerCommandIsNotListedButExplainsItselfAsInternal() {
        let run = ToolRun(["worker", "--help"])

        #expect(!ToolRun(["--help"]).output.contains("worker"))
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("USAGE: swift run workbench worker\n\nInternal: "))
    }

    @Test(arguments: ["compare", "run"])
    func compareAndRunDocumentJobsAndTheWorkerTimeout(name: String) {
        let help = ToolRun([name, "--help"]).output
        #expect(help.contains("  --jobs N                  Worker processes to spread the work over (default: one per\n"))
        #expect(help.contains("""
              --worker-timeout SECONDS  Stop a worker that reports no progress for this long (loading
                                        a fixture is progress); its scenario is reported as if it
                                        had crashed, at the last step it began, or for every
                                        architecture when none had begun (default: 120)

            """))
    }
}
