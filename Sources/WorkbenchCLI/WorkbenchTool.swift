import ArchitectureKit
import Bench
import Diagnostics
import Domain
import Foundation
import Harness
import HeadlessUI
import Metrics
import ReportPages
import Reports
import ScenarioLanguage
import Workbench

/// The `workbench` command line (SPEC §8), as a library so tests can run it and read what a
/// user would read, exit status included.
@MainActor
public struct WorkbenchTool {
    let architectures: [any Architecture]
    let output: TextOutput
    let errors: TextOutput
    /// Whether standard error is a terminal: progress is shown only there.
    let showsProgress: Bool
    /// Where `compare` writes the report when no `--out` is given; nil writes none.
    let reportDirectory: String?
    let useColor: Bool

    /// - Parameters:
    ///   - architectures: The registered architectures (tests may add their own).
    ///   - output: Where results go.
    ///   - errors: Where usage errors and progress go.
    ///   - isTerminal: Whether output goes to a terminal; colour and progress need one.
    ///   - environment: The process environment; `NO_COLOR` turns colour off.
    ///   - reportDirectory: Where `compare` writes the report by default (the command line
    ///     passes `Reports`); nil writes none unless `--out` is given.
    public init(
        architectures: [any Architecture] = ArchitectureRegistry.all, output: TextOutput = .standardOutput,
        errors: TextOutput = .standardError, isTerminal: Bool = false, environment: [String: String] = [:],
        reportDirectory: String? = nil
    ) {
        self.reportDirectory = reportDirectory
        self.architectures = architectures
        self.output = output
        self.errors = errors
        showsProgress = isTerminal
        useColor = isTerminal && environment["NO_COLOR"] == nil
    }

