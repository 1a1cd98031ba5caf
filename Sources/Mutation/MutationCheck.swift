/// What `mutate --check` finds: the sampled mutants whose outcome is not the one recorded.
public enum MutationCheck {
    /// The results a full run writes, from the package's root.
    public static let resultsFile = "Reports/mutation.json"

    /// One sampled mutant whose outcome differs from the one recorded.
    public struct Difference: Equatable, Sendable {
        public let key: MutantKey
        public let recorded: MutationOutcome
        /// Nil when the mutant is no longer found in the sources.
        public let found: MutationOutcome?

        public init(key: MutantKey, recorded: MutationOutcome, found: MutationOutcome?) {
            self.key = key
            self.recorded = recorded
            self.found = found
        }
    }

    /// The mutants of `sample` whose outcome in `found` is not the one `recorded`, in the
    /// order of their owner and id.
    public static func differences(recorded: [MutantKey: MutationOutcome], found: [MutantResult], sample: Set<MutantKey>) -> [Difference] {
        let outcomes = Dictionary(found.map { (MutantKey(owner: $0.owner, id: $0.mutant.id), $0.outcome) }) { first, _ in first }
        return sample.sorted().compactMap { key in
            guard let before = recorded[key], outcomes[key] != before else { return nil }
            return Difference(key: key, recorded: before, found: outcomes[key])
        }
    }
}
