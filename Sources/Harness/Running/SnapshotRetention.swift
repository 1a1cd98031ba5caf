/// Which snapshot texts a run keeps. Every step keeps its ``SnapshotDigest``, which is all a
/// comparison needs, and every run keeps its last step's text, which a benchmark checks its
/// timed runs against; a long scenario would need hundreds of megabytes to keep the rest.
public enum SnapshotRetention: Sendable, Equatable {
    /// The last step's text only: what `compare` needs.
    case lastStep
    /// Every step's text: what `workbench run` shows.
    case everyStep
    /// The text at this step index as well as the last step's: what a divergence found by
    /// digest shows.
    case step(Int)

    /// Whether a run keeps the text of the step at `index`, the last step aside.
    func keeps(_ index: Int) -> Bool {
        switch self {
        case .lastStep: false
        case .everyStep: true
        case let .step(kept): index == kept
        }
    }
}
