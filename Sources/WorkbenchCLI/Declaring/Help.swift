import Reports

/// The help texts, made from the commands' declarations.
enum Help {
    /// `swift run workbench --help`: every command with its summary.
    static func overview(_ commands: [any Command.Type]) -> String {
        var width = 0
        for command in commands { width = max(width, command.name.count + 4) }
        var lines = [
            "workbench — one app, five iOS architectures, compared by evidence.",
            "",
            "USAGE: swift run workbench <command> [options]",
            "",
            "COMMANDS:",
        ]
        for command in commands {
            lines.append("  " + command.name.padded(to: width) + command.summary)
        }
        lines += [
            "",
            "Run 'swift run workbench <command> --help' for a command's options.",
            "",
            "EXIT STATUS: " + commonExitStatus,
            "Results go to standard output, diagnostics and progress to standard error.",
        ]
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// What the exit status means, unless a command says otherwise.
    static let commonExitStatus = """
        0 all agree and every expectation holds; 1 a divergence, failed
        expectation, leak, crash or broken rule; 2 a usage error; 3 an unreadable scenario or
        fixture; 130 or 143 when interrupted (SIGINT) or terminated (SIGTERM).
        """ + "\n" + unwritableOutput

    /// What every command's exit status says, after its own, of an output it cannot write.
    static let unwritableOutput = """
        4 the results or diagnostics cannot be written (a full disk, a closed descriptor);
        a reader that goes away (| head -1) ends the command quietly, by SIGPIPE.
        """

    /// `swift run workbench compare --help`: the usage line, what it does, its options.
    static func text(for command: any Command.Type) -> String {
        var usage = ["USAGE: swift run workbench \(command.name)"]
        if let argument = command.argument { usage.append(argument.name) }
        usage += command.options.map(\.usage)
        let options = command.options.map { ($0.signature, $0.help) } + [("--help", "Show this help")]
        var width = 20
        for (signature, _) in options { width = max(width, signature.count + 2) }
        var lines = [usage.joined(separator: " "), "", command.discussion, "", "OPTIONS:"]
        for (signature, help) in options {
            let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false)
            lines.append("  " + signature.padded(to: width) + helpLines[0])
            lines += helpLines.dropFirst().map { "  " + "".padded(to: width) + $0 }
        }
        lines += ["", "EXIT STATUS: " + (command.exitStatus.map { $0 + "\n" + unwritableOutput } ?? commonExitStatus)]
        return lines.joined(separator: "\n") + "\n\n"
    }
}
