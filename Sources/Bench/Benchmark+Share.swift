import Diagnostics
import Harness
import ScenarioLanguage

// MARK: - Timing a share

extension Benchmark {
    /// Times a share of the rounds (``BenchShare``), as the process given it: the suite taking
    /// turns, then each size of the sweep alone.
    public func time(_ share: BenchShare, fixtures: FixtureStore) -> ShareAnswer {
        AllocatorSettings.holdPolicyStill()
        let configuration = share.configuration.share(share.index)
        let suite = time(share.suite, inTurns: true, configuration: configuration, fixtures: fixtures)
        let sweep = time(share.sweep, inTurns: false, configuration: configuration, fixtures: fixtures)
        return ShareAnswer(suite: suite, sweep: sweep)
    }

    private func time(_ operations: [SharedOperation], inTurns: Bool, configuration: BenchConfiguration,
                      fixtures: FixtureStore) -> [SharedRounds] {
        var answers: [SharedRounds?] = Array(repeating: nil, count: operations.count)
        var ready: [(position: Int, rounds: OperationRounds)] = []
        for (position, operation) in operations.enumerated() {
            do throws(SourceDiagnostic) {
                let scenario = try Self.scenario(of: operation.source)
                let prepared = try ScenarioRunner.prepare(scenario, fixtures: fixtures)
                ready.append((position, OperationRounds(
                    source: operation.source, scenario: scenario, prepared: prepared, label: operation.label, finalSnapshots: operation.finalSnapshots,
                    repeats: operation.repeats, sharesWorld: operation.sharesWorld ?? false, earlier: operation.earlier)))
            } catch {
                answers[position] = SharedRounds(samples: [], problem: .unreadable(diagnostic: error))
            }
        }
        var rounds = ready.map(\.rounds)
        if inTurns {
            timeInTurns(&rounds, configuration: configuration)
        } else {
            timeOneByOne(&rounds, configuration: configuration)
        }
        for (position, timed) in zip(ready.map(\.position), rounds) {
            answers[position] = SharedRounds(samples: timed.samples, problem: timed.problem, spent: timed.spent)
        }
        return answers.map { $0! }
    }

    /// The scenario an operation's source names.
    static func scenario(of source: SharedOperation.Source) throws(SourceDiagnostic) -> Scenario {
        switch source {
        case let .file(file): try ScenarioLibrary.load(file: file).result.get()
        case let .sweep(size): try ScalingSweep.scenario(size: size)
        }
    }
}

// MARK: - Pooling the shares

extension Benchmark.Preparation {
    /// Lets `body` time the rounds of every operation still ready, and keeps what it did; each
    /// operation's share is then closed (``OperationRounds/closeShare()``).
    static func withReadyRounds(_ preparations: inout [Self], _ body: (inout [OperationRounds]) -> Void) {
        let positions = preparations.indices.filter { preparations[$0].readyRounds != nil }
        var rounds = positions.map { preparations[$0].readyRounds! }
        body(&rounds)
        for (position, timed) in zip(positions, rounds) {
            var closed = timed
            closed.closeShare()
            preparations[position].readyRounds = closed
        }
    }

    /// The operations still ready, as another process is to time them; `process` ends their labels.
    static func shared(_ preparations: [Self], labelled process: String) -> [SharedOperation] {
        preparations.compactMap(\.readyRounds).map { rounds in
            SharedOperation(source: rounds.source, label: rounds.label + process, repeats: rounds.repeats,
                            finalSnapshots: rounds.finalSnapshots, earlier: rounds.pooled, sharesWorld: rounds.sharesWorld)
        }
    }

    /// Adds another process's rounds, in the order ``shared(_:labelled:)`` listed the operations.
    static func pool(_ answers: [SharedRounds], into preparations: inout [Self]) {
        var answers = answers.makeIterator()
        withReadyRounds(&preparations) { rounds in
            for index in rounds.indices {
                guard let answer = answers.next() else { break }
                rounds[index].samples = answer.samples
                rounds[index].problem = answer.problem
                rounds[index].spent = rounds[index].spent + (answer.spent ?? TimeSpent())
            }
        }
    }

    /// Marks every operation still ready with `problem`: no more of its rounds are run.
    static func fail(_ preparations: inout [Self], with problem: OperationProblem) {
        withReadyRounds(&preparations) { rounds in
            for index in rounds.indices { rounds[index].problem = problem }
        }
    }

    /// The rounds of an operation that is ready and has had no problem; nil otherwise.
    /// Setting them keeps the work the check counted.
    var readyRounds: OperationRounds? {
        get {
            guard case let .ready(rounds, _) = self, rounds.problem == nil else { return nil }
            return rounds
        }
        set {
            guard case let .ready(_, work) = self, let newValue else { return }
            self = .ready(newValue, work: work)
        }
    }
}
