import Bench
import Diagnostics
import Domain
import Foundation

/// How every renderer words a timing that ``TimingDifferences`` decided: a tie reads "≈", a
/// difference carries a mark, and a sentence ranks only what differs.
public enum TimingWords {
    /// The mark of a ratio shown to differ from Direct.
    public static let differsMark = "*"

    /// A cell of a ratio table: `≈` inside the band, `×2.14*` shown to differ, `×1.30` outside
    /// the band but not shown to differ; a timing never decided shows its ratio plain.
    public static func cell(_ timing: ArchitectureTiming) -> String {
        guard let ratio = timing.ratioToBaseline else { return "—" }
        return cell(ratio.median, timing.difference?.verdict)
    }

    /// A ratio and its verdict, worded as a cell.
    public static func cell(_ ratio: Double, _ verdict: TimingVerdict?) -> String {
        switch verdict {
        case .same: "≈"
        case .slower, .faster: Figures.ratio(ratio) + differsMark
        case .notShown, nil: Figures.ratio(ratio)
        }
    }

    /// An architecture's overall score as a cell; the plain geometric mean for results saved
    /// before scores were decided.
    public static func scoreCell(_ result: BenchResult, _ architectureID: String) -> String {
        if let score = result.scores?.first(where: { $0.architectureID == architectureID }) {
            return cell(score.geometricMean.value, score.verdict)
        }
        return result.score(of: architectureID).map(Figures.ratio) ?? "—"
    }

    /// `[×0.94–×0.97]`: a score's 95% interval, or nil where it has none.
    public static func scoreInterval(_ result: BenchResult, _ architectureID: String) -> String? {
        result.scores?.first { $0.architectureID == architectureID }.map { Figures.interval($0.geometricMean.low, $0.geometricMean.high, Figures.ratio) }
    }

    /// `±3%`: the band, as a reader reads it.
    public static func band(_ result: BenchResult) -> String {
        "±" + Figures.fixed(result.configuration.band.relative * 100, 0) + "%"
    }

    /// What the marks of a ratio table mean, for results whose cells were decided; nil otherwise.
    public static func legend(_ result: BenchResult) -> String? {
        let cells = result.operations.flatMap(\.timings).filter { $0.difference != nil }.count
        guard cells > 0 else { return nil }
        let same = "≈ is within \(band(result)) of Direct, about as far apart as two runs of `bench` have been, so no difference can be told."
        let differs = "\(differsMark) marks a ratio shown to differ: a sign test over the paired rounds, corrected by Holm's method over all "
            + Counting.count(cells, "cell", "cells") + ", below " + Figures.fixed(TimingDifferences.significance, 2) + "."
        let plain = "A ratio with no mark lies outside the band but is not shown to differ."
        let mean = "The geometric mean's interval is a bootstrap over the rounds; it differs when the whole interval lies outside the band."
        return [same, differs, plain, mean].joined(separator: " ")
    }

    // MARK: - Details

    /// A cell's verdict with its corrected test: `≈ Direct (Holm p = 0.410)`, `slower than Direct (Holm p < 0.001)`.
    public static func verdict(_ difference: CellDifference) -> String {
        let words = switch difference.verdict {
        case .same: "≈ Direct"
        case .notShown: "not shown to differ"
        case .slower: "slower than Direct"
        case .faster: "faster than Direct"
        }
        return words + " (Holm p " + pValue(difference.adjustedPValue) + ")"
    }

    /// `= 0.041`, `< 0.001`.
    static func pValue(_ p: Double) -> String {
        p < 0.001 ? "< 0.001" : "= " + Figures.fixed(p, 3)
    }

    /// `0.061 [0.058–0.064]`: an estimate with its interval.
    public static func estimate(_ estimate: Estimate, digits: Int) -> String {
        Figures.fixed(estimate.value, digits) + " " + Figures.interval(estimate.low, estimate.high) { Figures.fixed($0, digits) }
    }

    /// `+0.240 [+0.231–+0.250]*`, `≈ +0.001 [-0.001–+0.002]`: a fitted cost's difference from
    /// Direct's, worded by its verdict.
    public static func difference(_ difference: CostDifference, digits: Int) -> String {
        let estimate = difference.estimate
        let figures = Figures.signed(estimate.value, digits) + " " + Figures.interval(estimate.low, estimate.high) { Figures.signed($0, digits) }
        return switch difference.verdict {
        case .same: "≈ " + figures
        case .slower, .faster: figures + differsMark
        case .notShown: figures
        }
    }

    // MARK: - Sentences

    /// What a timing result lets a reader conclude, ranking only what differs: the scores, the
    /// range of the cells that differ, the longest time against a frame and the fitted costs.
    public static func findings(_ result: BenchResult) -> [String] {
        var sentences: [String] = []
        if let scores = result.scores { sentences += scoreSentences(scores, pairs: result.scorePairs ?? [], band: band(result)) }
        let differing = result.operations.flatMap { operation in
            operation.timings.compactMap { timing -> (operation: String, name: String, value: Double)? in
                guard timing.difference?.verdict.differs == true, let ratio = timing.ratioToBaseline else { return nil }
                return (operation.shortName, timing.displayName, ratio.median)
            }
        }
        // The range of what differs and the longest time, not a ranking: two cells near either
        // end may not differ from each other.
        if let low = differing.min(by: { $0.value < $1.value }), let high = differing.max(by: { $0.value < $1.value }), low.value < high.value {
            sentences.append("Where a cell differs, it lies between \(Figures.ratio(low.value)) (\(low.name) on \(low.operation)) "
                + "and \(Figures.ratio(high.value)) (\(high.name) on \(high.operation)) Direct's time.")
        }
        let longest = result.operations.flatMap { $0.timings.map(\.milliseconds.median) }.max()
        if let longest {
            sentences.append("No architecture takes more than \(Figures.milliseconds(longest)) on any operation: " + (longest < Figures.frameMilliseconds
                ? "\(Figures.ofAFrame(longest)) at 60 frames a second, so on this machine no difference here is one a user would see."
                : "more than a frame at 60 frames a second, which a user sees as a stutter."))
        }
        sentences += scalingSentences(result)
        return sentences
    }

