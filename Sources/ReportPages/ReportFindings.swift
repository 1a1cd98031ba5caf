import Bench
import Diagnostics
import Harness
import HeadlessUI
import Metrics
import Reports

/// What a section's numbers teach, in sentences made from the figures of this report, so that
/// they stay true when the code changes: who does the most and the least of something, by how
/// much against the baseline, and what in the code goes with it.
enum ReportFindings {
    /// One architecture's name with a figure of its own.
    private struct Standing {
        let name: String
        let value: Int
    }

    /// The ranked architectures' standings on `figure`, and the baseline's, if there is one.
    private static func standings(_ report: TeachingReport, _ figure: (Int) -> Int) -> (ranked: [Standing], baseline: Standing?) {
        let all = report.architectures.indices.map { index in
            let entry = report.architectures[index]
            return (entry.isBaseline, Standing(name: entry.name, value: figure(index)))
        }
        return (all.filter { !$0.0 }.map(\.1), all.first { $0.0 }?.1)
    }

    /// `×1.51 the baseline's 4,532`, or nothing without a baseline to compare with.
    private static func againstBaseline(_ value: Int, _ baseline: Standing?) -> String {
        guard let baseline, baseline.value > 0 else { return "" }
        return ", " + Figures.ratio(Double(value) / Double(baseline.value)) + " \(baseline.name)'s \(Figures.count(baseline.value))"
    }

    /// `MVVM` or `MVB and Binder` or `MVC, MVVM and Direct`.
    static func names(_ names: [String]) -> String {
        Spelling.listed(names, conjunction: "and")
    }

    /// `five`, as a sentence says a small count.
    static func spelled(_ count: Int) -> String {
        let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return words.indices.contains(count) ? words[count] : Figures.count(count)
    }

    /// The names of those with the highest and the lowest value, ties together; nil when all are equal.
    private static func extremes<T: Comparable>(_ items: [(name: String, value: T)]) -> (most: [String], least: [String])? {
        guard let high = items.map(\.value).max(), let low = items.map(\.value).min(), high != low else { return nil }
        return (items.filter { $0.value == high }.map(\.name), items.filter { $0.value == low }.map(\.name))
    }

    /// "Of the five architectures, X <most> (n, ×r the baseline's b) and Y <least> (…)."
    private static func extremes(_ ranked: [Standing], _ baseline: Standing?, most: String, least: String) -> String? {
        guard let found = extremes(ranked.map { ($0.name, $0.value) }),
              let high = ranked.first(where: { $0.name == found.most[0] }), let low = ranked.first(where: { $0.name == found.least[0] })
        else { return nil }
        return "Of the \(spelled(ranked.count)) architectures, \(names(found.most)) \(most) (\(Figures.count(high.value))\(againstBaseline(high.value, baseline)))"
            + " and \(names(found.least)) \(least) (\(Figures.count(low.value))\(againstBaseline(low.value, baseline)))."
    }

    /// What the work table teaches.
    static func work(_ report: TeachingReport) -> [String] {
        var sentences: [String] = []
        let writes = standings(report) { report.work[$0].writes }
        if let sentence = extremes(writes.ranked, writes.baseline, most: "writes to widgets the most", least: "the least") { sentences.append(sentence) }
        if let most = report.architectures.indices.filter({ !report.architectures[$0].isBaseline }).max(by: { report.work[$0].writes < report.work[$1].writes }),
           let baseline = report.architectures.firstIndex(where: \.isBaseline), let sentence = extraWrites(report, of: most, over: baseline) {
            sentences.append(sentence)
        }

        let shares = report.architectures.indices.filter { report.work[$0].writes > 0 }.map { index in
            (name: report.architectures[index].name, share: Double(report.work[index].equalWrites) / Double(report.work[index].writes),
             equal: report.work[index].equalWrites, writes: report.work[index].writes)
        }
        if let most = shares.max(by: { $0.share < $1.share }), let least = shares.min(by: { $0.share < $1.share }), most.name != least.name {
            sentences.append("Some writes set the value a widget already shows, work that changes nothing on screen: "
                + "\(Figures.percent(most.share)) of \(most.name)'s (\(Figures.count(most.equal)) of \(Figures.count(most.writes))), "
                + "\(Figures.percent(least.share)) of \(least.name)'s.")
        }

        let wholeOnly = report.architectures.indices.filter { report.work[$0].partialReloads == 0 && report.work[$0].fullReloads > 0 }
        let partial = report.architectures.indices.filter { report.work[$0].partialReloads > 0 }
        if !wholeOnly.isEmpty, !partial.isEmpty {
            var byCells: [Int: [String]] = [:]
            for index in report.architectures.indices { byCells[report.work[index].cellsConfigured, default: []].append(report.architectures[index].name) }
            let cells = byCells.sorted { $0.key < $1.key }.map { "\(names($0.value)) \(Figures.count($0.key))" }
            let who = wholeOnly.map { report.architectures[$0].name }
            let mostWhole = wholeOnly.map { report.work[$0].fullReloads }.max() ?? 0
            let othersWhole = partial.map { report.work[$0].fullReloads }.max() ?? 0
            let how = mostWhole > othersWhole
                ? "each change reloads a whole table (\(Figures.count(mostWhole)) full reloads against \(Figures.count(othersWhole)))"
                : "nor more whole tables than the others (\(Figures.count(mostWhole)) full reloads): a change reaches the cell on screen without the table"
            sentences.append("\(names(who)) \(who.count == 1 ? "never reloads" : "never reload") only the rows that changed, \(how). "
                + "Cells configured: \(cells.joined(separator: "; ")).")
        }

        let alive = standings(report) { report.work[$0].objectsAlive }
        if let most = alive.ranked.max(by: { $0.value < $1.value }), let baseline = alive.baseline, most.value > baseline.value {
            let support = report.architectures.indices.filter { report.work[$0].supportObjectsAlive > 0 }
                .map { "\(report.architectures[$0].name) \(Figures.count(report.work[$0].supportObjectsAlive))" }
            sentences.append("At its peak \(most.name) keeps \(Figures.count(most.value)) objects alive\(againstBaseline(most.value, baseline))"
                + (support.isEmpty ? "." : "; the support library's objects are counted apart, at their peak \(names(support))."))
        }
        return sentences
    }

