import Diagnostics

/// An option a command accepts: `--trace`, `--out DIR`, `--arch mvc,mvvm`.
struct OptionSpec: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// Stands alone: `--no-timing`.
        case flag
        /// Takes one value: `--out DIR`.
        case value
        /// Takes a comma-separated list: `--arch mvc,mvvm`.
        case list
    }

    /// `--arch`
    let name: String
    let kind: Kind
    /// How the value is named in the help's option list: `LIST`, `DIR`, `N`.
    let placeholder: String
    /// How the usage line shows it: `--arch mvc,mvvm`; the name and placeholder when nil.
    let example: String?
    /// What the option does, one line or more, as the help's option list shows it.
    let help: String

    init(_ name: String, _ kind: Kind, placeholder: String = "", example: String? = nil, help: String) {
        self.name = name
        self.kind = kind
        self.placeholder = placeholder
        self.example = example
        self.help = help
    }

    /// `--arch LIST`: the option as its help line starts.
    var signature: String { kind == .flag ? name : "\(name) \(placeholder)" }

    /// `[--arch mvc,mvvm]`: the option as the usage line shows it.
    var usage: String { "[" + (example.map { "\(name) \($0)" } ?? signature) + "]" }
}

/// The options several commands share, worded once.
extension OptionSpec {
    /// `--arch LIST`; `verb` says what the command does with them: "compare", "time".
    static func architectures(_ verb: String, default fallback: String = "all") -> OptionSpec {
        OptionSpec("--arch", .list, placeholder: "LIST", example: "mvc,mvvm",
                   help: "Architectures to \(verb), comma-separated (default: \(fallback))")
    }

    /// `--scenarios DIR`.
    static func scenarios(default folder: String, what: String = "Folder of *.scenario files") -> OptionSpec {
        OptionSpec("--scenarios", .value, placeholder: "DIR", help: "\(what) (default: \(folder))")
    }

    /// `--format FORMAT` with the formats a command can write.
    static func format(_ formats: [OutputFormat]) -> OptionSpec {
        let names = formats.map(\.rawValue)
        let listed = Spelling.listed(names, conjunction: "or")
        return OptionSpec("--format", .value, placeholder: "FORMAT", example: names.joined(separator: "|"),
                          help: "\(listed) (default: text)")
    }

    /// `--package-path DIR`.
    static let packagePath = OptionSpec("--package-path", .value, placeholder: "DIR",
                                        help: "The package root the sources are read from (default: .)")

    /// `--jobs N`.
    static let jobs = OptionSpec("--jobs", .value, placeholder: "N", help: """
        Worker processes to spread the work over (default: one per
        core); a crash in one is reported as that scenario's verdict.
        1 runs everything in this process
        """)

    /// `--worker-timeout SECONDS`.
    static let workerTimeout = OptionSpec("--worker-timeout", .value, placeholder: "SECONDS", help: """
        Stop a worker that reports no progress for this long (loading
        a fixture is progress); its scenario is reported as if it
        had crashed, at the last step it began, or for every
        architecture when none had begun (default: \(defaultWorkerTimeout))
        """)

    /// How long a worker may go without a word before it is stopped: far longer than any
    /// step takes, even in a debug build on a busy machine.
    static let defaultWorkerTimeout = 120

    /// The most workers `--jobs` takes.
    static let mostJobs = 64

    /// `--out DIR`.
    static func out(_ what: String) -> OptionSpec {
        OptionSpec("--out", .value, placeholder: "DIR", help: what)
    }
}