    /// The scores in words: those about the same as Direct together, those not shown to differ,
    /// then the slower (and any faster) in groups that differ from each other.
    static func scoreSentences(_ scores: [ScoreEstimate], pairs: [ScorePair], band: String) -> [String] {
        var sentences: [String] = []
        let same = scores.filter { $0.verdict == .same }.map(\.displayName)
        if !same.isEmpty {
            sentences.append("Over the whole suite (the geometric mean of the ratios), \(Spelling.listed(same + ["Direct"], conjunction: "and")) are about the same: "
                + "within \(band) of each other's time.")
        }
        for score in scores where score.verdict == .notShown {
            sentences.append("\(score.displayName)'s \(Figures.ratio(score.geometricMean.value)) "
                + Figures.interval(score.geometricMean.low, score.geometricMean.high, Figures.ratio) + " is not shown to differ from Direct.")
        }
        for (verdict, word) in [(TimingVerdict.slower, "slower"), (.faster, "faster")] {
            let sides = scores.filter { $0.verdict == verdict }.sorted { $0.geometricMean.value < $1.geometricMean.value }
            guard !sides.isEmpty else { continue }
            let groups = groupsThatDiffer(sides, pairs: pairs).map { group in
                Spelling.listed(group.map { "\($0.displayName) \(Figures.ratio($0.geometricMean.value))" }, conjunction: "and")
                    + (group.count > 1 ? " (about the same as each other)" : "")
            }
            sentences.append("\(word.prefix(1).uppercased() + word.dropFirst()) than Direct over the whole suite: "
                + groups.joined(separator: ", then ") + (groups.count > 1 ? ", each group shown to differ from the next." : "."))
        }
        return sentences
    }

    /// `sorted` cut into groups: an architecture joins the group before it when it does not
    /// differ from any member, so a sentence never ranks two it cannot tell apart.
    static func groupsThatDiffer(_ sorted: [ScoreEstimate], pairs: [ScorePair]) -> [[ScoreEstimate]] {
        let differ = { (a: String, b: String) in
            pairs.first { ($0.first == a && $0.second == b) || ($0.first == b && $0.second == a) }?.verdict.differs ?? false
        }
        var groups: [[ScoreEstimate]] = []
        for score in sorted {
            if let last = groups.last, !last.contains(where: { differ($0.architectureID, score.architectureID) }) {
                groups[groups.count - 1].append(score)
            } else {
                groups.append([score])
            }
        }
        return groups
    }

    /// The sweep's fits in words: who pays more per result than Direct, who pays more per
    /// screen, and that the others are about the same.
    static func scalingSentences(_ result: BenchResult) -> [String] {
        guard result.scaling.first(where: \.isBaseline)?.fit != nil else { return [] }
        let ranked = result.scaling.filter { !$0.isBaseline }
        var sentences: [String] = []
        let parts: [(KeyPath<ScalingRow, CostDifference?>, String, (Double) -> String)] = [
            (\.perResultAboveBaseline, "each further result", { Figures.fixed($0, 3) + " µs" }),
            (\.fixedAboveBaseline, "each screen, whatever it shows,", { Figures.fixed($0, 3) + " ms" }),
        ]
        for (part, what, amount) in parts {
            // Each amount as a positive figure, "more" or "less" saying which way it goes.
            let worded = { (rows: [ScalingRow], word: String) -> String? in
                guard !rows.isEmpty else { return nil }
                return Spelling.listed(rows.map { row in
                    let difference = row[keyPath: part]!.estimate
                    let (value, low, high) = word == "more" ? (difference.value, difference.low, difference.high)
                                                            : (-difference.value, -difference.high, -difference.low)
                    return "\(row.displayName) \(amount(value)) (95%: \(amount(low)) to \(amount(high)))"
                }, conjunction: "and") + " \(word) than Direct"
            }
            let more = worded(ranked.filter { $0[keyPath: part]?.verdict == .slower }, "more")
            let less = worded(ranked.filter { $0[keyPath: part]?.verdict == .faster }, "less")
            let rest = ranked.filter { $0[keyPath: part]?.verdict.differs != true }.map(\.displayName)
            let shown = [more, less].compactMap { $0 }
            guard !shown.isEmpty else {
                sentences.append("Showing N results, \(what) costs every architecture about what it costs Direct.")
                continue
            }
            sentences.append("Showing N results, \(what) costs " + shown.joined(separator: ", and ")
                + (rest.isEmpty ? "." : "; \(Spelling.listed(rest, conjunction: "and")) \(rest.count == 1 ? "is" : "are") not shown to pay more or less than Direct."))
        }
        return sentences
    }
}
