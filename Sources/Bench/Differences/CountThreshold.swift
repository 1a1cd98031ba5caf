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

    /// `items` in ranks, from the fewest to the most, each rank in the order the items were
    /// given: sorted by count, an item joins the rank of the one before it when the two are
    /// about the same. So every item of one rank differs from every item of another, and only
    /// ranks may be ranked; a rank can span more than the threshold, a chain of small steps
    /// (100, 105, 110.25 and 115.8 are one rank), so it is worded by its range, and as about
    /// the same only where its fewest and its most are.
    public func ranks<Item>(_ items: [Item], by count: (Item) -> Double) -> [[Item]] {
        var ranks: [[(offset: Int, element: Item)]] = []
        for item in items.enumerated().sorted(by: { (count($0.element), $0.offset) < (count($1.element), $1.offset) }) {
            if let previous = ranks.last?.last, isTie(count(previous.element), count(item.element)) {
                ranks[ranks.count - 1].append(item)
            } else {
                ranks.append([item])
            }
        }
        return ranks.map { rank in rank.sorted { $0.offset < $1.offset }.map(\.element) }
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
