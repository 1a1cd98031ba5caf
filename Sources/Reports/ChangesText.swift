import Foundation

/// The words for a ``ChangeReport``: one table of changes × architectures, the shared patch of
/// each change on a row of its own, every problem, the types many changes touch, and the
/// changes per screen.
public enum ChangesText {
    public static let header = ["change", "architecture", "types", "code +/−", "comments, blank", "roles",
                                "app files", "test files", "test code +/−", "result"]

    public static func text(_ report: ChangeReport) -> String {
        var lines = TextTable.aligned(rows(report), header: header)
        lines += problemLines(report).map { "  " + $0 }
        lines += ["", interactionHeading(report) + ":"]
        let interactions = report.interactions
        lines += interactions.isEmpty ? ["  none"] : interactions.map { "  \($0.architecture): \($0.type), \(changes($0.changes, of: report))" }
        lines += ["", coverage(report), summary(report)]
        return lines.joined(separator: "\n") + "\n"
    }

    public static func markdown(_ report: ChangeReport) -> String {
        var lines = TextTable.markdown(rows(report), header: header)
        let problems = problemLines(report)
        if !problems.isEmpty { lines += [""] + problems.map { "- " + $0 } }
        lines += ["", interactionHeading(report) + ":", ""]
        let interactions = interactionRows(report)
        lines += interactions.isEmpty ? ["None."] : TextTable.markdown(interactions, header: interactionHeader)
        lines += ["", coverage(report), "", summary(report)]
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ report: ChangeReport) -> String {
        report.json
    }

    /// `2 changes × 6 architectures: every patched build agrees on every scenario` or what
    /// failed, then the architectures not measured, if any.
    public static func summary(_ report: ChangeReport) -> String {
        let failing = report.changes.filter { !$0.passes }.map(\.id)
        let architectures = Set(report.changes.flatMap { $0.architectures.map(\.architecture) }).count
        let counted = "\(report.changes.count) change\(report.changes.count == 1 ? "" : "s") × \(architectures) architecture\(architectures == 1 ? "" : "s")"
        let verdict = failing.isEmpty ? "\(counted): every patched build agrees on every scenario"
            : "\(counted): failing: \(failing.joined(separator: ", "))"
        let unmeasured = report.notMeasured
        return unmeasured.isEmpty ? verdict : verdict + "; \(notMeasured) (no patch in any change): \(unmeasured.joined(separator: ", "))"
    }

    /// The result of an architecture that has no patch in any change.
    public static let notMeasured = "not measured"

    /// The table's rows: `name` gives an architecture's name from its id (the id by default).
    public static func rows(_ report: ChangeReport, name: (String) -> String = { $0 }) -> [[String]] {
        report.changes.flatMap { change in
            let shared = change.shared.map { cost in
                [[change.id, "shared", types(cost.types), lines(cost.app.code), otherLines(cost.app), sharedAreas(cost.roles),
                  files(cost.appFiles), files(cost.testFiles), lines(cost.tests.code), ""]]
            } ?? []
            return shared + change.architectures.map { side in
                guard side.isMeasured else {
                    return [change.id, name(side.architecture), "", "", "", "", "", "", "", notMeasured]
                }
                guard let cost = side.cost else {
                    return [change.id, name(side.architecture), "", "", "", "", "", "", "", "✗"]
                }
                return [change.id, name(side.architecture), types(cost.types), lines(cost.app.code), otherLines(cost.app), roles(cost.roles),
                        files(cost.appFiles), files(cost.testFiles), lines(cost.tests.code),
                        side.passes && change.problems.isEmpty ? "✓" : "✗"]
            }
        }
    }

    /// `9 (2 new)`, or `9` when none is new.
    static func types(_ types: NewAndModified) -> String {
        types.new.isEmpty ? "\(types.count)" : "\(types.count) (\(types.new.count) new)"
    }

    /// `6 (2 new)`, or `6` when none is new.
    static func files(_ files: NewAndModified) -> String {
        files.new.isEmpty ? "\(files.count)" : "\(files.count) (\(files.new.count) new)"
    }

    /// `4 (1 new: ModelControllers)`, or `4` when none is new.
    static func roles(_ roles: NewAndModified) -> String {
        roles.new.isEmpty ? "\(roles.count)" : "\(roles.count) (\(roles.new.count) new: \(roles.new.joined(separator: ", ")))"
    }

    /// The shared patch's modules and folders by name: `Domain, Stats (new)`.
    static func sharedAreas(_ roles: NewAndModified) -> String {
        roles.all.map { roles.new.contains($0) ? "\($0) (new)" : $0 }.joined(separator: ", ")
    }

    private static func lines(_ count: LineCount) -> String { "+\(count.added) −\(count.removed)" }

    /// The comment lines, then the blank ones: `+12 −0, +8 −1`.
    private static func otherLines(_ lines: ChangedLines) -> String {
        Self.lines(lines.comments) + ", " + Self.lines(lines.blank)
    }

    public static func problemLines(_ report: ChangeReport) -> [String] {
        report.changes.flatMap { change in
            change.problems.map { "\(change.id): \($0)" }
                + change.architectures.flatMap { side in side.problems.map { "\(change.id), \(side.architecture): \($0)" } }
        }
    }

    // MARK: - Scenario interaction

    /// `Types touched by 3 or more of the 8 changes (SAAM's scenario interaction)`.
    public static func interactionHeading(_ report: ChangeReport) -> String {
        "Types touched by \(ChangeReport.interactionThreshold) or more of the \(report.changes.count) changes (SAAM's scenario interaction)"
    }

    public static let interactionHeader = ["Architecture", "Type", "Changes"]

    /// One row per architecture and type: `MVC`, `SearchViewController`, `6 of 8: favourites, …`.
    public static func interactionRows(_ report: ChangeReport, name: (String) -> String = { $0 }) -> [[String]] {
        report.interactions.map { [name($0.architecture), $0.type, changes($0.changes, of: report)] }
    }

    /// `6 of 8: favourites, min-term-length, …`.
    static func changes(_ ids: [String], of report: ChangeReport) -> String {
        "\(ids.count) of \(report.changes.count): " + ids.joined(separator: ", ")
    }

    // MARK: - Coverage

    public static let coverageHeader = ["Screen", "Changes"]

    /// One row per screen: `search`, `6: artwork-cache, min-term-length, …` (`none` for none).
    public static func coverageRows(_ report: ChangeReport) -> [[String]] {
        report.coverage.map { [$0.screen.rawValue, $0.changes.isEmpty ? "none" : "\($0.changes.count): " + $0.changes.joined(separator: ", ")] }
    }

    /// `Changes per screen: search 6, song 1, board 1, card 0; search holds more than half of them.`
    public static func coverage(_ report: ChangeReport) -> String {
        "Changes per screen: " + report.coverage.map { "\($0.screen.rawValue) \($0.changes.count)" }.joined(separator: ", ") + "; "
            + (report.crowdedScreen.map { "\($0.screen.rawValue) holds more than half of them, so they do not cover the app evenly." }
                ?? "no screen holds more than half of them.")
    }
}
