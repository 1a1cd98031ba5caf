import Foundation
import Harness
import Mutation
import ScenarioLanguage

/// The shared scenarios on a target's architectures, run in the mutated copy for mutant after
/// mutant by one worker (``MutantScenarioWorker``), in file order: a mutant is killed at the
/// first scenario that does not pass (a crash included), and timed out at the first that runs
/// out of time; the rest are not run, as they could not change that.
final class ScenarioSuite {
    private let worker: MutantScenarioWorker
    private let jobs: [WorkerJob]
    private let architectures: [String]
    /// Each job's time limit, from its time with no mutant on (``runBaseline()``).
    private var limits: [Double]

    /// The scenarios of the copy at `package`, for `target`'s architectures.
    ///
    /// - Throws: ``MutationProblem`` when a scenario cannot be read: with no mutant on, it fails.
    init(package: String, target: MutationTarget) throws {
        let library = try ScenarioLibrary.load(directory: (package as NSString).appendingPathComponent(SuiteFolder.packageFolder))
        jobs = try library.entries.map { entry in
            guard case let .success(scenario) = entry.result else { throw MutationProblem.baselineFails(target: target.name, suite: entry.file) }
            return WorkerJob(file: scenario.file, suite: scenario.suite, architectureIDs: target.architectures, detail: .condensed)
        }
        architectures = target.architectures
        limits = Array(repeating: 600, count: jobs.count)
        worker = MutantScenarioWorker(launcher: WorkerLauncher(executable: (package as NSString).appendingPathComponent(".build/debug/workbench"),
                                                               arguments: [WorkerCommand.name]))
    }

    /// Runs the scenarios with no mutant on, and sets each one's time limit from its time:
    /// a mutant may take ten times as long (at least ten seconds) before it counts as looping.
    func runBaseline() throws -> (verdict: SuiteVerdict, seconds: Double) {
        var times: [Double] = []
        let run = try run(mutant: 0) { times.append($0) }
        if run.verdict == .survived { limits = times.map { max(10, 10 * $0) } }
        return run
    }

    /// The scenarios with mutant `number` on (0: none); nil for a build with no schema, whose
    /// workers have no switch to set.
    func run(mutant number: Int?, onJobTime: (Double) -> Void = { _ in }) throws -> (verdict: SuiteVerdict, seconds: Double) {
        let started = Date()
        for (job, limit) in zip(jobs, limits) {
            var switched = job
            switched.mutant = number
            let jobStarted = Date()
            let end = try worker.run(switched, limit: limit)
            onJobTime(Date().timeIntervalSince(jobStarted))
            switch end {
            case let .answered(outcome):
                guard architectures.allSatisfy({ outcome.verdicts[$0] == .pass }) else { return (.killed, Date().timeIntervalSince(started)) }
            case .died:
                return (.killed, Date().timeIntervalSince(started))
            case .timedOut:
                return (.timedOut, Date().timeIntervalSince(started))
            }
        }
        return (.survived, Date().timeIntervalSince(started))
    }

    /// Ends the worker: the next run starts a fresh one.
    func end() {
        worker.end()
    }
}
