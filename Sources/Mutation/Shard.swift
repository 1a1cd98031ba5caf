/// A fixed share of a mutation run, so that several machines split a run between them: the
/// mutants of every target sorted by owner and id and dealt round-robin, the first to shard 1,
/// the second to shard 2, and so on. The same mutants give every shard the same share, and
/// the shards' counts differ by one at most.
public struct Shard: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Which share, from 1.
    public let index: Int
    /// Into how many shares the run is split.
    public let count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `K/N`, K from 1 to N; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The mutants, of all `mutants` (owner and mutant), dealt to this shard.
    public func share(of mutants: [(owner: String, mutant: Mutant)]) -> Set<MutantKey> {
        let sorted = mutants.map { MutantKey(owner: $0.owner, id: $0.mutant.id) }.sorted()
        return Set(sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element))
    }
}

/// A mutant as a run names it: its owner (architecture or library) and its id.
public struct MutantKey: Hashable, Comparable, Sendable {
    public let owner: String
    public let id: String

    public init(owner: String, id: String) {
        self.owner = owner
        self.id = id
    }

    public static func < (lhs: MutantKey, rhs: MutantKey) -> Bool {
        (lhs.owner, lhs.id) < (rhs.owner, rhs.id)
    }
}
