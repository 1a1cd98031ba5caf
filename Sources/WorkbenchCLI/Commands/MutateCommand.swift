import Foundation
import Mutation
import Reports

/// `workbench mutate`: testability measured by planted bugs (SPEC §10).
enum MutateCommand: Command {
    static let name = "mutate"
    static let summary = "Plant bugs in each architecture and see whether its tests and the scenarios catch them"
    static let discussion = """
        Finds mutants in each architecture's app code with the workbench's own Swift lexer,
        after Muter's operators: relational operators moved to their boundary or flipped,
        && and || swapped, conditions and ternaries negated, call statements removed, integer
        literals one up and one down. In a copy of the package (the work folder) every mutant
        of an architecture is compiled in at once, each switched on at run time; a mutant whose
        schema does not compile is left out. Then, for each mutant switched on, the shared
        scenarios run on that architecture and its own unit-test target runs, each with a time
        limit. Outcomes: killed by scenarios, by unit tests, by both; survived; timed out; not
        compiled; equivalent (a survivor whose optimised object code is the original's). The
        support libraries (Reactive, ReactiveServices, ReactiveUI, Bind, Composable) are
        mutated apart, their mutants run on the scenarios of the architectures built on them
        and the library's own tests: --support names some (and only they run, unless --arch
        names architectures too). A whole run (none of --arch, --support, --operator, --limit,
        --shard) also writes Reports/mutation.json, from which compare draws the report's
        "Testability". Progress goes to standard error. A run splits across machines with --shard k/n, each writing
        its share's JSON; --merge joins every shard's into what the whole run writes, and
        refuses (status 2) shards that overlap, are missing or come from different runs.
        """
    static let options = [
        OptionSpec.architectures("mutate"),
        OptionSpec("--operator", .list, placeholder: "kinds", help: """
            Kinds of mutant, comma-separated: \(MutationOperator.allCases.map(\.rawValue).joined(separator: ", ")) (default: all)
            """),
        OptionSpec("--support", .list, placeholder: "modules", help: """
            Mutate these support libraries, comma-separated, or all (default: all, unless --arch is given): \(MutationTarget.supportLibraries.map(\.module).joined(separator: ", "))
            """),
        .format([.text, .json]),
        OptionSpec("--limit", .value, placeholder: "n", help: "Run only the first n mutants of each target"),
        OptionSpec("--shard", .value, placeholder: "k/n", help: """
            Run only the k-th of n fixed shares of the mutants (sorted by target and id, dealt in turn), for a run split across machines
            """),
        OptionSpec("--merge", .list, placeholder: "files", help: """
            Join the JSON results of every shard of one run, comma-separated files, into what the whole run writes; nothing is run
            """),
        OptionSpec("--check", .flag, help: """
            Run a fixed sample of the mutants again (three a target, chosen by id) and fail when an outcome differs from the results file, or when one survivor it lists, planted by hand in a fresh copy, is caught
            """),
        OptionSpec("--results", .value, placeholder: "file", help: "The results --check compares with (default: \(MutationCheck.resultsFile))"),
        OptionSpec("--list", .flag, help: "Only find the mutants and count them by kind: nothing is built or run"),
        .packagePath,
        OptionSpec("--work", .value, placeholder: "dir", help: "Where the mutated copy and its build are kept (default: .build/mutate)"),
    ]
    static let exitStatus = [
        ExitStatusSpec(.success, "Every mutant was run (whatever became of it)."),
        ExitStatusSpec(.failure, """
            The mutated package could not be built, or its suites fail with no mutant on; with --check, a mutant's outcome differs from the one recorded.
            """),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        if let files = arguments.list("--merge") { return merge(files, in: context) }
        let format = try arguments.format(allowed: [.text, .json])
        let shard = try arguments.value("--shard").map { text throws(UsageError) in
            guard let shard = Shard(text) else { throw .badValue(option: "--shard", found: text, expected: "k/n, k from 1 to n") }
            return shard
        }
        let selected = try context.select(arguments.list("--arch"))
        let operators = try operators(arguments.list("--operator"))
        // Architectures named, libraries named, or both; neither names every one of each.
        let namesArchitectures = arguments.list("--arch") != nil, support = arguments.list("--support")
        let targets = (namesArchitectures || support == nil ? selected.map { MutationTarget($0) } : [])
            + (try support.map(supportTargets) ?? (namesArchitectures ? [] : supportTargets(["all"])))
        let limit = arguments.value("--limit") == nil ? nil : try arguments.count("--limit", in: 1...1_000_000, default: 1)
        // Only a whole run writes the results the report draws on.
        let isWhole = !namesArchitectures && support == nil && arguments.list("--operator") == nil && limit == nil && shard == nil
        let packagePath = arguments.value("--package-path") ?? "."
        try Preflight.requirePackage(at: packagePath)
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
        let work = arguments.value("--work") ?? (root as NSString).appendingPathComponent(".build/mutate")
        if arguments.flag("--list") {
            context.output.write(try listing(targets, root: root, operators: operators, limit: limit, format: format))
            return .success
        }
        try Preflight.requireWritableFolder(work)
        // A mutant that crashes a scenario worker or a test program is an outcome, not news:
        // the processes started from here print no backtrace.
        setenv("SWIFT_BACKTRACE", "enable=no", 1)

        let runner = MutationRunner(packageRoot: root, workRoot: URL(fileURLWithPath: work).standardizedFileURL.path,
                                    operators: operators, limit: limit) { context.errors.write($0 + "\n") }
        if arguments.flag("--check") {
            return try check(targets, results: arguments.value("--results") ?? (root as NSString).appendingPathComponent(MutationCheck.resultsFile),
                             runner: runner, context: context)
        }
        let share = try shard.map { try $0.share(of: allMutants(targets, root: root, operators: operators, limit: limit)) }
        guard let results = run(targets, share: share, runner: runner, context: context) else { return .failure }
        context.output.write(format == .json ? MutationText.json(results, shard: shard, owners: targets.map(\.name)) : MutationText.text(results))
        guard isWhole, context.reportDirectory != nil else { return .success }
        let path = (root as NSString).appendingPathComponent(MutationCheck.resultsFile)
        return ReportWriting.writeData(MutationText.json(results), to: path, context: context) ? .success : .failure
    }