    /// "Where MVVM writes more than Direct: the rows of `search.results` (+1,200), …": the three
    /// widgets, a table's rows or a screen's other widgets together, with the most writes more.
    private static func extraWrites(_ report: TeachingReport, of index: Int, over baseline: Int) -> String? {
        guard report.writesByWidget.indices.contains(index), report.writesByWidget.indices.contains(baseline) else { return nil }
        func grouped(_ tallies: [String: WidgetWrites.Tally]) -> [String: Int] {
            var groups: [String: Int] = [:]
            for (widget, tally) in tallies { groups[WidgetWrites.group(of: widget), default: 0] += tally.writes }
            return groups
        }
        let (mine, theirs) = (grouped(report.writesByWidget[index]), grouped(report.writesByWidget[baseline]))
        let more = Set(mine.keys).union(theirs.keys).map { (group: $0, more: (mine[$0] ?? 0) - (theirs[$0] ?? 0)) }
            .filter { $0.more > 0 }.sorted { ($0.more, $1.group) > ($1.more, $0.group) }.prefix(3)
        guard !more.isEmpty else { return nil }
        return "Where \(report.architectures[index].name) writes more than \(report.architectures[baseline].name): "
            + more.map { "\(ReportProse.widgetWords($0.group)) (+\(Figures.count($0.more)))" }.joined(separator: ", ") + "."
    }

    /// What the role and metric tables teach.
    static func coupling(_ report: TeachingReport) -> [String] {
        let ranked = report.architectures.filter { !$0.isBaseline }
        let coupling = { (id: String) in report.coupling.architectures.first { $0.id == id } }
        var sentences: [String] = []
        let lines = standings(report) { coupling(report.architectures[$0].id)?.app?.nloc ?? 0 }
        if let sentence = extremes(lines.ranked, lines.baseline, most: "has the most lines of app code", least: "the fewest") { sentences.append(sentence) }
        let supported = ranked.compactMap { entry in
            coupling(entry.id).flatMap { found in
                found.support.isEmpty ? nil : "\(entry.name) (\(found.support.map { "\($0.name) \(Figures.count($0.nloc))" }.joined(separator: ", ")))"
            }
        }
        if !supported.isEmpty {
            sentences.append("\(names(supported)) also \(supported.count == 1 ? "leans" : "lean") on a support library, counted apart: code the app does not show but carries.")
        }
        let roles = ranked.compactMap { entry in coupling(entry.id).map { (name: entry.name, value: $0.roles.count) } }
        if let found = extremes(roles), let most = roles.first(where: { $0.name == found.most[0] }), let least = roles.first(where: { $0.name == found.least[0] }) {
            sentences.append("Roles go from \(least.value) in \(names(found.least)) to \(most.value) in \(names(found.most)): "
                + "each role is a folder, and the rules say what may depend on it.")
        }
        let broken = report.coupling.architectures.flatMap { found in found.rules.filter { $0.status == .broken }.map { _ in found.name } }
        sentences.append(broken.isEmpty ? "Every rule an architecture declares about itself holds."
                                        : "Broken rules: \(names(Array(Set(broken)).sorted())).")
        return sentences
    }