    /// Runs the command line and returns the exit status.
    public func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            errors.write(Usage.overview)
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "--help", "-h", "help":
                output.write(Usage.overview)
                return ExitCode.success
            case "compare":
                return try help(rest, Usage.compare) ?? compare(rest)
            case "run":
                return try help(rest, Usage.run) ?? runScenario(rest)
            case "list":
                return try help(rest, Usage.list) ?? list(rest)
            case "metrics":
                return try help(rest, Usage.metrics) ?? metrics(rest)
            case "bench":
                return try help(rest, Usage.bench) ?? bench(rest)
            case "explain":
                return try help(rest, Usage.explain) ?? explain(rest)
            default:
                let commands = ["compare", "run", "list", "metrics", "bench", "explain", "help"]
                let hint = Spelling.hint(Spelling.suggestions(for: command, in: commands))
                throw UsageError("unknown command \"\(command)\"\(hint)", command: nil)
            }
        } catch let error as UsageError {
            let more = error.command.map { "swift run workbench \($0) --help" } ?? "swift run workbench --help"
            errors.write("error: \(error.message)\nSee '\(more)'.\n")
            return ExitCode.usage
        } catch {
            errors.write("error: \(error)\n")
            return ExitCode.usage
        }
    }

    private func help(_ arguments: [String], _ text: String) -> Int32? {
        guard arguments.contains("--help") || arguments.contains("-h") else { return nil }
        output.write(text)
        return ExitCode.success
    }

    // MARK: - explain

    private func explain(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, command: "explain", shape: .init(
            valued: ["--package-path"], flags: [], positional: 1...1, positionalName: "ARCH (such as mvb)"))
        let architecture: any Architecture
        do {
            architecture = try ArchitectureRegistry.select([parsed.positional[0]], from: architectures)[0]
        } catch {
            throw UsageError(error.description, command: "explain")
        }
        output.write(Explanation.text(architecture, root: parsed.values["--package-path"] ?? "."))
        return ExitCode.success
    }

    // MARK: - metrics

    private func metrics(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, command: "metrics", shape: .init(
            valued: ["--arch", "--format", "--package-path"], flags: [], positional: 0...0, positionalName: ""))
        let format = try Self.format(parsed, allowed: ["text", "json", "markdown"], command: "metrics")
        let report = CouplingAnalysis.analyse(try select(parsed), root: parsed.values["--package-path"] ?? ".")
        switch format {
        case "json": output.write(CouplingText.json(report))
        case "markdown": output.write(CouplingText.markdown(report))
        default: output.write(CouplingText.text(report))
        }
        return report.hasBrokenRule ? ExitCode.failure : ExitCode.success
    }

    // MARK: - run

    private func runScenario(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, command: "run", shape: .init(
            valued: ["--arch"], flags: ["--trace"], positional: 1...1, positionalName: "FILE.scenario"))
        let selected = try select(parsed)
        let file = parsed.positional[0]
        guard FileManager.default.fileExists(atPath: file) else {
            throw UsageError("no scenario file \"\(file)\"", command: "run")
        }
        let entry = ScenarioLibrary.load(file: file)
        let scenario: Scenario
        switch entry.result {
        case let .success(parsed): scenario = parsed
        case let .failure(error):
            output.write(error.description + "\n")
            return ExitCode.unreadableInput
        }
        let outcome = Comparison.compare(scenario, architectures: selected, fixtures: FixtureStore())
        let report = StepByStepReport(trace: parsed.flags.contains("--trace"), useColor: useColor,
                                      baselineIDs: Set(selected.filter(\.isBaseline).map(\.id)))
        output.write(report.render(outcome))
        return CompareReport(architectures: selected, outcomes: [outcome]).exitCode
    }

    // MARK: - list

    private func list(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, command: "list", shape: .init(
            valued: ["--scenarios"], flags: [], positional: 0...0, positionalName: ""))
        var lines = ["Architectures:"]
        let idWidth = architectures.map(\.id.count).max() ?? 0
        let line = { (architecture: any Architecture) in
            "  \(architecture.id.padded(to: idWidth))  \(architecture.displayName) — after “\(architecture.seed.title)”, \(architecture.seed.author)"
        }
        lines += architectures.filter { !$0.isBaseline }.map(line)
        let baselines = architectures.filter(\.isBaseline)
        if !baselines.isEmpty {
            lines += ["", "Baseline (no architecture; the denominator of every timing ratio, never ranked):"] + baselines.map(line)
        }
        let library = try loadLibrary(parsed.values["--scenarios"] ?? "Scenarios", command: "list")
        lines.append("")
        lines.append("Scenarios (\(library.entries.count)):")
        let fileWidth = library.entries.map(\.file.count).max() ?? 0
        var unreadable = false
        for entry in library.entries {
            switch entry.result {
            case let .success(scenario):
                let tags = scenario.tags.isEmpty ? "" : "  [\(scenario.tags.joined(separator: ", "))]"
                lines.append("  \(entry.file.padded(to: fileWidth))  \(scenario.name)\(tags)")
            case .failure:
                unreadable = true
                lines.append("  \(entry.file.padded(to: fileWidth))  (unreadable: run compare for the error)")
            }
        }
        output.write(lines.joined(separator: "\n") + "\n")
        return unreadable ? ExitCode.unreadableInput : ExitCode.success
    }

    // MARK: - Shared options

    func select(_ parsed: ParsedArguments) throws -> [any Architecture] {
        guard let ids = parsed.list("--arch") else { return architectures }
        guard !ids.isEmpty else { throw UsageError("--arch needs at least one architecture", command: nil) }
        do {
            return try ArchitectureRegistry.select(ids, from: architectures)
        } catch {
            throw UsageError(error.description, command: nil)
        }
    }

    func loadLibrary(_ directory: String, command: String) throws -> ScenarioLibrary {
        do {
            return try ScenarioLibrary.load(directory: directory)
        } catch {
            throw UsageError(error.description, command: command)
        }
    }

    static func format(_ parsed: ParsedArguments, allowed: [String], command: String) throws -> String {
        let format = parsed.values["--format"] ?? "text"
        guard allowed.contains(format) else {
            throw UsageError("unknown format \"\(format)\"; expected \(allowed.joined(separator: ", "))", command: command)
        }
        return format
    }
}
