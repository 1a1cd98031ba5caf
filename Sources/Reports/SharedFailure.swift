import Harness

/// A failure as the reports show it: once, with every architecture that had the same problem
/// at the same step, so that a scenario every architecture fails reads as one finding.
struct SharedFailure {
    /// The step's index in the runs (0 is `launch`).
    let stepIndex: Int
    /// The statement as written.
    let statement: String
    let failure: StepFailure
    /// In the order the architectures were given.
    private(set) var architectureIDs: [String]

    /// `[mvc, mvvm, mvb]`: who had it.
    var architecturesLabel: String {
        "[" + architectureIDs.joined(separator: ", ") + "]"
    }

    /// The failures of `runs` in step order, each once; at one step, in the order first met.
    static func grouping(_ runs: [ArchitectureRun]) -> [SharedFailure] {
        var groups: [SharedFailure] = []
        // Where each step's groups are in `groups`: a failure is compared with its own step's
        // only, so a scenario failing at every one of 100,000 steps is grouped in linear time.
        var groupsAtStep: [Int: [Int]] = [:]
        for run in runs {
            for step in run.steps {
                for failure in step.failures {
                    let same = groupsAtStep[step.index, default: []].first {
                        groups[$0].failure == failure && !groups[$0].architectureIDs.contains(run.architectureID)
                    }
                    if let same {
                        groups[same].architectureIDs.append(run.architectureID)
                    } else {
                        groupsAtStep[step.index, default: []].append(groups.count)
                        groups.append(SharedFailure(stepIndex: step.index, statement: step.statement, failure: failure,
                                                    architectureIDs: [run.architectureID]))
                    }
                }
            }
        }
        return groups.enumerated().sorted { ($0.element.stepIndex, $0.offset) < ($1.element.stepIndex, $1.offset) }.map(\.element)
    }
}
