import Foundation
import Mutation

/// Runs every mutant of one target: its schemata built once in a copy of the package, then,
/// for each mutant switched on, the shared scenarios on the target's architectures and the
/// target's own unit tests, each with a time limit.
struct MutationRunner {
    /// The package the mutants are planted in (absolute).
    let packageRoot: String
    /// Where the copy and its build are kept (absolute).
    let workRoot: String
    let operators: Set<MutationOperator>
    let limit: Int?
    /// Says what is happening, one line at a time (standard error).
    let log: (String) -> Void

    var staging: String { (workRoot as NSString).appendingPathComponent("staging") }
    var package: String { (workRoot as NSString).appendingPathComponent("package") }

    /// How long a target's run took, for the projection of a full run.
    struct Timing {
        var build = 0.0
        var scenarios: [Double] = []
        var unitTests: [Double] = []
    }

    func run(_ target: MutationTarget) throws -> (results: [MutantResult], timing: Timing) {
        var timing = Timing()
        // The package is copied afresh into staging/ and synced file by file into package/,
        // whose build is kept: the next target's build recompiles what this one's mutants touched.
        try PackageCopy.copy(from: packageRoot, to: staging)
        try PackageCopy.sync(staging, into: package)
        var schema = try SchemaBuild(package: package, target: target, operators: operators, limit: limit, log: log)
        log("\(target.name): \(schema.numbered.count) mutants; building their schemata")
        let started = Date()
        try schema.build()
        timing.build = Date().timeIntervalSince(started)
        log("\(target.name): built in \(Int(timing.build.rounded())) s")

        let baselineScenarios = try scenarios(target, mutant: 0)
        let baselineTests = try unitTests(target, mutant: 0)
        guard baselineScenarios.verdict == .survived else { throw MutationProblem.baselineFails(target: target.name, suite: "the scenarios") }
        guard baselineTests.verdict == .survived else { throw MutationProblem.baselineFails(target: target.name, suite: target.testTarget) }
        // A mutant may take several times what the original takes before it counts as looping.
        let scenarioLimit = max(30, 10 * baselineScenarios.seconds), testLimit = max(30, 10 * baselineTests.seconds)

        var results: [MutantResult] = []
        for (number, mutant) in schema.numbered {
            if schema.notCompiled.contains(number) {
                results.append(MutantResult(notCompiled: mutant, owner: target.name))
                continue
            }
            log("[\(number)/\(schema.numbered.count)] \(target.name) \(mutant.file.dropFirst(target.sourceFolder.count + 1)):\(mutant.line) \(mutant.kind.rawValue)")
            let scenarioRun = try scenarios(target, mutant: number, limit: scenarioLimit)
            let testRun = try unitTests(target, mutant: number, limit: testLimit)
            timing.scenarios.append(scenarioRun.seconds)
            timing.unitTests.append(testRun.seconds)
            results.append(MutantResult(owner: target.name, mutant: mutant, scenarios: scenarioRun.verdict, unitTests: testRun.verdict))
        }
        return (results, timing)
    }

    /// The shared scenarios on the target's architectures with mutant `number` on (0: none):
    /// killed when any scenario's verdict is not a pass, or the run gave no report.
    private func scenarios(_ target: MutationTarget, mutant number: Int, limit: Double = 600) throws -> (verdict: SuiteVerdict, seconds: Double) {
        let binary = (package as NSString).appendingPathComponent(".build/debug/workbench")
        let run = try TimedRun.run(binary, ["compare", "--no-timing", "--format", "json", "--arch", target.architectures.joined(separator: ",")],
                                   in: package, environment: [MutantSchema.environmentVariable: String(number)], limit: limit)
        guard !run.timedOut else { return (.timedOut, run.seconds) }
        guard let document = try? JSONDecoder().decode(CompareVerdicts.self, from: Data(run.output.utf8)) else { return (.killed, run.seconds) }
        let passed = document.scenarios.allSatisfy { scenario in target.architectures.allSatisfy { scenario.verdicts[$0] == "pass" } }
        return (passed ? .survived : .killed, run.seconds)
    }

    /// The target's own unit tests with mutant `number` on, the test program run directly
    /// (`swift test --skip-build` would plan the build again each time).
    private func unitTests(_ target: MutationTarget, mutant number: Int, limit: Double = 600) throws -> (verdict: SuiteVerdict, seconds: Double) {
        let tests = (package as NSString).appendingPathComponent(".build/debug/ArchitectureWorkbenchPackageTests.xctest")
        let run = try TimedRun.run(tests, ["--testing-library", "swift-testing", "--filter", "^\(target.testTarget)\\."],
                                   in: package, environment: [MutantSchema.environmentVariable: String(number)], limit: limit)
        guard let status = run.status else { return (.timedOut, run.seconds) }
        return (status == 0 ? .survived : .killed, run.seconds)
    }

    /// What `compare --format json` says of each scenario.
    private struct CompareVerdicts: Decodable {
        struct Scenario: Decodable {
            let verdicts: [String: String]
        }

        let scenarios: [Scenario]
    }
}