    /// What the metric tables teach: where the mutable state is, how the code is cut into
    /// functions, and which roles depend on each other round a loop.
    static func metrics(_ report: TeachingReport) -> [String] {
        let app = { (index: Int) in report.coupling.architectures.first { $0.id == report.architectures[index].id }?.app }
        var sentences: [String] = []
        let state = standings(report) { app($0)?.state.total ?? 0 }
        if let sentence = extremes(state.ranked, state.baseline, most: "keeps the most mutable state", least: "the least") {
            sentences.append(sentence + " That state, however it is held (stored `var`s, relays and subjects, observed and bound properties), "
                + "is what its tests must set up and its views must be told about.")
        }
        let functions = standings(report) { app($0)?.functions ?? 0 }
        if let sentence = extremes(functions.ranked, functions.baseline, most: "has the most functions", least: "the fewest") { sentences.append(sentence) }
        let ranked = report.architectures.indices.filter { !report.architectures[$0].isBaseline }
        let means = ranked.compactMap { index in app(index).map { (name: report.architectures[index].name, value: $0.ccnMean, functions: $0.functions) } }
        if let low = means.min(by: { $0.value < $1.value }), let high = means.max(by: { $0.value < $1.value }), low.value < high.value {
            let fewest = means.min { $0.functions < $1.functions }
            sentences.append("The mean cyclomatic complexity of a function goes from \(Figures.fixed(low.value, 2)) in \(low.name) to \(Figures.fixed(high.value, 2)) in \(high.name)"
                + (fewest?.name == high.name ? ": fewer functions, each with more branches." : "."))
        }
        let cycles = report.coupling.architectures.filter { !$0.cycles.isEmpty }
        sentences.append(cycles.isEmpty ? "No architecture has roles that depend on each other round a loop."
            : "Roles that depend on each other round a loop: " + names(cycles.map { found in
                names(found.cycles.map { names($0) }) + " in \(found.name)"
            }) + "; none in the others. A loop means neither role can be understood, or tested, without the other.")
        for found in report.coupling.architectures {
            for group in found.nestingCycles {
                let nesting = found.edges.filter { $0.isNestingOnly && group.contains($0.from) && !$0.to.isModule && group.contains($0.to.name) }
                sentences.append("\(names(group)) in \(found.name) are no loop but nesting: " + names(nesting.map { edge in
                    "\(edge.from) declares its types inside extensions of \(edge.to.name + (edge.to.name.hasSuffix("s") ? "'" : "'s")) types"
                }) + ", and names them nowhere else.")
            }
        }
        return sentences
    }

    /// What the timing table teaches, in the words `bench` uses (``TimingWords/findings(_:)``):
    /// only what differs is ranked.
    static func timing(_ bench: BenchResult) -> [String] {
        TimingWords.findings(bench)
    }

    /// What one concern's table teaches: who needs the fewest and the most lines for it, and in
    /// which roles each puts it.
    static func concern(_ entry: TeachingReport.ConcernEntry, report: TeachingReport) -> [String] {
        let name = { (id: String) in report.architectures.first { $0.id == id }?.name ?? id }
        let marked = entry.implementations.filter { !$0.excerpts.isEmpty }
        var sentences: [String] = []
        let lines = marked.map { (name: name($0.architectureID), value: $0.nloc) }
        if let found = extremes(lines), let most = lines.first(where: { $0.name == found.most[0] }), let least = lines.first(where: { $0.name == found.least[0] }) {
            sentences.append("\(names(found.least)) \(found.least.count == 1 ? "needs" : "need") the fewest lines for it (\(least.value)), "
                + "\(names(found.most)) the most (\(most.value)).")
        }
        var byRoles: [String: [String]] = [:]
        for implementation in marked {
            byRoles[Array(Set(implementation.excerpts.map(\.role))).sorted().joined(separator: " and "), default: []].append(name(implementation.architectureID))
        }
        let measured = entry.implementations.compactMap { implementation in implementation.work.map { (name(implementation.architectureID), $0) } }
        if !measured.isEmpty {
            let differing = entry.counters.compactMap { counter -> String? in
                let values = measured.map { (name: $0.0, value: counter.value(in: $0.1)) }
                guard let found = extremes(values), let high = values.first(where: { $0.name == found.most[0] }),
                      let low = values.first(where: { $0.name == found.least[0] }) else { return nil }
                return "\(PairDiffText.words(counter)): \(Figures.count(high.value)) in \(names(found.most)), \(Figures.count(low.value)) in \(names(found.least))"
            }
            sentences.append(differing.isEmpty ? "Its work is the same on every architecture."
                                               : "Where its work differs, most and least: " + differing.joined(separator: "; ") + ".")
        }
        let places = byRoles.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }.map { "\($0.key) in \(names($0.value))" }
        if !places.isEmpty { sentences.append("It lives in " + names(places) + ".") }
        return sentences
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
