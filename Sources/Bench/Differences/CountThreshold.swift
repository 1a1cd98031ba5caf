/// When two exact counts (widget writes, types touched, lines changed) differ enough to rank
/// by (SPEC §7). A count has no noise, so every difference is real; but a difference smaller
/// than a tenth of the larger count says nothing a reader should choose by, so it is worded
/// "about the same", as a timing inside the ``EquivalenceBand`` is.
public struct CountThreshold: Sendable, Codable, Equatable {
    /// The smallest difference worth ranking, as a share of the larger count: 0.1 is 10%.
    public let relative: Double

    /// 10%: 4,606 writes and 4,672 (1.4% apart) are about the same; 90 and 100 are not.
    public static let standard = CountThreshold(relative: 0.1)

    public init(relative: Double) {
        self.relative = relative
    }

    /// How `count` compares with `other`.
    public func verdict(_ count: Double, against other: Double) -> CountVerdict {
        if count == other { return .equal }
        let larger = max(abs(count), abs(other))
        if abs(count - other) < relative * larger { return .aboutTheSame }
        return count < other ? .fewer : .more
    }

    /// Whether `count` and `other` are equal or about the same.
    public func isTie(_ count: Double, _ other: Double) -> Bool {
        !verdict(count, against: other).differs
    }

    /// `items` from the fewest to the most, in groups whose members are all about the same as
    /// each other: a group starts at its fewest, and takes the next item while that is about the
    /// same as the fewest. Consecutive groups differ, so only groups may be ranked.
    public func groups<Item>(_ items: [Item], by count: (Item) -> Double) -> [[Item]] {
        var groups: [[Item]] = []
        for item in items.sorted(by: { count($0) < count($1) }) {
            if let first = groups.last?.first, isTie(count(first), count(item)) {
                groups[groups.count - 1].append(item)
            } else {
                groups.append([item])
            }
        }
        return groups
    }
}

/// How one exact count compares with another (``CountThreshold``).
public enum CountVerdict: String, Sendable, Codable, Equatable {
    case equal
    /// Different, by less than the threshold.
    case aboutTheSame
    case fewer
    case more

    /// Whether the difference is large enough to rank by.
    public var differs: Bool { self == .fewer || self == .more }
}
