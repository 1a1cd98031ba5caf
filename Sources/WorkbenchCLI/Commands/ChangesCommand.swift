import ArchitectureKit
import Diagnostics
import Foundation
import Harness
import Reports
import ScenarioLanguage

/// `workbench changes`: the cost of change (SPEC §9). Every change request under
/// `Scenarios/changes/` is applied to a copy of the package, built, and run on every scenario.
enum ChangesCommand: Command {
    static let name = "changes"
    static let summary = "Apply each change request to every architecture and count what it touched"
    static let discussion = """
        For each change under Scenarios/changes/<id>/: copies the package (sources, tests,
        scenarios, Package.swift) into the work folder, applies shared.patch and then each
        architecture's <id>.patch with git apply, syncs the result file by file into the one
        copy every change shares (its build is kept, so each change recompiles only what its
        patches and the previous change's touch), builds it and its tests once, runs every
        scenario and the change's own on the patched architectures, checks their rules, runs
        their unit tests (which the patches change too) and the test targets whose files the
        shared patch adds or changes, and checks that the change's scenarios fail on this
        package as it is. An architecture with no patch in any change (one just added) is not
        measured: each change says so, and fails nothing for it.

        Reports per change and architecture: the types touched (new ones counted apart), the
        lines of code added and removed (comment and blank lines apart), the roles touched
        (naming those the patch creates), and the files of the app and of its tests, new and
        modified; the shared patch on a row of its own. Then, per architecture, the types that
        three or more changes touched (SAAM's scenario interaction), and the changes per screen,
        as each change.md declares it on its "Screen: " line. Progress goes to standard error.
        A full run (every change, every architecture) writes what it found to
        Reports/changes.json, from which compare draws the report's "Cost of change"; with
        --check it compares instead, and fails when the committed data is stale.
        """
    static let options = [
        OptionSpec("--change", .list, placeholder: "ids",
                   help: "Changes to apply, comma-separated, such as release-year (default: all)"),
        OptionSpec.architectures("patch"),
        .format([.text, .json, .markdown]),
        .packagePath,
        OptionSpec("--work", .value, placeholder: "dir",
                   help: "Where the patched copy and its build are kept (default: .build/changes)"),
        OptionSpec("--check", .flag, help: """
            Exit 1 when a change fails: a patch that does not apply, a build, a scenario or a
            unit test that fails, a broken rule; when every change is run, when one screen holds
            more than half of them; or, on a full run, when Reports/changes.json is not what the
            run found
            """),
    ]
    static let exitStatus = [
        ExitStatusSpec(.success, "The report was made (with --check: every change passes)."),
        ExitStatusSpec(.failure, "With --check, a change fails or the changes crowd one screen."),
        ExitStatusSpec(.unreadableInput, "A change.md without its title or its screen."),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let format = try arguments.format(allowed: [.text, .json, .markdown])
        let selected = try context.select(arguments.list("--arch"))
        let packagePath = arguments.value("--package-path") ?? "."
        try Preflight.requirePackage(at: packagePath)
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
        let folders: [ChangeFolder]
        do {
            folders = try ChangeFolder.all(in: root)
        } catch {
            context.errors.write("error: \(error)\n")
            return .unreadableInput
        }
        let changes = try select(arguments.list("--change"), from: folders)
        let work = arguments.value("--work") ?? (root as NSString).appendingPathComponent(".build/changes")
        try Preflight.requireWritableFolder(work)

        let runner = ChangeRunner(packageRoot: root, workRoot: URL(fileURLWithPath: work).standardizedFileURL.path, architectures: selected,
                                  unmeasured: ChangeFolder.unmeasured(selected.map(\.id), in: folders)) { context.errors.write($0 + "\n") }
        // Only a full run (every change, every architecture) writes or checks the report's data.
        let isFull = arguments.list("--change") == nil && context.isEveryArchitecture(selected)
        var sideBySide: SideBySide?
        var choiceProblem: String?
        if isFull {
            do throws(SideBySideChoice.Problem) {
                sideBySide = try SideBySideChoice.read(in: root)?.quote(from: changes)
            } catch {
                choiceProblem = error.reason
            }
        }
        var results: [String: ChangeReport.Change] = [:]
        for change in ChangeFolder.buildOrder(changes) {
            context.errors.write("\(change.id): applying the patches\n")
            var result = runner.run(change)
            result.problems += scenariosPassingUnpatched(change, root: root, context: context)
            results[change.id] = result
        }
        // Reported in the order the changes were named, whatever order they were built in.
        let report = ChangeReport(changes: changes.compactMap { results[$0.id] }, sideBySide: sideBySide)
        switch format {
        case .text: context.output.write(ChangesText.text(report))
        case .json: context.output.write(ChangesText.json(report))
        case .markdown: context.output.write(ChangesText.markdown(report))
        }
        var failed = !report.passes
        // The changes must cover the app evenly (SPEC §9): said on every run of them all, and
        // a failure with --check.
        if arguments.list("--change") == nil, let crowded = report.crowdedScreen {
            context.errors.write("\(arguments.flag("--check") ? "error" : "warning"): \(crowded.changes.count) of the \(report.changes.count) changes are seen on the "
                                 + "\(crowded.screen.rawValue) screen: no screen may hold more than half of them "
                                 + "(each change.md says its screen on its \"\(ChangeFolder.screenPrefix)\" line)\n")
            failed = true
        }
        if let choiceProblem {
            context.errors.write("error: \(choiceProblem)\n")
            failed = true
        }
        if let folder = context.reportDirectory {
            if !isFull {
                context.errors.write("Report data: not written (a run filtered by --change or --arch writes none).\n")
            } else if arguments.flag("--check") {
                failed = !checkData(report, in: folder, context: context) || failed
            } else if !ReportWriting.writeData(report.json, to: (folder as NSString).appendingPathComponent(ChangeReport.fileName), context: context) {
                return .failure
            }
        }
        return arguments.flag("--check") && failed ? .failure : .success
    }

