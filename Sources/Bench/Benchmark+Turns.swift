import ArchitectureKit
import Harness

// MARK: - Taking turns

extension Benchmark {
    /// Times a share of each operation's rounds (``BenchConfiguration/share(_:)``), a visit at
    /// a time, round the suite, until each has its share.
    func timeInTurns(_ operations: inout [OperationRounds], configuration share: BenchConfiguration) {
        var someWantMore = true
        while someWantMore {
            someWantMore = false
            for index in operations.indices where !operations[index].isFinished {
                visit(&operations[index], configuration: share)
                someWantMore = someWantMore || !operations[index].isFinished
            }
        }
    }

    /// Times a share of each operation's rounds, one operation after another, each alone: the
    /// sizes of the sweep, so that none depends on what ran beside it.
    func timeOneByOne(_ operations: inout [OperationRounds], configuration share: BenchConfiguration) {
        for index in operations.indices {
            var alone = [operations[index]]
            timeInTurns(&alone, configuration: share)
            operations[index] = alone[0]
        }
    }

    /// One visit: the warm-up rounds on the first, then a visit's share of timed rounds.
    func visit(_ rounds: inout OperationRounds, configuration share: BenchConfiguration) {
        let began = ThreadCPUClock.now
        let precision = share.untilPrecise
        do throws(OperationProblem) {
            if rounds.roundsRun == 0 {
                for warmup in 0..<share.warmups {
                    progress("\(rounds.label): round \(warmup + 1) (warm-up)")
                    _ = try timeRound(rounds)
                    rounds.roundsRun += 1
                }
            }
            let visitRounds = OperationRounds.roundsOfNextVisit(after: rounds.timedRounds, configuration: share)
            for _ in 0..<visitRounds {
                if let precision, rounds.timedRounds >= share.iterations,
                   (rounds.processorTime + ThreadCPUClock.now - began).milliseconds >= precision.maxSeconds * 1_000 { break }
                progress("\(rounds.label): round \(rounds.roundsRun + 1)\(precision == nil ? "/\(share.warmups + share.iterations)" : "")")
                let round = try timeRound(rounds)
                for (index, milliseconds) in round.milliseconds.enumerated() {
                    rounds.samples[index].append(milliseconds)
                }
                rounds.spent.timedSeconds += round.timed.milliseconds / 1_000
                rounds.roundsRun += 1
            }
        } catch {
            rounds.problem = error
        }
        let visit = ThreadCPUClock.now - began
        rounds.processorTime += visit
        rounds.spent.processorSeconds += visit.milliseconds / 1_000
        let pooled = rounds.pooled
        rounds.isFinished = rounds.problem != nil || OperationRounds.isFinished(
            timed: rounds.timedRounds, processorSeconds: rounds.processorTime.milliseconds / 1_000, configuration: share,
            ratiosArePrecise: { ratiosArePrecise(pooled, within: $0) })
    }

    /// One round: every architecture runs the operation `repeats` times, taking turns run by
    /// run, so that the round's samples span the same stretch of time; the order of each turn
    /// is the next of ``RoundOrder``, so every architecture follows every other equally often.
    /// An operation that leaves its world as it found it runs all its repeats in one world
    /// per architecture, set up once, so the round spends its time on the operation.
    /// Milliseconds per operation, per architecture, and the time inside timed regions in all.
    func timeRound(_ rounds: OperationRounds) throws(OperationProblem) -> (milliseconds: [Double], timed: Duration) {
        var elapsed = Array(repeating: Duration.zero, count: architectures.count)
        let roundsBefore = (rounds.earlier.first?.count ?? 0) + rounds.roundsRun
        // One world per architecture when the runs may share it, built in the order of the
        // round's first turn, so that which world lies where in memory takes turns too.
        var worlds: [Int: World] = [:]
        if rounds.sharesWorld {
            for index in RoundOrder.order(count: architectures.count, run: roundsBefore * rounds.repeats) {
                worlds[index] = try OperationTimer.setUp(rounds.prepared, on: architectures[index])
            }
        }
        for turn in 0..<rounds.repeats {
            for index in RoundOrder.order(count: architectures.count, run: roundsBefore * rounds.repeats + turn) {
                if let world = worlds[index] {
                    elapsed[index] += try OperationTimer.timeOperation(rounds.prepared, in: world)
                    continue
                }
                let sample = try OperationTimer.time(rounds.prepared, on: architectures[index])
                guard sample.finalSnapshot == rounds.finalSnapshots[index] else {
                    throw .endedOnAnotherScreen(architecture: architectures[index].displayName)
                }
                elapsed[index] += sample.elapsed
            }
        }
        for (index, world) in worlds where world.snapshot() != rounds.finalSnapshots[index] {
            throw .endedOnAnotherScreen(architecture: architectures[index].displayName)
        }
        return (elapsed.map { $0.milliseconds / Double(rounds.repeats) }, elapsed.reduce(.zero, +))
    }
}
