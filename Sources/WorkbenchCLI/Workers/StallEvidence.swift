/// What a ``WorkerPool`` has seen of where a scenario's runs stall, to tell a step stuck in
/// code every architecture shares from one stuck in an architecture's own: the first
/// architecture stopped for silence at a step, and how far each architecture got. A step is
/// taken to be stuck for all when a second architecture is stopped there, one of the two the
/// baseline (which runs only shared code), and no architecture is known to have got past it.
struct StallEvidence {
    /// The architecture that runs only what every architecture shares.
    let baselineID: String?
    /// Per scenario file, the first architecture stopped for silence at a step, and the step.
    private var firstStuck: [String: (architectureID: String, step: Int)] = [:]
    /// Per scenario file, the furthest step each architecture began; `Int.max` once it ended.
    private var furthest: [String: [String: Int]] = [:]

    init(baselineID: String?) {
        self.baselineID = baselineID
    }

    /// Notes that `architectureID` began `step` of `file`, the worker having run `previous`
    /// before it: a worker runs its job's architectures one after another, so that one ended.
    mutating func reached(_ architectureID: String, step: Int, of file: String, after previous: String?) {
        // One access to the file's table, changed in place: the parent notes a step of every run.
        Self.note(architectureID, step: step, after: previous, in: &furthest[file, default: [:]])
    }

    private static func note(_ architectureID: String, step: Int, after previous: String?, in steps: inout [String: Int]) {
        if let previous, previous != architectureID { steps[previous] = .max }
        if steps[architectureID].map({ $0 < step }) ?? true { steps[architectureID] = step }
    }

    /// Notes that `architectureID` was stopped, silent at `step` of `file`, and returns whether
    /// that step is now taken to be stuck for every architecture.
    mutating func stopped(_ architectureID: String, at step: Int, of file: String) -> Bool {
        let anyPassed = furthest[file, default: [:]].values.contains { $0 > step }
        if let first = firstStuck[file], first.step == step, first.architectureID != architectureID, !anyPassed,
           baselineID.map({ [first.architectureID, architectureID].contains($0) }) ?? true {
            return true
        }
        if firstStuck[file] == nil { firstStuck[file] = (architectureID, step) }
        return false
    }

    /// Whether a run of `architectureID` on `file`, now at `step` (nil: not begun), is one whose
    /// stall or passing would settle whether the first stopped step is stuck for all: the
    /// baseline's, or another's when the baseline was the one stopped, not yet past that step.
    func settles(_ file: String, architectureID: String, at step: Int?) -> Bool {
        guard let baselineID, let stuck = firstStuck[file] else { return false }
        return (architectureID == baselineID) != (stuck.architectureID == baselineID) && (step ?? 0) <= stuck.step
    }
}