    /// Every target's mutants run (those in `share`, when given); nil when a target could not be run.
    private static func run(_ targets: [MutationTarget], share: Set<MutantKey>?, runner: MutationRunner, context: CommandContext) -> [MutantResult]? {
        var results: [MutantResult] = []
        for target in targets where share?.contains(where: { $0.owner == target.name }) ?? true {
            do {
                let (found, timing) = try runner.run(target, share: share)
                results += found
                context.errors.write("\(target.name): \(found.count) mutants, built in \(seconds(timing.build)), "
                                     + "scenarios \(seconds(average(timing.scenarios))) and unit tests \(seconds(average(timing.unitTests))) a mutant, "
                                     + "equivalence \(seconds(timing.equivalence))\n")
            } catch {
                context.errors.write("error: \(target.name): \(error)\n")
                return nil
            }
        }
        return results
    }

    /// `--check`: the fixed sample of the mutants `results` records for `targets`, run again.
    private static func check(_ targets: [MutationTarget], results file: String, runner: MutationRunner, context: CommandContext) throws -> ExitCode {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8), let recorded = MutationText.recordedOutcomes(text) else {
            context.errors.write("error: cannot read the results of a mutation run in \(file)\n")
            return .usage
        }
        let owners = Set(targets.map(\.name))
        let sample = MutationSample.standard.choose(from: recorded.keys.filter { owners.contains($0.owner) })
        context.errors.write("checking \(sample.count) of the \(recorded.count) mutants recorded\n")
        guard let found = run(targets, share: sample, runner: runner, context: context) else { return .failure }
        let differences = MutationCheck.differences(recorded: recorded, found: found, sample: sample)
        context.output.write(MutationText.check(differences, checked: sample.count))
        let survivorPasses = try plantSurvivorByHand(recorded: recorded, targets: targets, runner: runner, context: context)
        return differences.isEmpty && survivorPasses ? .success : .failure
    }

    /// One survivor the results list, planted by hand in a fresh copy: both suites must pass
    /// with it, as the results say. True when they do, or when no survivor is recorded.
    private static func plantSurvivorByHand(recorded: [MutantKey: MutationOutcome], targets: [MutationTarget], runner: MutationRunner,
                                            context: CommandContext) throws -> Bool {
        let survivors = recorded.filter { $0.value == .survived }.keys.filter { key in targets.contains { $0.name == key.owner } }
        guard let key = MutationSample.lowest(of: survivors), let target = targets.first(where: { $0.name == key.owner }) else { return true }
        let found = try SchemaBuild(package: runner.packageRoot, target: target, operators: runner.operators, limit: nil) { _ in }.numbered
        guard let mutant = found.first(where: { $0.mutant.id == key.id })?.mutant else {
            context.output.write(MutationText.check([MutationCheck.Difference(key: key, recorded: .survived, found: nil)], checked: 1))
            return false
        }
        let run = try runner.runByHand(mutant, of: target)
        context.output.write(MutationText.plantedByHand(key, testTarget: target.testTarget, scenarios: run.scenarios, unitTests: run.unitTests))
        return run.scenarios == .survived && run.unitTests == .survived
    }

    /// Every target's mutants, as a shard deals them out.
    private static func allMutants(_ targets: [MutationTarget], root: String, operators: Set<MutationOperator>,
                                   limit: Int?) throws -> [(owner: String, mutant: Mutant)] {
        try targets.flatMap { target in
            try SchemaBuild(package: root, target: target, operators: operators, limit: limit) { _ in }.numbered.map { (target.name, $0.mutant) }
        }
    }

    /// `--merge`: the shards' results joined, as the whole run would write them.
    private static func merge(_ files: [String], in context: CommandContext) -> ExitCode {
        var documents: [(name: String, text: String)] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                context.errors.write("error: cannot read \(file)\n")
                return .usage
            }
            documents.append((file, text))
        }
        do {
            context.output.write(try MutationText.merge(documents))
            return .success
        } catch {
            context.errors.write("error: \(error)\n")
            return .usage
        }
    }

    /// The mutants each target has, counted by kind (text) or listed (JSON).
    private static func listing(_ targets: [MutationTarget], root: String, operators: Set<MutationOperator>, limit: Int?,
                                format: OutputFormat) throws -> String {
        var lines: [String] = [], all: [Mutant] = []
        for target in targets {
            let found = try SchemaBuild(package: root, target: target, operators: operators, limit: limit) { _ in }.numbered.map(\.mutant)
            all += found
            let kinds = MutationOperator.allCases.map { kind in "\(found.filter { $0.kind == kind }.count) \(kind.rawValue)" }
            lines.append("\(target.name): \(found.count) mutants: " + kinds.joined(separator: ", "))
        }
        return format == .json ? MutationText.json(mutants: all) : lines.map { $0 + "\n" }.joined()
    }

    private static func operators(_ names: [String]?) throws(UsageError) -> Set<MutationOperator> {
        guard let names else { return Set(MutationOperator.allCases) }
        var kinds = Set<MutationOperator>()
        for name in names {
            guard let kind = MutationOperator(rawValue: name) else {
                throw .badValue(option: "--operator", found: name, expected: MutationOperator.allCases.map(\.rawValue).joined(separator: ", "))
            }
            kinds.insert(kind)
        }
        return kinds
    }

    private static func supportTargets(_ names: [String]) throws(UsageError) -> [MutationTarget] {
        let known = MutationTarget.supportLibraries
        if names == ["all"] { return known.map { MutationTarget(library: $0.module, usedBy: $0.architectures) } }
        var targets: [MutationTarget] = []
        for name in names {
            guard let library = known.first(where: { $0.module.lowercased() == name.lowercased() }) else {
                throw .badValue(option: "--support", found: name, expected: "all or " + known.map(\.module).joined(separator: ", "))
            }
            targets.append(MutationTarget(library: library.module, usedBy: library.architectures))
        }
        return targets
    }

    private static func average(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.2f s", value)
    }
}
