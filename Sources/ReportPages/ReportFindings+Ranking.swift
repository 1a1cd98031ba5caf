import Reports

/// The one sentence that ranks the architectures by a figure: only ranks that differ
/// (``CountWords/ranks(_:by:)``) are called the most and the least, and the baseline is the
/// figure they are compared with, never one of them.
extension ReportFindings {
    /// One architecture's name with a figure of its own.
    struct Standing {
        let name: String
        let value: Int
    }

    /// How the sentence words one figure.
    struct Wording {
        /// `writes to widgets the most`, said of one architecture.
        let most: String
        /// `write to widgets the most`, said of several.
        let mostOfSeveral: String
        /// `the least` or `the fewest`, said of the other end.
        let least: String
        /// `widget writes`: what the figure is, for a sentence that ranks nothing.
        let noun: String
    }

    /// The ranked architectures' standings on `figure` (given an architecture's index), and the
    /// baseline's, if there is one.
    static func standings(_ report: TeachingReport, _ figure: (Int) -> Int) -> (ranked: [Standing], baseline: Standing?) {
        let all = report.architectures.indices.map { index in
            let entry = report.architectures[index]
            return (entry.isBaseline, Standing(name: entry.name, value: figure(index)))
        }
        return (all.filter { !$0.0 }.map(\.1), all.first { $0.0 }?.1)
    }

    /// The ranks of `standings`, from the least to the most.
    static func ranks(_ standings: [Standing]) -> [[Standing]] {
        CountWords.ranks(standings) { Double($0.value) }
    }

    /// "Of the five architectures, MVVM writes to widgets the most (6,930, ×1.52 Direct's
    /// 4,553), and MVC, MVB, MVVMC and Binder the least, about the same as each other (4,629 to
    /// 4,698, ×1.02 to ×1.03 Direct's 4,553)": the ranks at either end, the middle ones left
    /// out. When no two ranks differ, it says so and ranks nothing. Nil for fewer than two.
    static func ranking(_ ranked: [Standing], _ baseline: Standing?, _ wording: Wording) -> String? {
        guard ranked.count > 1 else { return nil }
        let ranks = ranks(ranked)
        let all = "the \(spelled(ranked.count)) architectures"
        guard let least = ranks.first, let most = ranks.last, ranks.count > 1 else {
            return "On \(wording.noun), \(all) are \(sameness(ranked)) (\(figures(ranked, baseline)))."
        }
        return "Of \(all), \(names(most.map(\.name))) \(most.count == 1 ? wording.most : wording.mostOfSeveral)\(alike(most)) "
            + "(\(figures(most, baseline))), and \(names(least.map(\.name))) \(wording.least)\(alike(least)) (\(figures(least, baseline)))."
    }

    /// `4,629 to 4,698, ×1.02 to ×1.03 Direct's 4,553`, or `506 each, ×1.00 Direct's 506`:
    /// a rank's counts, against the baseline's.
    static func figures(_ rank: [Standing], _ baseline: Standing?) -> String {
        let values = rank.map(\.value)
        let each = rank.count > 1 && Set(values).count == 1 ? " each" : ""
        let against = baseline.flatMap { CountWords.againstBaseline(values, baseline: $0.value, name: $0.name) }
        return CountWords.range(values) + each + (against.map { ", " + $0 } ?? "")
    }

    /// `, about the same as each other`, for a rank of several whose counts differ by less than
    /// the threshold; nothing for one alone, equal counts (which ``figures(_:_:)`` says are
    /// equal), or a chain of small steps.
    static func alike(_ rank: [Standing]) -> String {
        let values = rank.map(\.value)
        return Set(values).count > 1 && CountWords.isAlike(values, by: Double.init) ? ", about the same as each other" : ""
    }

    /// `the same`, `about the same`, or, for a chain of small steps that spans more than the
    /// threshold, that no step is large enough to rank.
    private static func sameness(_ standings: [Standing]) -> String {
        let values = standings.map(\.value)
        if Set(values).count == 1 { return "the same" }
        return CountWords.isAlike(values, by: Double.init) ? "about the same"
            : "too close to rank, each within \(CountWords.thresholdText) of the next"
    }
}
