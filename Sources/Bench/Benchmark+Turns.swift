import ArchitectureKit

// MARK: - Taking turns

extension Benchmark {
    /// Times the ready operations a visit at a time, round the suite, until each has its rounds.
    func timeInTurns(_ operations: [Preparation]) -> [OperationResult] {
        var operations = operations
        var someWantMore = true
        while someWantMore {
            someWantMore = false
            for index in operations.indices {
                guard case var .ready(rounds) = operations[index], !rounds.isFinished else { continue }
                visit(&rounds)
                operations[index] = .ready(rounds)
                someWantMore = someWantMore || !rounds.isFinished
            }
        }
        return operations.map { operation in
            switch operation {
            case let .untimed(result): result
            case let .ready(rounds): result(of: rounds)
            }
        }
    }

    /// One visit: the warm-up rounds on the first, then a visit's share of timed rounds.
    func visit(_ rounds: inout OperationRounds) {
        let began = ThreadCPUClock.now
        let precision = configuration.untilPrecise
        do throws(OperationProblem) {
            if rounds.roundsRun == 0 {
                for warmup in 0..<configuration.warmups {
                    progress("\(rounds.label): round \(warmup + 1) (warm-up)")
                    _ = try timeRound(rounds)
                    rounds.roundsRun += 1
                }
            }
            let share = OperationRounds.roundsOfNextVisit(after: rounds.timedRounds, configuration: configuration)
            for _ in 0..<share {
                if let precision, rounds.timedRounds >= configuration.iterations,
                   (rounds.processorTime + ThreadCPUClock.now - began).milliseconds >= precision.maxSeconds * 1_000 { break }
                progress("\(rounds.label): round \(rounds.roundsRun + 1)\(precision == nil ? "/\(configuration.warmups + configuration.iterations)" : "")")
                for (index, milliseconds) in try timeRound(rounds).enumerated() {
                    rounds.samples[index].append(milliseconds)
                }
                rounds.roundsRun += 1
            }
        } catch {
            rounds.problem = error
        }
        rounds.processorTime += ThreadCPUClock.now - began
        let samples = rounds.samples
        rounds.isFinished = rounds.problem != nil || OperationRounds.isFinished(
            timed: rounds.timedRounds, processorSeconds: rounds.processorTime.milliseconds / 1_000, configuration: configuration,
            ratiosArePrecise: { ratiosArePrecise(samples, within: $0) })
    }

    /// One round: every architecture runs the operation `repeats` times, taking turns run by
    /// run (A B C … A B C …), so that the round's samples span the same stretch of time.
    /// Milliseconds per operation, per architecture.
    func timeRound(_ rounds: OperationRounds) throws(OperationProblem) -> [Double] {
        var elapsed = Array(repeating: Duration.zero, count: architectures.count)
        for _ in 0..<rounds.repeats {
            for (index, architecture) in architectures.enumerated() {
                let sample = try OperationTimer.time(rounds.prepared, on: architecture)
                guard sample.finalSnapshot == rounds.finalSnapshots[index] else {
                    throw .endedOnAnotherScreen(architecture: architecture.displayName)
                }
                elapsed[index] += sample.elapsed
            }
        }
        return elapsed.map { $0.milliseconds / Double(rounds.repeats) }
    }
}
