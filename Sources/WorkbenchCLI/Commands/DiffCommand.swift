import Foundation
import Harness
import Metrics
import ReportPages
import Reports

/// `workbench diff A B`: two architectures side by side, concern by concern.
enum DiffCommand: Command {
    static let name = "diff"
    static let summary = "Two architectures side by side, concern by concern"
    static let discussion = """
        Puts two architectures side by side: their seeds and roles, the figures of their code
        and the exact counts of their work (over every scenario) where the two differ, each
        with how they compare (under \(CountWords.thresholdText) apart, about the same), then
        what each change request touched on each side (from Reports/changes.json, which a full
        `workbench changes` writes), then each concern of the report with both sides' code at its markers (once,
        when it is the same on both) and the work of the concern's scenario where it differs.
        Runs the scenarios on the two architectures and reads their sources, as compare does.
        """
    static let argument: ArgumentSpec? = ArgumentSpec(
        positionals: [.init(name: "a", help: "The architecture on the left, such as mvc"),
                      .init(name: "b", help: "The architecture on the right, such as mvvm")],
        described: "two architectures, such as mvc mvvm"
    )
    static let options = [OptionSpec.scenarios(default: "Scenarios"), .format([.text, .json, .markdown]), .packagePath]
    static let exitStatus = [
        ExitStatusSpec(.success, "Both agree on every scenario and every expectation holds."),
        ExitStatusSpec(.failure, "A divergence, a failed expectation or a leak."),
        ExitStatusSpec(.unreadableInput, "A scenario cannot be read."),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let format = try arguments.format(allowed: [.text, .json, .markdown])
        let selected = try context.select(arguments.arguments)
        guard selected[0].id != selected[1].id else {
            throw UsageError.badValue(option: "diff", found: selected[0].id, expected: "two different architectures")
        }
        let root = arguments.value("--package-path") ?? "."
        try Preflight.requirePackage(at: root)
        let library = try context.scenarios(in: arguments.value("--scenarios") ?? "Scenarios")
        let compared = CompareCommand.compare(library, on: selected, fixtures: FixtureStore(), progress: context.progress)
        let tree = SourceTree(root: root)
        let report = TeachingReport.make(architectures: selected, compare: compared,
                                         coupling: CouplingAnalysis.analyse(selected, tree: tree), tree: tree)
        let changes = ChangeReport.read(in: (root as NSString).appendingPathComponent("Reports"))
        guard let diff = PairDiff(report, left: selected[0].id, right: selected[1].id, changes: changes) else { return .success }
        context.errors.write(TextReport(useColor: context.useColor).renderErrors(compared))
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            context.output.write(String(decoding: try encoder.encode(diff), as: UTF8.self) + "\n")
        case .markdown: context.output.write(PairDiffText.markdown(diff))
        case .text: context.output.write(PairDiffText.text(diff, width: context.width))
        }
        return ExitCode(compared)
    }
}