    /// Whether the committed data is what this run found; says on standard error when not.
    static func checkData(_ report: ChangeReport, in folder: String, context: CommandContext) -> Bool {
        let path = (folder as NSString).appendingPathComponent(ChangeReport.fileName)
        let committed = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        if committed == report.json {
            context.errors.write("Report data: \(path) is current.\n")
            return true
        }
        let state = committed == nil ? "is missing" : "is stale: the patches, the change notes or the package changed since it was written"
        context.errors.write("error: \(path) \(state).\n"
                             + "Run 'swift run workbench changes', then 'swift run workbench compare', and commit \(folder)/.\n")
        return false
    }

    /// The changes `--change` names, in the order given; every one when it is not given.
    static func select(_ ids: [String]?, from changes: [ChangeFolder]) throws(UsageError) -> [ChangeFolder] {
        guard let ids else { return changes }
        return try ids.map { id throws(UsageError) in
            guard let change = changes.first(where: { $0.id == id }) else {
                throw .unknownChange(id, suggestions: Spelling.suggestions(for: id, in: changes.map(\.id)), known: changes.map(\.id))
            }
            return change
        }
    }

    /// A change's scenarios must fail on the package as it is, or they do not show the change:
    /// each one that passes here, on every architecture, is a problem of the change.
    @MainActor
    static func scenariosPassingUnpatched(_ change: ChangeFolder, root: String, context: CommandContext) -> [String] {
        guard let library = try? ScenarioLibrary.load(directory: change.path) else {
            return ["the change has no *.scenario file of its own"]
        }
        let report = CompareCommand.compare(library, on: context.architectures, fixtures: FixtureStore(), progress: context.progress)
        // Said relative to the package, as the report keeps no machine's paths.
        return report.outcomes.filter(\.allPass).map { outcome in
            let file = outcome.file.hasPrefix(root + "/") ? String(outcome.file.dropFirst(root.count + 1)) : outcome.file
            return "\(file) passes without the change's patches: it does not show the change"
        }
    }
}
