import HeadlessUI
import Reports

/// What the work table teaches.
extension ReportFindings {
    static let writesWording = Wording(most: "writes to widgets the most", mostOfSeveral: "write to widgets the most", least: "the least",
                                       noun: "widget writes")
    static let aliveWording = Wording(most: "keeps the most objects alive at once", mostOfSeveral: "keep the most objects alive at once",
                                      least: "the fewest", noun: "objects alive at once")

    static func work(_ report: TeachingReport) -> [String] {
        var sentences: [String] = []
        let writes = standings(report) { report.work[$0].writes }
        if let sentence = ranking(writes.ranked, writes.baseline, writesWording) { sentences.append(sentence) }
        sentences += extraWrites(report)
        if let sentence = equalWrites(report) { sentences.append(sentence) }
        if let sentence = wholeReloads(report) { sentences.append(sentence) }

        let alive = standings(report) { report.work[$0].objectsAlive }
        if var sentence = ranking(alive.ranked, alive.baseline, aliveWording) {
            let support = report.architectures.indices.filter { report.work[$0].supportObjectsAlive > 0 }
                .map { "\(report.architectures[$0].name) \(Figures.count(report.work[$0].supportObjectsAlive))" }
            if !support.isEmpty {
                sentence = String(sentence.dropLast()) + "; the support library's objects are counted apart, at their peak \(names(support))."
            }
            sentences.append(sentence)
        }
        sentences += storeCosts(report)
        return sentences
    }

    /// What a store costs per action, for each architecture whose support library runs every
    /// action through one: the actions over the suite, and per action, on average, the
    /// comparisons its observations made, the scoped states derived and the observers called.
    static func storeCosts(_ report: TeachingReport) -> [String] {
        zip(report.architectures, report.storeWork).compactMap { entry, work in
            guard let work, work.actionsReduced > 0 else { return nil }
            let perAction = { (count: Int) in Figures.decimal(Double(count) / Double(work.actionsReduced)) }
            return "\(entry.name)'s stores ran \(Figures.count(work.actionsReduced)) actions over the \(report.scenarios.count) scenarios, "
                + "those views sent and those effects sent back. After each, every observation alive compares what it shows with what it showed: "
                + "\(perAction(work.stateComparisons)) comparisons an action on average (\(Figures.count(work.stateComparisons)) in all), "
                + "observers called \(perAction(work.observerCalls)) times an action, each observation's first call included; "
                + "and \(perAction(work.scopesComputed)) scoped states derived from their parent's an action (\(Figures.count(work.scopesComputed)) in all)."
        }
    }

    /// "Where MVVM writes more than Direct: the rows of `search.results` (+1,200), …", for each
    /// architecture that writes the most and more than the baseline: the three widgets, a
    /// table's rows or a screen's other widgets together, with the most writes more, each more
    /// by at least the threshold.
    private static func extraWrites(_ report: TeachingReport) -> [String] {
        guard let baseline = report.architectures.firstIndex(where: \.isBaseline), report.writesByWidget.indices.contains(baseline) else { return [] }
        let ranked = report.architectures.indices.filter { !report.architectures[$0].isBaseline }
        let ranks = CountWords.ranks(ranked) { Double(report.work[$0].writes) }
        guard ranks.count > 1, let most = ranks.last else { return [] }
        func grouped(_ tallies: [String: WidgetWrites.Tally]) -> [String: Int] {
            var groups: [String: Int] = [:]
            for (widget, tally) in tallies { groups[WidgetWrites.group(of: widget), default: 0] += tally.writes }
            return groups
        }
        let theirs = grouped(report.writesByWidget[baseline])
        return most.compactMap { index in
            guard report.writesByWidget.indices.contains(index),
                  CountWords.threshold.verdict(Double(report.work[index].writes), against: Double(report.work[baseline].writes)) == .more
            else { return nil }
            let mine = grouped(report.writesByWidget[index])
            let more = Set(mine.keys).union(theirs.keys)
                .filter { CountWords.threshold.verdict(Double(mine[$0] ?? 0), against: Double(theirs[$0] ?? 0)) == .more }
                .map { (group: $0, more: (mine[$0] ?? 0) - (theirs[$0] ?? 0)) }
                .sorted { ($0.more, $1.group) > ($1.more, $0.group) }.prefix(3)
            guard !more.isEmpty else { return nil }
            return "Where \(report.architectures[index].name) writes more than \(report.architectures[baseline].name): "
                + more.map { "\(ReportProse.widgetWords($0.group)) (+\(Figures.count($0.more)))" }.joined(separator: ", ") + "."
        }
    }

