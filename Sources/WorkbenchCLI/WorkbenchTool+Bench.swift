import ArchitectureKit
import Bench
import Domain
import Harness
import Metrics
import ReportPages
import Reports
import ScenarioLanguage
import Workbench

extension WorkbenchTool {
    // MARK: - bench

    func bench(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments.parse(arguments, command: "bench", shape: .init(
            valued: ["--arch", "--sizes", "--iterations", "--warmups", "--scenarios", "--format"], flags: [],
            positional: 0...0, positionalName: ""))
        let format = parsed.values["--format"] ?? "text"
        guard ["text", "json"].contains(format) else {
            throw UsageError("unknown format \"\(format)\"; expected text, json", command: "bench")
        }
        var configuration = BenchConfiguration()
        configuration.iterations = try Self.count(parsed, "--iterations", in: 1...1_000, default: configuration.iterations)
        configuration.warmups = try Self.count(parsed, "--warmups", in: 0...100, default: configuration.warmups)
        configuration.sizes = try Self.sizes(parsed) ?? configuration.sizes

        var selected = try select(parsed)
        if !selected.contains(where: \.isBaseline), let baseline = architectures.first(where: \.isBaseline) {
            selected.append(baseline)
        }
        guard selected.contains(where: \.isBaseline) else {
            throw UsageError("no baseline architecture is registered; ratios need one", command: "bench")
        }

        let library = try loadLibrary(parsed.values["--scenarios"] ?? "Scenarios/bench", command: "bench")
        var operations: [Scenario] = []
        for entry in library.entries {
            switch entry.result {
            case let .success(scenario): operations.append(scenario)
            case let .failure(error):
                errors.write(error.description + "\n")
                return ExitCode.unreadableInput
            }
        }
        let benchmark = Benchmark(architectures: selected, configuration: configuration) { [showsProgress, errors] message in
            if showsProgress { errors.write("\r\u{1B}[K" + message) }
        }
        let result = benchmark.run(operations: operations, fixtures: FixtureStore())
        if showsProgress { errors.write("\r\u{1B}[K") }
        output.write(format == "json" ? BenchReport.json(result) : BenchReport.text(result))
        return result.allChecksPassed ? ExitCode.success : ExitCode.failure
    }

    /// The short timing run `compare` makes: the operations among the compared scenarios, timed
    /// in a few rounds with a small sweep. Nil when no compared scenario has a measure statement.
    func shortBench(_ library: ScenarioLibrary, outcomes: [ScenarioOutcome], selected: [any Architecture], fixtures: FixtureStore) -> BenchResult? {
        let operations = library.entries.compactMap { try? $0.result.get() }.filter { $0.measuredFrom != nil }
        guard !operations.isEmpty, let baseline = architectures.first(where: \.isBaseline) else { return nil }
        let timed = selected.contains(where: \.isBaseline) ? selected : selected + [baseline]
        let benchmark = Benchmark(architectures: timed, configuration: .short) { [showsProgress, errors] message in
            if showsProgress { errors.write("\r\u{1B}[K[timing] " + message) }
        }
        let result = benchmark.run(operations: operations, fixtures: fixtures, checked: outcomes)
        if showsProgress { errors.write("\r\u{1B}[K") }
        return result
    }

    private static func count(_ parsed: ParsedArguments, _ option: String, in range: ClosedRange<Int>, default value: Int) throws -> Int {
        guard let text = parsed.values[option] else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("\(option) expects a whole number from \(range.lowerBound) to \(range.upperBound), found \"\(text)\"", command: "bench")
        }
        return number
    }

    /// `--sizes 10,100,1000`, or `none` for no sweep.
    private static func sizes(_ parsed: ParsedArguments) throws -> [Int]? {
        guard let items = parsed.list("--sizes") else { return nil }
        if items == ["none"] { return [] }
        guard !items.isEmpty else { throw UsageError("--sizes needs at least one size, or none", command: "bench") }
        return try items.map { item in
            guard let size = Int(item), (1...200_000).contains(size) else {
                throw UsageError("--sizes expects whole numbers from 1 to 200000, found \"\(item)\"", command: "bench")
            }
            return size
        }
    }
}
