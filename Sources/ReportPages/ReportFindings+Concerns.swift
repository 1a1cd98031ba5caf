import Harness
import Reports

/// What one concern's table teaches: who needs the fewest and the most lines for it, where its
/// work differs, and in which roles each puts it.
extension ReportFindings {
    static func concern(_ entry: TeachingReport.ConcernEntry, report: TeachingReport) -> [String] {
        let architecture = { (id: String) in report.architectures.first { $0.id == id } }
        let name = { (id: String) in architecture(id)?.name ?? id }
        let ranked = entry.implementations.filter { architecture($0.architectureID)?.isBaseline != true }
        let marked = entry.implementations.filter { !$0.excerpts.isEmpty }
        var sentences: [String] = []
        let lines = ranked.filter { !$0.excerpts.isEmpty }.map { Standing(name: name($0.architectureID), value: $0.nloc) }
        if let sentence = linesForIt(lines) { sentences.append(sentence) }

        let measured = entry.implementations.compactMap { implementation in implementation.work.map { (implementation, $0) } }
        if !measured.isEmpty {
            let counts = measured.filter { architecture($0.0.architectureID)?.isBaseline != true }.map { (name: name($0.0.architectureID), work: $0.1) }
            var differing: [String] = [], alike: [String] = [], chained: [String] = []
            for counter in entry.counters {
                let standings = counts.map { Standing(name: $0.name, value: counter.value(in: $0.work)) }
                guard Set(standings.map(\.value)).count > 1 else { continue }
                let ranks = ranks(standings)
                let words = PairDiffText.words(counter)
                if let least = ranks.first, let most = ranks.last, ranks.count > 1 {
                    differing.append("\(words), \(figures(most, nil)) in \(names(most.map(\.name))) against \(figures(least, nil)) in \(names(least.map(\.name)))")
                } else if CountWords.isAlike(standings.map(\.value), by: Double.init) {
                    alike.append("\(words) (\(figures(standings, nil)))")
                } else {
                    chained.append("\(words) (\(figures(standings, nil)))")
                }
            }
            if !differing.isEmpty { sentences.append("Where its work differs, the most and the fewest: " + differing.joined(separator: "; ") + ".") }
            let all = "in \(every(counts.count))"
            if !alike.isEmpty { sentences.append("About the same \(all): " + alike.joined(separator: "; ") + ".") }
            if !chained.isEmpty {
                sentences.append("Too close to rank \(all), each within \(CountWords.thresholdText) of the next: " + chained.joined(separator: "; ") + ".")
            }
            if differing.isEmpty, alike.isEmpty, chained.isEmpty {
                let everywhere = entry.counters.allSatisfy { counter in Set(measured.map { counter.value(in: $0.1) }).count == 1 }
                sentences.append("Its work is the same " + (everywhere ? "on every architecture." : "\(all)."))
            }
        }

        var byRoles: [String: [String]] = [:]
        for implementation in marked {
            byRoles[Array(Set(implementation.excerpts.map(\.role))).sorted().joined(separator: " and "), default: []].append(name(implementation.architectureID))
        }
        let places = byRoles.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }.map { "\($0.key) in \(names($0.value))" }
        if !places.isEmpty { sentences.append("It lives in " + names(places) + ".") }
        return sentences
    }

    /// "Binder needs the fewest lines for it (3), and MVC, MVVM and MVVMC the most, about the
    /// same as each other (15 to 16)", or that they need about the same; nil for fewer than two.
    private static func linesForIt(_ lines: [Standing]) -> String? {
        guard lines.count > 1 else { return nil }
        let ranks = ranks(lines)
        guard let least = ranks.first, let most = ranks.last, ranks.count > 1 else {
            let values = lines.map(\.value)
            let all = lines.count == 2 ? "Both need" : "All \(spelled(lines.count)) need"
            if Set(values).count == 1 { return "\(all) the same number of lines for it (\(figures(lines, nil)))." }
            return CountWords.isAlike(values, by: Double.init) ? "\(all) about the same number of lines for it (\(CountWords.range(values)))."
                : "\(all) \(CountWords.range(values)) lines for it, too close to rank, each within \(CountWords.thresholdText) of the next."
        }
        return "\(names(least.map(\.name))) \(least.count == 1 ? "needs" : "need") the fewest lines for it\(alike(least)) (\(figures(least, nil))), "
            + "and \(names(most.map(\.name))) the most\(alike(most)) (\(figures(most, nil)))."
    }
}
