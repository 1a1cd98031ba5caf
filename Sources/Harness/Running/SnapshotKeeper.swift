/// Takes a run's snapshots step by step: the digest of each, and the texts the run was asked
/// to keep (``SnapshotRetention``), each once by its digest. The latest text is held until the
/// next step replaces it, so the last step's is there when the run ends, wherever it ends.
@MainActor
struct SnapshotKeeper {
    let retention: SnapshotRetention
    private var kept: [SnapshotDigest: String] = [:]
    private var latest = (text: "", digest: SnapshotDigest(of: ""))

    init(retention: SnapshotRetention) {
        self.retention = retention
    }

    /// Takes the top screen's snapshot after the step at `step`, and returns its digest.
    mutating func take(_ world: World, step: Int) -> SnapshotDigest {
        let text = world.snapshot()
        latest = (text, SnapshotDigest(of: text))
        keepLatest(step: step)
        return latest.digest
    }

    /// The step at `step` left the screen as the previous one did (an `expect` only looks):
    /// the same text, and its digest.
    mutating func repeatLast(step: Int) -> SnapshotDigest {
        keepLatest(step: step)
        return latest.digest
    }

    /// The texts kept, with the last step's added.
    func keptWithTheLast() -> [SnapshotDigest: String] {
        var texts = kept
        texts[latest.digest] = latest.text
        return texts
    }

    /// Keeps the latest text if the step's is to be kept and no step kept it before: a screen
    /// shown again is not copied again.
    private mutating func keepLatest(step: Int) {
        guard retention.keeps(step), kept[latest.digest] == nil else { return }
        kept[latest.digest] = latest.text
    }
}