    /// What share of the writes set the value already shown: the largest and the smallest
    /// shares where they differ, or that they are about the same; the baseline's beside them.
    private static func equalWrites(_ report: TeachingReport) -> String? {
        struct Share {
            let name: String
            let equal: Int
            let writes: Int
            var value: Double { Double(equal) / Double(writes) }
        }
        let shares = report.architectures.indices.filter { report.work[$0].writes > 0 }.map { index in
            (report.architectures[index].isBaseline, Share(name: report.architectures[index].name, equal: report.work[index].equalWrites,
                                                           writes: report.work[index].writes))
        }
        let ranked = shares.filter { !$0.0 }.map(\.1)
        guard ranked.count > 1 else { return nil }
        let baseline = shares.first { $0.0 }.map { "; \($0.1.name)'s is \(Figures.percent($0.1.value))" } ?? ""
        func figures(_ rank: [Share]) -> String {
            let values = rank.map(\.value)
            guard let low = values.min(), let high = values.max() else { return "" }
            if rank.count == 1 { return "\(Figures.percent(low)), \(Figures.count(rank[0].equal)) of \(Figures.count(rank[0].writes))" }
            return Figures.percent(low) == Figures.percent(high) ? Figures.percent(low) : "\(Figures.percent(low)) to \(Figures.percent(high))"
        }
        let ranks = CountWords.ranks(ranked, by: \.value)
        let opening = "Some writes set the value a widget already shows, work that changes nothing on screen: "
        guard let least = ranks.first, let most = ranks.last, ranks.count > 1 else {
            let same = CountWords.isAlike(ranked, by: \.value) ? "about the same share of their writes in the \(spelled(ranked.count)) architectures"
                : "shares of their writes too close to rank, each within \(CountWords.thresholdText) of the next"
            return opening + "\(same) (\(figures(ranked)))\(baseline)."
        }
        return opening + "the largest share in \(names(most.map(\.name))) (\(figures(most))), the smallest in \(names(least.map(\.name))) (\(figures(least)))\(baseline)."
    }

    /// Which architectures never reload only the rows that changed, whether they reload more
    /// whole tables instead or about as many as the others, and the cells each configures.
    private static func wholeReloads(_ report: TeachingReport) -> String? {
        let indices = report.architectures.indices
        let wholeOnly = indices.filter { report.work[$0].partialReloads == 0 && report.work[$0].fullReloads > 0 }
        let partial = indices.filter { report.work[$0].partialReloads > 0 }
        guard !wholeOnly.isEmpty, !partial.isEmpty else { return nil }
        let full = { (index: Int) in report.work[index].fullReloads }
        let verdicts = wholeOnly.flatMap { one in partial.map { CountWords.threshold.verdict(Double(full(one)), against: Double(full($0))) } }
        let (theirs, others) = (CountWords.range(wholeOnly.map(full)), CountWords.range(partial.map(full)))
        let one = wholeOnly.count == 1
        let how: String
        if verdicts.allSatisfy({ $0 == .more }) {
            how = "; each change reloads a whole table instead (\(theirs) full reloads against \(others))"
        } else if verdicts.allSatisfy({ $0 == .equal }) {
            how = ", and \(one ? "reloads" : "reload") as many whole tables as the others (\(theirs) full reloads): a change reaches the cell on screen without the table"
        } else if verdicts.allSatisfy({ !$0.differs }) {
            how = ", and \(one ? "reloads" : "reload") about as many whole tables as the others (\(theirs) full reloads against \(others)): "
                + "a change reaches the cell on screen without the table"
        } else {
            how = " (\(theirs) full reloads against \(others))"
        }
        var byCells: [Int: [String]] = [:]
        for index in indices { byCells[report.work[index].cellsConfigured, default: []].append(report.architectures[index].name) }
        let cells = byCells.sorted { $0.key < $1.key }.map { "\(names($0.value)) \(Figures.count($0.key))" }
        return "\(names(wholeOnly.map { report.architectures[$0].name })) \(one ? "never reloads" : "never reload") only the rows that changed\(how). "
            + "Cells configured: \(cells.joined(separator: "; "))."
    }
}
