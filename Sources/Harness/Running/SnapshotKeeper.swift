/// Takes a run's snapshots step by step: the digest of each, and the texts the run was asked
/// to keep (``SnapshotRetention``), each once by its digest. The latest text is held until the
/// next step replaces it, so the last step's is there when the run ends, wherever it ends.
@MainActor
struct SnapshotKeeper {
    let retention: SnapshotRetention
    private var kept: [SnapshotDigest: String] = [:]
    private var latest = (text: "", digest: SnapshotDigest(of: ""))

    /// - Parameter known: Texts the runs before this one kept: a screen among them is not kept
    ///   again, and while the run shows no other, its table is theirs, not a copy.
    init(retention: SnapshotRetention, known: [SnapshotDigest: String] = [:]) {
        self.retention = retention
        kept = known
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

    /// The texts kept, with the last step's added unless it is there.
    func keptWithTheLast() -> [SnapshotDigest: String] {
        guard kept[latest.digest] == nil else { return kept }
        var texts = kept
        texts[latest.digest] = latest.text
        return texts
    }

    /// Keeps the latest text if the step's is to be kept and no step kept it before: a screen
    /// shown again is not copied again.
    private mutating func keepLatest(step: Int) {
        guard retention.keeps(step), kept[latest.digest] == nil else { return }
        kept[latest.digest] = Self.ownSized(latest.text)
    }

    /// `text` in storage of its own size. A screen is rendered by appending, which leaves room
    /// to grow, which 100,000 kept screens would hold on to.
    private static func ownSized(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(bytes))
                return bytes.count
            }
        }
    }
}
