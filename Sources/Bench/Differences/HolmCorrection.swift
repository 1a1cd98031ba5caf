/// Holm's step-down correction: many tests made at once, each kept at the level it claims.
///
/// A table of 35 cells tested at 5% each would call about two of them different by chance
/// alone. Holm's method compares the smallest p-value with α/m, the next with α/(m − 1), and
/// so on, stopping at the first that fails; written as adjusted p-values, a cell differs when
/// its adjusted value is below α. It holds the chance of any false "differs" in the whole
/// table at α, whatever the tests' dependence, and is never less powerful than Bonferroni's.
public enum HolmCorrection {
    /// The adjusted p-values, in the order given: the k-th smallest of m is multiplied by
    /// m − k + 1 (k from 1), never below the adjusted value before it, and at most 1.
    public static func adjusted(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        let order = pValues.indices.sorted { (pValues[$0], $0) < (pValues[$1], $1) }
        var adjusted = Array(repeating: 1.0, count: m)
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, Double(m - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }
}
