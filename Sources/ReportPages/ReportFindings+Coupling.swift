import Reports

/// What the role and metric tables teach.
extension ReportFindings {
    static let linesWording = Wording(most: "has the most lines of app code", mostOfSeveral: "have the most lines of app code",
                                      least: "the fewest", noun: "lines of app code")
    static let stateWording = Wording(most: "keeps the most mutable state", mostOfSeveral: "keep the most mutable state",
                                      least: "the least", noun: "mutable state")
    static let functionsWording = Wording(most: "has the most functions", mostOfSeveral: "have the most functions", least: "the fewest",
                                          noun: "functions")

    /// The lines of app code, the support libraries, the roles and the rules.
    static func coupling(_ report: TeachingReport) -> [String] {
        let ranked = report.architectures.filter { !$0.isBaseline }
        let coupling = { (id: String) in report.coupling.architectures.first { $0.id == id } }
        var sentences: [String] = []
        let lines = standings(report) { coupling(report.architectures[$0].id)?.app?.nloc ?? 0 }
        if let sentence = ranking(lines.ranked, lines.baseline, linesWording) { sentences.append(sentence) }
        let supported = ranked.compactMap { entry in
            coupling(entry.id).flatMap { found in
                found.support.isEmpty ? nil : "\(entry.name) (\(found.support.map { "\($0.name) \(Figures.count($0.nloc))" }.joined(separator: ", ")))"
            }
        }
        if !supported.isEmpty {
            sentences.append("\(names(supported)) also \(supported.count == 1 ? "leans" : "lean") on a support library, counted apart: code the app does not show but carries.")
        }
        let roles = ranked.compactMap { entry in coupling(entry.id).map { (name: entry.name, value: Double($0.roles.count)) } }
        if let span = span(roles, singular: false, figure: { Figures.count(Int($0)) }) {
            sentences.append("Roles \(span): each role is a folder, and the rules say what may depend on it.")
        }
        let broken = report.coupling.architectures.flatMap { found in found.rules.filter { $0.status == .broken }.map { _ in found.name } }
        sentences.append(broken.isEmpty ? "Every rule an architecture declares about itself holds."
                                        : "Broken rules: \(names(Array(Set(broken)).sorted())).")
        return sentences
    }

    /// Where the mutable state is, how the code is cut into functions, and which roles depend
    /// on each other round a loop.
    static func metrics(_ report: TeachingReport) -> [String] {
        let app = { (index: Int) in report.coupling.architectures.first { $0.id == report.architectures[index].id }?.app }
        var sentences: [String] = []
        let state = standings(report) { app($0)?.state.total ?? 0 }
        if let sentence = ranking(state.ranked, state.baseline, stateWording) {
            sentences.append(sentence + " That state, however it is held (stored `var`s, relays and subjects, observed and bound properties), "
                + "is what its tests must set up and its views must be told about.")
        }
        let functions = standings(report) { app($0)?.functions ?? 0 }
        if let sentence = ranking(functions.ranked, functions.baseline, functionsWording) { sentences.append(sentence) }
        let ranked = report.architectures.indices.filter { !report.architectures[$0].isBaseline }
        let means = ranked.compactMap { index in app(index).map { (name: report.architectures[index].name, value: $0.ccnMean) } }
        if let span = span(means, singular: true, figure: Figures.decimal) {
            // The most complex functions go with the fewest only when the two ranks hold the same architectures.
            let mostComplex = Set(CountWords.ranks(means, by: \.value).last?.map(\.name) ?? [])
            let fewestRanks = ranks(functions.ranked)
            let fewest = fewestRanks.count > 1 ? Set(fewestRanks[0].map(\.name)) : []
            sentences.append("The mean cyclomatic complexity of a function \(span)"
                + (CountWords.ranks(means, by: \.value).count > 1 && mostComplex == fewest ? ": fewer functions, each with more branches." : "."))
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

    /// `go from 5 in MVC and Binder to between 6 and 7 in MVVM, MVB and MVVMC`: the ranks at either end, the
    /// middle ones left out; `are 5 in all five architectures`, or `are about the same in all
    /// five architectures (1.40 to 1.45)`, when no two ranks differ. Its verb agrees with a
    /// `singular` subject (`goes`, `is`). Nil for fewer than two.
    private static func span(_ items: [(name: String, value: Double)], singular: Bool, figure: (Double) -> String) -> String? {
        guard items.count > 1 else { return nil }
        func range(_ rank: [(name: String, value: Double)], between: Bool = false) -> String {
            let (low, high) = (figure(rank.map(\.value).min() ?? 0), figure(rank.map(\.value).max() ?? 0))
            return low == high ? low : between ? "between \(low) and \(high)" : "\(low) to \(high)"
        }
        let ranks = CountWords.ranks(items, by: \.value)
        let be = singular ? "is" : "are", all = "in \(every(items.count))"
        guard let least = ranks.first, let most = ranks.last, ranks.count > 1 else {
            if Set(items.map(\.value)).count == 1 { return "\(be) \(range(items)) \(all)" }
            return CountWords.isAlike(items, by: \.value) ? "\(be) about the same \(all) (\(range(items)))"
                : "\(be) too close to rank, each within \(CountWords.thresholdText) of the next (\(range(items)))"
        }
        return "\(singular ? "goes" : "go") from \(range(least, between: true)) in \(names(least.map(\.name))) "
            + "to \(range(most, between: true)) in \(names(most.map(\.name)))"
    }
}
