import ArchitectureKit
import Bench
import Diagnostics
import Workbench

/// The `workbench` command line (SPEC §8): finds the command, parses its arguments against its
/// declaration, runs it, and turns what went wrong into a message and an exit status.
@MainActor
struct WorkbenchTool {
    /// Every command, in the order the overview lists them.
    nonisolated static let commands: [any Command.Type] = [
        CompareCommand.self, RunCommand.self, ListCommand.self, MetricsCommand.self, BenchCommand.self, ExplainCommand.self, DiffCommand.self, ChangesCommand.self,
        MutateCommand.self, PlayCommand.self,
    ]
    /// Commands the overview does not list, as no one types them: the others start them.
    nonisolated static let internalCommands: [any Command.Type] = [WorkerCommand.self, BenchShareCommand.self]

    let context: CommandContext

    /// - Parameters:
    ///   - architectures: The registered architectures (tests may add their own).
    ///   - output: Where results go.
    ///   - errors: Where diagnostics and progress go.
    ///   - input: What `play` reads its statements from.
    ///   - isInteractive: Whether a user types the input at a terminal that shows the output.
    ///   - isTerminal: Whether both go to a terminal; colour and progress need one.
    ///   - environment: The process environment; `NO_COLOR` turns colour and progress off.
    ///   - width: How many columns the text on standard output may take.
    ///   - reportDirectory: Where a full `compare` writes the report without `--out` (the
    ///     command line passes `Reports`); nil writes none.
    ///   - build: The build this process is; `bench --report` publishes only a release build.
    ///   - workers: How to start worker processes for `--jobs`; nil runs everything in this process.
    init(
        architectures: [any Architecture] = ArchitectureRegistry.all, output: TextOutput = .standardOutput,
        errors: TextOutput = .standardError, input: LineInput = .text(""), isInteractive: Bool = false, isTerminal: Bool = false, environment: [String: String] = [:],
        width: Int = TerminalWidth.fallback, reportDirectory: String? = nil, build: String = Benchmark.build, workers: WorkerLauncher? = nil
    ) {
        let decorated = isTerminal && environment["NO_COLOR"] == nil
        context = CommandContext(
            architectures: architectures, output: output, errors: errors, input: input, isInteractive: isInteractive,
            progress: Progress(errors: errors, isShown: decorated), useColor: decorated, width: width,
            reportDirectory: reportDirectory, build: build, workers: workers
        )
    }

    /// Runs the command line and returns the exit status.
    ///
    /// A write to the output or the errors that failed outranks what the command found: it is
    /// said on standard error, when that can still be written, and ends with
    /// ``ExitCode/unwritableOutput``; a reader that went away ends quietly with
    /// ``ExitCode/closedPipe``.
    func run(_ arguments: [String]) -> Int32 {
        let status = runCommand(arguments)
        if let failure = context.output.failure, !failure.isClosedPipe {
            context.errors.write("error: \(failure.description)\n")
        }
        return max(status, context.outputStatus).status
    }

    /// Runs the command the arguments name, turning what went wrong into a message and a status.
    private func runCommand(_ arguments: [String]) -> ExitCode {
        var helpFor = "\(Help.program) --help"
        do {
            guard let name = arguments.first else { throw UsageError.noCommand }
            let rest = Array(arguments.dropFirst())
            if name == "--version" { return write(Version.current + "\n") }
            if ["--help", "-h"].contains(name) { return write(Help.overview(Self.commands, width: context.width)) }
            if name == "help" {
                // `help compare` is `compare --help`; `help` alone, the overview.
                guard let named = rest.first else { return write(Help.overview(Self.commands, width: context.width)) }
                return write(Help.text(for: try Self.command(named), width: context.width))
            }
            let command = try Self.command(name)
            helpFor = "\(Help.program) \(command.name) --help"
            if rest.contains("--help") || rest.contains("-h") { return write(Help.text(for: command, width: context.width)) }
            if rest.contains("--version") { return write(Version.current + "\n") }
            let parsed = try ParsedArguments.parse(rest, for: command)
            return try command.run(parsed, in: context)
        } catch let error as UsageError {
            context.progress.clear()
            context.errors.write("error: \(error)\nSee '\(helpFor)'.\n")
            return .usage
        } catch let exit as ExitCode {
            context.progress.clear()
            return exit
        } catch {
            context.progress.clear()
            context.errors.write("error: \(error)\n")
            return .failure
        }
    }

    /// The command `name` names, internal ones included.
    ///
    /// - Throws: ``UsageError/unknownCommand(_:suggestions:)`` when none does.
    private static func command(_ name: String) throws(UsageError) -> any Command.Type {
        guard let command = (commands + internalCommands).first(where: { $0.name == name }) else {
            let names = commands.map { $0.name } + ["help"]
            throw .unknownCommand(name, suggestions: Spelling.suggestions(for: name, in: names))
        }
        return command
    }

    /// Writes `text` to the output: help, the version.
    private func write(_ text: String) -> ExitCode {
        context.output.write(text)
        return .success
    }
}
