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
        var equivalence = 0.0
    }

    /// Runs `target`'s mutants, or those of them in `share` (a shard's).
    func run(_ target: MutationTarget, share: Set<MutantKey>? = nil) throws -> (results: [MutantResult], timing: Timing) {
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

        let suite = try ScenarioSuite(package: package, target: target)
        defer { suite.end() }
        let baselineScenarios = try suite.runBaseline()
        let baselineTests = try Self.unitTests(target.testTarget, in: package, mutant: 0)
        guard baselineScenarios.verdict == .survived else { throw MutationProblem.baselineFails(target: target.name, suite: "the scenarios") }
        guard baselineTests.verdict == .survived else { throw MutationProblem.baselineFails(target: target.name, suite: target.testTarget) }
        // A mutant may take several times what the original takes before it counts as looping.
        let testLimit = max(30, 10 * baselineTests.seconds)
        // One worker runs mutant after mutant, which must each find the process as a fresh one
        // would: a mutant of a module with global state runs in a process of its own, and so
        // does one in a value computed once a process (a static or global constant), which the
        // original, or an earlier mutant, may have computed already. The harness builds a fresh
        // world for every scenario; a worker that timed out or died is replaced.
        let keepsGlobalState = schema.originalSources.values.contains(where: GlobalState.isKept)
        let onceInitialized = schema.originalSources.mapValues(GlobalState.onceInitialized)

        var results: [MutantResult] = []
        // Every mutant is compiled in, whichever share runs, so that each keeps its number and
        // a schema that does not compile is found as in a whole run.
        for (number, mutant) in schema.numbered where share?.contains(MutantKey(owner: target.name, id: mutant.id)) ?? true {
            if schema.notCompiled.contains(number) {
                results.append(MutantResult(notCompiled: mutant, owner: target.name, number: number))
                continue
            }
            log("[\(number)/\(schema.numbered.count)] \(target.name) \(mutant.file.dropFirst(target.sourceFolder.count + 1)):\(mutant.line) \(mutant.kind.rawValue)")
            // The unit tests, a process of their own, run meanwhile on the other core.
            let testing = BackgroundWork { [package, testTarget = target.testTarget] in
                Result { try Self.unitTests(testTarget, in: package, mutant: number, limit: testLimit) }
            }
            let needsFreshProcess = keepsGlobalState || onceInitialized[mutant.file, default: []].contains { $0.contains(mutant.start) }
            if needsFreshProcess { suite.end() }
            let scenarioRun = try suite.run(mutant: number)
            if needsFreshProcess { suite.end() }
            let testRun = try testing.result().get()
            timing.scenarios.append(scenarioRun.seconds)
            timing.unitTests.append(testRun.seconds)
            results.append(MutantResult(owner: target.name, number: number, mutant: mutant, scenarios: scenarioRun.verdict, unitTests: testRun.verdict))
        }
        suite.end()
        let survivors = results.filter { $0.outcome == .survived }
        log("\(target.name): compiling \(survivors.count) survivors to find those equivalent to the original")
        let compiling = Date()
        let check = EquivalenceCheck(package: package, target: target, originalSources: schema.originalSources,
                                     scratch: (workRoot as NSString).appendingPathComponent("equivalence"))
        let equivalent = try check.equivalent(survivors.map { ($0.number, $0.mutant) })
        timing.equivalence = Date().timeIntervalSince(compiling)
        return (results.map { equivalent.contains($0.number) ? $0.equivalent() : $0 }, timing)
    }

    /// The test target's tests with mutant `number` on, the test program run directly
    /// (`swift test --skip-build` would plan the build again each time).
    static func unitTests(_ testTarget: String, in package: String, mutant number: Int,
                                  limit: Double = 600) throws -> (verdict: SuiteVerdict, seconds: Double) {
        let tests = (package as NSString).appendingPathComponent(".build/debug/ArchitectureWorkbenchPackageTests.xctest")
        let run = try TimedRun.run(tests, ["--testing-library", "swift-testing", "--filter", "^\(testTarget)\\."],
                                   in: package, environment: [MutantSchema.environmentVariable: String(number)], limit: limit)
        guard let status = run.status else { return (.timedOut, run.seconds) }
        return (status == 0 ? .survived : .killed, run.seconds)
    }
}
