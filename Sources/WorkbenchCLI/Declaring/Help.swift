import Reports

/// The help texts, made from the commands' declarations and laid out as swift-argument-parser
/// lays out its own: an OVERVIEW, the USAGE line, then sections of entries — ARGUMENTS,
/// OPTIONS, SUBCOMMANDS, EXIT STATUS — each entry's label two spaces in and its words from
/// column 26 on (nearer on a narrow terminal), everything wrapped to the width.
enum Help {
    /// How the usage line names the program.
    static let program = "swift run workbench"
    /// The column an entry's words start at: 26, or a third of a width under 78, so that a
    /// narrow terminal still has room for words. A label that reaches it puts them on the next line.
    static func wordsColumn(width: Int) -> Int {
        min(26, width / 3)
    }

    /// `swift run workbench --help`: every command with its summary.
    static func overview(_ commands: [any Command.Type], width: Int) -> String {
        let blocks: [[String]] = [
            paragraphs("OVERVIEW: One app built in several iOS architectures, compared by evidence.", width: width),
            paragraphs("Results go to standard output; diagnostics and progress to standard error.", width: width),
            paragraphs("USAGE: \(program) <subcommand>", width: width),
            section("OPTIONS", builtInOptions, width: width),
            section("SUBCOMMANDS", commands.map { ($0.name, $0.summary) }, width: width)
                + [""] + paragraphs("See '\(program) help <subcommand>' for detailed help.", width: width, indent: 2),
            section("EXIT STATUS", exitStatusEntries(overviewExitStatus), width: width),
        ]
        return render(blocks)
    }

    /// `swift run workbench compare --help`: what it does, its usage line, its arguments,
    /// options and exit status.
    static func text(for command: any Command.Type, width: Int) -> String {
        let arguments = command.argument?.positionals.map { ("<\($0.name)>", $0.help) } ?? []
        let blocks: [[String]] = [
            paragraphs("OVERVIEW: " + command.summary, width: width),
            paragraphs(command.discussion, width: width),
            usage(for: command, width: width),
            section("ARGUMENTS", arguments, width: width),
            section("OPTIONS", command.options.map { ($0.signature, $0.help) } + builtInOptions, width: width),
            section("EXIT STATUS", exitStatusEntries(command.exitStatus), width: width),
        ]
        return render(blocks)
    }

    /// `swift run workbench run <file.scenario> [--arch <ids>] …`: the usage line unwrapped,
    /// as the README's list of commands shows it.
    static func synopsis(for command: any Command.Type) -> String {
        synopsisWords(for: command).joined(separator: " ")
    }

    /// The usage line, wrapped between its words (an option and its value stay together),
    /// each line after the first under the first word after `USAGE: `.
    static func usage(for command: any Command.Type, width: Int) -> [String] {
        TextWrapping.wrap(words: ["USAGE:"] + synopsisWords(for: command), width: width, hangingIndent: "USAGE: ".count)
    }

    private static func synopsisWords(for command: any Command.Type) -> [String] {
        let arguments = command.argument?.positionals.map { "<\($0.name)>" } ?? []
        return [program, command.name] + arguments + command.options.map(\.usage)
    }

    /// What every command takes besides its own options.
    static let builtInOptions = [("--version", "Show the version."), ("-h, --help", "Show help information.")]

    /// What the exit status means for the tool as a whole, before what every command shares.
    static let overviewExitStatus = [
        ExitStatusSpec(.success, "Every architecture agrees and every expectation holds."),
        ExitStatusSpec(.failure, "A divergence, a failed expectation, a leak, a crash or a broken rule."),
        ExitStatusSpec(.unreadableInput, "A scenario or a fixture cannot be read (the other scenarios still run)."),
    ]

    /// What every command's exit status says besides its own: a usage error, an output that
    /// cannot be written, a reader gone away, a signal.
    static let sharedExitStatus = [
        ExitStatusSpec(.usage, "A usage error, found before any work starts."),
        ExitStatusSpec(.unwritableOutput, """
            The results or the diagnostics cannot be written (a full disk, a closed descriptor); \
            this outranks what the command found.
            """),
        ExitStatusSpec(ExitCode(status: 130), "Interrupted (SIGINT, Ctrl-C)."),
        ExitStatusSpec(.closedPipe, "The reader of the output went away (| head -1): the command ends quietly, by SIGPIPE."),
        ExitStatusSpec(ExitCode(status: 143), "Terminated (SIGTERM)."),
    ]

    /// A command's own statuses and the shared ones, in the order of their numbers.
    private static func exitStatusEntries(_ own: [ExitStatusSpec]) -> [(String, String)] {
        (own + sharedExitStatus).sorted { $0.code < $1.code }.map { (String($0.code.status), $0.meaning) }
    }

    /// `HEADING:` and its entries; nothing when it has none.
    private static func section(_ heading: String, _ entries: [(label: String, words: String)], width: Int) -> [String] {
        guard !entries.isEmpty else { return [] }
        return [heading + ":"] + entries.flatMap { entry($0.label, $0.words, width: width) }
    }

    /// One entry: the label two spaces in, its words wrapped from ``wordsColumn(width:)`` on,
    /// starting on the label's line when the label leaves room for them there.
    static func entry(_ label: String, _ words: String, width: Int) -> [String] {
        let padded = "  " + label
        let wrapped = TextWrapping.wrap(words, width: width, indent: wordsColumn(width: width))
        guard padded.count < wordsColumn(width: width) else { return [padded] + wrapped }
        return [padded + wrapped[0].dropFirst(padded.count)] + wrapped.dropFirst()
    }

    private static func paragraphs(_ text: String, width: Int, indent: Int = 0) -> [String] {
        TextWrapping.wrap(text, width: width, indent: indent)
    }

    /// The blocks that have lines, an empty line between each two.
    private static func render(_ blocks: [[String]]) -> String {
        blocks.filter { !$0.isEmpty }.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }
}
