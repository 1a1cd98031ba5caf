import Bench

/// How every renderer words exact counts compared with each other: ``CountThreshold`` decides,
/// counts closer than its threshold are "about the same", and a sentence ranks only counts
/// that differ by more.
public enum CountWords {
    /// The threshold every sentence that compares counts asks.
    public static let threshold = CountThreshold.standard

    /// `10%`: the threshold as a reader reads it.
    public static var thresholdText: String {
        Figures.fixed(threshold.relative * 100, 0) + "%"
    }

    /// What "about the same" means for counts, said once where a page explains its wording.
    public static var explanation: String {
        "A count has no noise, so any difference between two counts is real; but two that differ by less than "
            + "\(thresholdText) of the larger are called about the same, and a sentence ranks only counts that differ by more."
    }

    /// `items` in ranks, from the fewest to the most, each rank in the order the items were
    /// given, such that every item of one rank differs from every item of another:
    /// ``CountThreshold/groups(_:by:)``, with two neighbouring groups joined where the most of
    /// the one and the fewest of the next are about the same (100, 105, 110.25 and 115.8 are
    /// one rank: 110.25 and 115.8 are 4.8% apart). A rank can then span more than the
    /// threshold, a chain of small steps, so it is worded by its range, and as about the same
    /// only where ``isAlike(_:by:)`` says so.
    public static func ranks<Item>(_ items: [Item], by count: (Item) -> Double) -> [[Item]] {
        var ranks: [[(offset: Int, element: Item)]] = []
        for group in threshold.groups(Array(items.enumerated()), by: { count($0.element) }) {
            if let most = ranks.last?.last, let fewest = group.first, threshold.isTie(count(most.element), count(fewest.element)) {
                ranks[ranks.count - 1] += group
            } else {
                ranks.append(group)
            }
        }
        return ranks.map { rank in rank.sorted { $0.offset < $1.offset }.map(\.element) }
    }

    /// Whether the fewest and the most of `items` are about the same (or equal), so that every
    /// two of them are.
    public static func isAlike<Item>(_ items: [Item], by count: (Item) -> Double) -> Bool {
        let values = items.map(count)
        guard let low = values.min(), let high = values.max() else { return true }
        return threshold.isTie(low, high)
    }

    /// `4,629 to 4,698`, or `506` when every value is the same.
    public static func range(_ values: [Int]) -> String {
        guard let low = values.min(), let high = values.max() else { return "" }
        return low == high ? Figures.count(low) : "\(Figures.count(low)) to \(Figures.count(high))"
    }

    /// `×1.02 to ×1.03 Direct's 4,553`, `×1.52 Direct's 4,553`: values against a baseline's,
    /// or nil when the baseline has none to divide by.
    public static func againstBaseline(_ values: [Int], baseline: Int, name: String) -> String? {
        guard baseline > 0, let low = values.min(), let high = values.max() else { return nil }
        let (lowRatio, highRatio) = (Figures.ratio(Double(low) / Double(baseline)), Figures.ratio(Double(high) / Double(baseline)))
        return (lowRatio == highRatio ? lowRatio : "\(lowRatio) to \(highRatio)") + " \(name)'s \(Figures.count(baseline))"
    }

    /// How two sides' values compare, for a table's last column: `about the same`, `×1.48 in
    /// MVVM` (the larger over the smaller, on the larger's side), `only in MVB` when the other
    /// has none; `the same` when they are equal.
    public static func pair(_ left: Double, _ right: Double, names: (left: String, right: String)) -> String {
        let verdict = threshold.verdict(right, against: left)
        guard verdict.differs else { return verdict == .equal ? "the same" : "about the same" }
        let (larger, smaller, name) = verdict == .more ? (right, left, names.right) : (left, right, names.left)
        return smaller == 0 ? "only in \(name)" : Figures.ratio(larger / smaller) + " in \(name)"
    }
}
