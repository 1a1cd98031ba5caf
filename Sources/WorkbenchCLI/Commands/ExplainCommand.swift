import Reports

/// `workbench explain ARCH`: one architecture told in the terminal.
enum ExplainCommand: Command {
    static let name = "explain"
    static let summary = "One architecture: its pattern, roles, rules, the search's path, its concerns"
    static let discussion = """
        Tells one architecture in the terminal: the pattern and its seed, its roles with the types
        each declares, its rules held or broken (with why), the path the search intent takes
        through its layers, and the file and line where each concern lives.
        """
    static let argument: ArgumentSpec? = ArgumentSpec(
        positionals: [.init(name: "arch", help: "The architecture to tell, such as mvb (swift run workbench list names them)")],
        described: "an architecture, such as mvb"
    )
    static let options = [OptionSpec.packagePath]
    static let exitStatus = [ExitStatusSpec(.success, "The architecture was told, whether its rules hold or not.")]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let architecture = try context.select([arguments.argument ?? ""])[0]
        let root = arguments.value("--package-path") ?? "."
        try Preflight.requirePackage(at: root)
        context.output.write(Explanation.text(architecture, root: root, width: context.width))
        return .success
    }
}
