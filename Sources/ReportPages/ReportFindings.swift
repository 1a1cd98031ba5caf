import Bench
import Diagnostics
import Reports

/// What a section's numbers teach, in sentences made from the figures of this report, so that
/// they stay true when the code changes: who does the most and the least of something, where
/// the counts differ by enough to rank (``CountWords``), by how much against the baseline, and
/// what in the code goes with it. The baseline is never ranked, only compared with.
enum ReportFindings {
    /// `MVVM` or `MVB and Binder` or `MVC, MVVM and Direct`.
    static func names(_ names: [String]) -> String {
        Spelling.listed(names, conjunction: "and")
    }

    /// `five`, as a sentence says a small count.
    static func spelled(_ count: Int) -> String {
        let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return words.indices.contains(count) ? words[count] : Figures.count(count)
    }

    /// `both architectures` or `all five architectures`.
    static func every(_ count: Int) -> String {
        count == 2 ? "both architectures" : "all \(spelled(count)) architectures"
    }

    /// The names of those with the highest and the lowest value, ties together; nil when all are equal.
    private static func extremes<T: Comparable>(_ items: [(name: String, value: T)]) -> (most: [String], least: [String])? {
        guard let high = items.map(\.value).max(), let low = items.map(\.value).min(), high != low else { return nil }
        return (items.filter { $0.value == high }.map(\.name), items.filter { $0.value == low }.map(\.name))
    }

    /// What the timing table teaches, in the words `bench` uses (``TimingWords/findings(_:)``):
    /// only what differs is ranked.
    static func timing(_ bench: BenchResult) -> [String] {
        TimingWords.findings(bench)
    }

    /// What the cost-of-change table teaches: whose patches reach furthest on average, who
    /// changes the most lines, the widest single patch, and whether every patch holds.
    static func changes(_ changes: ChangeReport, report: TeachingReport) -> [String] {
        let ranked = report.architectures.filter { !$0.isBaseline }
        let sides = { (id: String) in changes.changes.compactMap { change in change.architectures.first { $0.architecture == id && $0.cost != nil } } }
        var sentences: [String] = []
        let reach = ranked.compactMap { entry -> (name: String, value: Double)? in
            let taken = sides(entry.id)
            return taken.isEmpty ? nil : (entry.name, taken.map(\.saamRatio).reduce(0, +) / Double(taken.count))
        }
        if let found = extremes(reach), let high = reach.first(where: { $0.name == found.most[0] }), let low = reach.first(where: { $0.name == found.least[0] }) {
            let possessive = { (names: [String]) in Self.names(names.map { $0 + "'s" }) }
            sentences.append("Over the \(spelled(changes.changes.count)) changes, \(possessive(found.most)) patches reach the furthest, "
                + "\(Figures.decimal(high.value)) of \(found.most.count == 1 ? "its" : "their") roles on average, and \(possessive(found.least)) the least, \(Figures.decimal(low.value)).")
        }
        let lines = ranked.map { entry in (name: entry.name, value: sides(entry.id).compactMap(\.cost).map { $0.app.added + $0.app.removed }.reduce(0, +)) }
        if let found = extremes(lines), let high = lines.first(where: { $0.name == found.most[0] }), let low = lines.first(where: { $0.name == found.least[0] }) {
            sentences.append("\(names(found.most)) changed the most app lines for them (\(Figures.count(high.value))), \(names(found.least)) the fewest (\(Figures.count(low.value))).")
        }
        let rankedIDs = Set(ranked.map(\.id))
        let widest = changes.changes.flatMap { change in
            change.architectures.filter { $0.cost != nil && rankedIDs.contains($0.architecture) }.map { (change: change.id, side: $0) }
        }.max { ($0.side.saamRatio, $1.change) < ($1.side.saamRatio, $0.change) }
        if let widest, let cost = widest.side.cost {
            let name = ranked.first { $0.id == widest.side.architecture }?.name ?? widest.side.architecture
            sentences.append("The widest single patch is \(name)'s for `\(widest.change)`: \(cost.rolesTouched.count) of its \(widest.side.roles) roles.")
        }
        sentences.append(changes.passes ? "Every patched architecture agrees with the others on every scenario, keeps its rules and passes its tests."
                                        : "Not every patch holds: see the changes marked ✗.")
        return sentences
    }
}
