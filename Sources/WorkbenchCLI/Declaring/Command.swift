import ArchitectureKit

/// One command of the command line, declared as data: its name, what it does, the options and
/// arguments it takes. Parsing, the usage line and `--help` are all made from this
/// declaration, so the help can never promise an option the parser refuses.
///
/// Commands are types, not values: their declarations are static, and the list of them is one
/// constant the whole program shares (hence `SendableMetatype`).
protocol Command: SendableMetatype {
    /// What the user types: `compare`.
    static var name: String { get }
    /// One line for the overview of every command.
    static var summary: String { get }
    /// The paragraphs under the usage line in `--help`.
    static var discussion: String { get }
    /// The positional argument, if the command takes one: `FILE.scenario`.
    static var argument: ArgumentSpec? { get }
    static var options: [OptionSpec] { get }
    /// What the exit status means for this command, when it says more than the overview; ``Help``
    /// adds what an output that cannot be written makes of it.
    static var exitStatus: String? { get }

    /// Runs the command with its parsed arguments.
    ///
    /// - Throws: ``UsageError`` for arguments that do not fit, found before any work starts,
    ///   and ``ExitCode`` to end early with a status (after saying why on standard error).
    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode
}

extension Command {
    static var argument: ArgumentSpec? { nil }
    static var exitStatus: String? { nil }
}

/// A command's positional arguments: one, or a fixed number of the same kind.
struct ArgumentSpec: Sendable {
    /// How the usage line names them: `FILE.scenario`, `A B`.
    let name: String
    /// How a message names them when they are missing: `a scenario file`.
    let described: String
    /// How many the command takes.
    var count = 1
}
