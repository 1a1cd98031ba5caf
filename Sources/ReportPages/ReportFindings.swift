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

    /// What the timing table teaches, in the words `bench` uses (``TimingWords/findings(_:)``):
    /// only what differs is ranked.
    static func timing(_ bench: BenchResult) -> [String] {
        TimingWords.findings(bench)
    }
}
