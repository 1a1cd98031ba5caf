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
        come from the compiler's index store when a build the workbench saw succeed left it and
        every source is as it indexed it (by content), else from the workbench's own lexer; each
        architecture says which, and why. --refresh-index builds the package first, compiling
        again what the index cannot be trusted for, and confirms the index when the build succeeds.
        """
    static let options = [
        OptionSpec.architectures("measure"), .format([.text, .json, .markdown]), .packagePath,
        OptionSpec("--refresh-index", .flag, help: """
            Build the package first, compiling again every source the index cannot be trusted
            for, and confirm the index when the build succeeds
            """),
    ]
    static let exitStatus = [
        ExitStatusSpec(.success, "Every rule holds."),
        ExitStatusSpec(.failure, "A rule is broken."),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let format = try arguments.format(allowed: [.text, .json, .markdown])
        let selected = try context.select(arguments.list("--arch"))
        let root = arguments.value("--package-path") ?? "."
        try Preflight.requirePackage(at: root)
        if arguments.flag("--refresh-index") {
            context.errors.write(IndexRefreshWording.text(try IndexRefreshing.refresh(root: root)))
        }
        let report = CouplingAnalysis.analyse(selected, root: root)
        switch format {
        case .text: context.output.write(CouplingText.text(report, width: context.width))
        case .json: context.output.write(CouplingText.json(report))
        case .markdown: context.output.write(CouplingText.markdown(report))
        }
        return report.hasBrokenRule ? .failure : .success
    }
}
