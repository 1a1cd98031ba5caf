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

    /// `items` in ranks that differ, from the fewest to the most (``CountThreshold/ranks(_:by:)``).
    public static func ranks<Item>(_ items: [Item], by count: (Item) -> Double) -> [[Item]] {
        threshold.ranks(items, by: count)
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
