import Bench
import Reports

/// What the cost-of-change section teaches, in sentences made from its figures: whose patches
/// touch the most and the fewest types and lines of code over every change, asked of
/// ``CountThreshold`` so that counts about the same are said to be so; which patches create a
/// role; which type gathers the most changes in each architecture; and whether every patch
/// holds. The baseline is never ranked: its figure is given apart.
extension ReportFindings {
    /// A figure summed over every change's patch of one architecture, and its words.
    private enum ChangeFigure {
        case types, code

        func value(_ cost: PatchCost) -> Int {
            switch self {
            case .types: cost.types.count
            case .code: cost.app.code.changed
            }
        }

        /// `touch`: what the patches do.
        var verb: String { self == .types ? "touch" : "change" }
        var unit: String { self == .types ? "types" : "lines of code" }

        /// `1 type`, `12 lines of code`.
        func counted(_ count: Int) -> String {
            Figures.count(count) + " " + (count != 1 ? unit : self == .types ? "type" : "line of code")
        }
    }

    static func changes(_ changes: ChangeReport, report: TeachingReport) -> [String] {
        let costs = { (id: String) in changes.changes.compactMap { change in change.architectures.first { $0.architecture == id }?.cost } }
        let measured = report.architectures.filter { !costs($0.id).isEmpty }
        let baseline = measured.first(where: \.isBaseline)
        var sentences: [String] = []
        for figure in [ChangeFigure.types, .code] {
            let total = { (id: String) in costs(id).map(figure.value).reduce(0, +) }
            let standings = measured.filter { !$0.isBaseline }.map { (name: $0.name, value: total($0.id)) }
            guard var sentence = compared(standings, figure, changes: changes.changes.count) else { continue }
            if let baseline {
                sentence += " \(baseline.name), the baseline, is not ranked: its patches \(figure.verb) \(figure.counted(total(baseline.id)))."
            }
            sentences.append(sentence)
        }
        sentences.append(newRoles(changes, report: report))
        sentences.append(gathering(changes, report: report))
        sentences.append(changes.passes ? "Every patched architecture agrees with the others on every scenario, keeps its rules and passes its tests."
                                        : "Not every patch holds: see the changes marked ✗.")
        return sentences
    }

    /// "Over the eight changes, MVB's patches touch the most types (41), Binder's the fewest
    /// (20)." ranking only counts that ``CountWords/ranks(_:by:)`` sets apart; or, when every
    /// count is about the same as every other, "… touch about the same number of types (20 to
    /// 22)."; nil with fewer than two.
    private static func compared(_ standings: [(name: String, value: Int)], _ figure: ChangeFigure, changes: Int) -> String? {
        guard standings.count > 1 else { return nil }
        let over = "Over the \(spelled(changes)) change\(changes == 1 ? "" : "s"), "
        let ranks = CountWords.ranks(standings) { Double($0.value) }
        guard let least = ranks.first, let most = ranks.last, ranks.count > 1 else {
            let values = standings.map(\.value)
            let architectures = "the \(spelled(standings.count)) architectures' patches \(figure.verb)"
            guard CountWords.isAlike(standings, by: { Double($0.value) }) else {
                // No two far enough apart to rank, though the ends are.
                return over + "\(architectures) \(CountWords.range(values)) \(figure.unit), each too close to the next to rank."
            }
            let same = Set(values).count == 1 ? "the same" : "about the same"
            return over + "\(architectures) \(same) number of \(figure.unit) (\(CountWords.range(values)))."
        }
        let possessive = { (group: [(name: String, value: Int)]) in names(group.map { $0.name + "'s" }) }
        let values = { (group: [(name: String, value: Int)]) in names(group.map { Figures.count($0.value) }) }
        let highest = most.sorted { $0.value > $1.value }
        return over + "\(possessive(highest)) patches \(figure.verb) the most \(figure.unit) (\(values(highest))), "
            + "\(possessive(least)) the fewest (\(values(least)))."
    }

    /// "MVVMC's patch for `favourites` touches seven roles, one of them new: ModelControllers."
    /// for every patch that creates a role, or "No patch creates a role."
    private static func newRoles(_ changes: ChangeReport, report: TeachingReport) -> String {
        let creating = changes.changes.flatMap { change in
            change.architectures.compactMap { side -> String? in
                guard let roles = side.cost?.roles, !roles.new.isEmpty else { return nil }
                return "\(architectureName(side.architecture, in: report))'s patch for `\(change.id)` touches \(rolesInWords(roles))"
            }
        }
        return creating.isEmpty ? "No patch creates a role." : creating.joined(separator: "; ") + "."
    }

    /// `seven roles, one of them new: ModelControllers`; `one new role: Stats`.
    static func rolesInWords(_ roles: NewAndModified) -> String {
        let plural = roles.count == 1 ? "" : "s"
        if roles.new.isEmpty { return "\(spelled(roles.count)) role\(plural)" }
        if roles.modified.isEmpty { return "\(spelled(roles.count)) new role\(plural): " + names(roles.new) }
        return "\(spelled(roles.count)) role\(plural), \(spelled(roles.new.count)) of them new: " + names(roles.new)
    }

    /// "Per architecture, the types the most of the eight changes touch: MVC's
    /// `SearchViewController` (6); …", for each architecture with a type three or more changes
    /// touched; types touched by about as many changes as its first are named with it.
    private static func gathering(_ changes: ChangeReport, report: TeachingReport) -> String {
        let interactions = changes.interactions
        guard !interactions.isEmpty else {
            return "No type is touched by \(spelled(ChangeReport.interactionThreshold)) or more of the changes."
        }
        var architectures: [String] = []
        for interaction in interactions where !architectures.contains(interaction.architecture) { architectures.append(interaction.architecture) }
        let each = architectures.map { id in
            let groups = CountWords.ranks(interactions.filter { $0.architecture == id }) { Double($0.changes.count) }
            // The interactions come most changes first, then by name: so are they said.
            let top = interactions.filter { interaction in groups.last?.contains(interaction) ?? false }
            return "\(architectureName(id, in: report))'s " + names(top.map { "`\($0.type)` (\($0.changes.count))" })
        }
        return "Per architecture, the types the most of the \(spelled(changes.changes.count)) changes touch: " + each.joined(separator: "; ") + "."
    }

    private static func architectureName(_ id: String, in report: TeachingReport) -> String {
        report.architectures.first { $0.id == id }?.name ?? id
    }
}
