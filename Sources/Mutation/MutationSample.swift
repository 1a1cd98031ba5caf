/// The fixed sample of mutants `mutate --check` runs again: from each owner (architecture or
/// library), the few whose owner and id hash lowest (64-bit FNV-1a). A check's time goes
/// mostly into building each owner's schemata, not into its mutants, so every owner gives the
/// same few; the hash makes the sample the same on every machine, and spread over the files.
public struct MutationSample: Sendable {
    public let perOwner: Int

    /// Three mutants an owner: about fifty in all, a second or so each once built.
    public static let standard = MutationSample(perOwner: 3)

    public init(perOwner: Int) {
        self.perOwner = perOwner
    }

    /// The sample drawn from `keys`.
    public func choose(from keys: some Sequence<MutantKey>) -> Set<MutantKey> {
        let ranked = keys.map { (hash: Self.hash($0.owner + $0.id), key: $0) }.sorted { ($0.hash, $0.key) < ($1.hash, $1.key) }
        return Set(Dictionary(grouping: ranked, by: \.key.owner).values.flatMap { $0.prefix(perOwner).map(\.key) })
    }

    /// The one mutant of `keys` whose owner and id hash lowest: the survivor `mutate --check`
    /// plants by hand.
    public static func lowest(of keys: some Sequence<MutantKey>) -> MutantKey? {
        keys.min { (hash($0.owner + $0.id), $0) < (hash($1.owner + $1.id), $1) }
    }

    /// 64-bit FNV-1a of the text's UTF-8 bytes.
    public static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
