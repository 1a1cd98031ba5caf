import Diagnostics

/// An option a command accepts: `--trace`, `--out <dir>`, `--arch <ids>`.
struct OptionSpec: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// Stands alone: `--no-timing`.
        case flag
        /// Takes one value: `--out <dir>`.
        case value
        /// Takes a comma-separated list: `--arch <ids>`.
        case list
    }

    /// `--arch`
    let name: String
    let kind: Kind
    /// How the help names the value, between angle brackets: `ids` for `<ids>`.
    let placeholder: String
    /// What the option does, as the help's list of options shows it (wrapped to the width).
    let help: String

    init(_ name: String, _ kind: Kind, placeholder: String = "", help: String) {
        self.name = name
        self.kind = kind
        self.placeholder = placeholder
        self.help = help
    }

    /// `--arch <ids>`: the option as the help names it.
    var signature: String { kind == .flag ? name : "\(name) <\(placeholder)>" }

    /// `[--arch <ids>]`: the option as the usage line shows it.
    var usage: String { "[\(signature)]" }
}

/// The options several commands share, worded once.
extension OptionSpec {
    /// `--arch <ids>`; `verb` says what the command does with them: "compare", "time".
    static func architectures(_ verb: String, default fallback: String = "all") -> OptionSpec {
        OptionSpec("--arch", .list, placeholder: "ids",
                   help: "Architectures to \(verb), comma-separated, such as mvc,mvvm (default: \(fallback))")
    }

    /// `--scenarios <dir>`.
    static func scenarios(default folder: String, what: String = "Folder of *.scenario files") -> OptionSpec {
        OptionSpec("--scenarios", .value, placeholder: "dir", help: "\(what) (default: \(folder))")
    }

    /// `--format <format>` with the formats a command can write.
    static func format(_ formats: [OutputFormat]) -> OptionSpec {
        let listed = Spelling.listed(formats.map(\.rawValue), conjunction: "or")
        return OptionSpec("--format", .value, placeholder: "format", help: "How the results are written: \(listed) (default: text)")
    }

    /// `--package-path <dir>`.
    static let packagePath = OptionSpec("--package-path", .value, placeholder: "dir",
                                        help: "The package root the sources are read from (default: .)")

    /// `--jobs <n>`.
    static let jobs = OptionSpec("--jobs", .value, placeholder: "n", help: """
        Worker processes to spread the work over (default: one per core); a crash in one is
        reported as that scenario's verdict. 1 runs everything in this process
        """)

    /// `--worker-timeout <seconds>`.
    static let workerTimeout = OptionSpec("--worker-timeout", .value, placeholder: "seconds", help: """
        Stop a worker that reports no progress for this long (loading a fixture is progress);
        its scenario is reported as if it had crashed, at the last step it began, or for every
        architecture when none had begun (default: \(defaultWorkerTimeout))
        """)

    /// How long a worker may go without a word before it is stopped: far longer than any
    /// step takes, even in a debug build on a busy machine.
    static let defaultWorkerTimeout = 120

    /// The most workers `--jobs` takes.
    static let mostJobs = 64

    /// `--out <dir>`.
    static func out(_ what: String) -> OptionSpec {
        OptionSpec("--out", .value, placeholder: "dir", help: what)
    }
}
