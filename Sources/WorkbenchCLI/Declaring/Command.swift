import ArchitectureKit

/// One command of the command line, declared as data: its name, what it does, the options and
/// arguments it takes, what its exit status means. Parsing, the usage line and the help are
/// all made from this declaration, so the help can never promise an option the parser refuses.
///
/// Commands are types, not values: their declarations are static, and the list of them is one
/// constant the whole program shares (hence `SendableMetatype`).
protocol Command: SendableMetatype {
    /// What the user types: `compare`.
    static var name: String { get }
    /// One line: the help's overview, and the command's line in the list of every command.
    static var summary: String { get }
    /// The paragraphs under the overview in the help.
    static var discussion: String { get }
    /// The positional arguments, if the command takes any: `<file.scenario>`.
    static var argument: ArgumentSpec? { get }
    static var options: [OptionSpec] { get }
    /// What each exit status means for this command; ``Help`` adds those every command shares
    /// (an output that cannot be written, a reader gone away, a signal).
    static var exitStatus: [ExitStatusSpec] { get }

    /// Runs the command with its parsed arguments.
    ///
    /// - Throws: ``UsageError`` for arguments that do not fit, found before any work starts,
    ///   and ``ExitCode`` to end early with a status (after saying why on standard error).
    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode
}

extension Command {
    static var argument: ArgumentSpec? { nil }
}

/// A command's positional arguments: one, or a fixed number of them.
struct ArgumentSpec: Sendable {
    /// One argument: how the usage line and the help name it (`file.scenario`, shown
    /// `<file.scenario>`) and what it is.
    struct Positional: Sendable {
        let name: String
        let help: String
    }

    let positionals: [Positional]
    /// How a message names them when they are missing: `a scenario file`.
    let described: String

    /// How many the command takes.
    var count: Int { positionals.count }
}

/// What one exit status means for a command: `0`, "every architecture agrees".
struct ExitStatusSpec: Sendable {
    let code: ExitCode
    let meaning: String

    init(_ code: ExitCode, _ meaning: String) {
        self.code = code
        self.meaning = meaning
    }
}
