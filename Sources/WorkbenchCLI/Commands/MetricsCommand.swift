import Metrics
import Reports

/// `workbench metrics`: coupling metrics and the architectures' rules, from the sources.
enum MetricsCommand: Command {
    static let name = "metrics"
    static let summary = "Coupling metrics and architecture rules, measured from the sources"
    static let discussion = """
        Reads each architecture's sources and reports, per role: NLOC, files, functions and
        accessors, cyclomatic complexity (as Lizard counts them), types by kind, mutable state by
        how it is held, Ca, Ce and instability; the role dependencies with the type names on each edge;
        and every rule the architecture declares, held or broken with file:line. References
        come from the compiler's index store when a build left a fresh one, else from the
        workbench's own lexer; each architecture says which.
        """
    static let options = [OptionSpec.architectures("measure"), .format([.text, .json, .markdown]), .packagePath]
    static let exitStatus: String? = "0 every rule holds; 1 a rule is broken; 2 a usage error."

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let format = try arguments.format(allowed: [.text, .json, .markdown])
        let selected = try context.select(arguments.list("--arch"))
        let root = arguments.value("--package-path") ?? "."
        try Preflight.requirePackage(at: root)
        let report = CouplingAnalysis.analyse(selected, root: root)
        switch format {
        case .text: context.output.write(CouplingText.text(report))
        case .json: context.output.write(CouplingText.json(report))
        case .markdown: context.output.write(CouplingText.markdown(report))
        }
        return report.hasBrokenRule ? .failure : .success
    }
}
