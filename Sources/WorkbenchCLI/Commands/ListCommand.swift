import ArchitectureKit
import Domain
import Reports

/// `workbench list`: the architectures with their seeds, the baseline apart, and the scenarios.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "List the architectures and the scenarios"
    static let discussion = """
        Lists the registered architectures with their seeds, and the scenarios with their tags.
        With --fixtures, prints the default catalog and board instead, as the Markdown tables
        Scenarios/README.md quotes.
        """
    static let options = [
        OptionSpec.scenarios(default: "Scenarios"),
        OptionSpec("--fixtures", .flag, help: "Print the default catalog's songs and the board's flights as Markdown tables"),
    ]
    static let exitStatus = [
        ExitStatusSpec(.success, "Every scenario could be read."),
        ExitStatusSpec(.unreadableInput, "A scenario cannot be read (its error is shown)."),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        if arguments.flag("--fixtures") {
            context.output.write(try FixtureTables.catalog(Fixtures.defaultCatalog()) + "\n" + FixtureTables.board(Fixtures.defaultFlights()))
            return .success
        }
        let library = try context.scenarios(in: arguments.value("--scenarios") ?? "Scenarios")
        context.output.write(ListReport.render(architectures: context.architectures, library: library, width: context.width))
        // Each unreadable scenario's error as compilers print it, its line quoted.
        let errors = library.entries.compactMap { entry in
            if case let .failure(error) = entry.result { error } else { nil }
        }
        context.errors.write(errors.map { $0.description + "\n" }.joined())
        return errors.isEmpty ? .success : .unreadableInput
    }
}
