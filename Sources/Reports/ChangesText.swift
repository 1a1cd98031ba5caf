import Foundation

/// The words for a ``ChangeReport``: one table of changes × architectures, the shared patch of
/// each change on a row of its own, then every problem.
public enum ChangesText {
    public static let header = ["change", "architecture", "files", "added", "roles", "SAAM", "types", "app +/−", "tests +/−", "result"]

    public static func text(_ report: ChangeReport) -> String {
        var lines = TextTable.aligned(rows(report), header: header)
        lines += problemLines(report).map { "  " + $0 }
        lines.append(summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    public static func markdown(_ report: ChangeReport) -> String {
        var lines = TextTable.markdown(rows(report), header: header)
        let problems = problemLines(report)
        if !problems.isEmpty { lines += [""] + problems.map { "- " + $0 } }
        lines += ["", summary(report)]
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ report: ChangeReport) -> String {
        report.json
    }

    /// `2 changes × 6 architectures: all take their change` or what failed.
    public static func summary(_ report: ChangeReport) -> String {
        let failing = report.changes.filter { !$0.passes }.map(\.id)
        let architectures = Set(report.changes.flatMap { $0.architectures.map(\.architecture) }).count
        let counted = "\(report.changes.count) change\(report.changes.count == 1 ? "" : "s") × \(architectures) architectures"
        return failing.isEmpty ? "\(counted): every patched build agrees on every scenario"
            : "\(counted): failing: \(failing.joined(separator: ", "))"
    }

    /// The table's rows: `name` gives an architecture's name from its id (the id by default).
    public static func rows(_ report: ChangeReport, name: (String) -> String = { $0 }) -> [[String]] {
        report.changes.flatMap { change in
            let shared = change.shared.map { cost in
                [[change.id, "shared", "\(cost.filesTouched.count)", "\(cost.filesAdded.count)", cost.rolesTouched.joined(separator: ", "),
                  "", "\(cost.typesTouched.count)", lines(cost.app), lines(cost.tests), ""]]
            } ?? []
            return shared + change.architectures.map { side in
                guard let cost = side.cost else {
                    return [change.id, name(side.architecture), "", "", "", "", "", "", "", "✗"]
                }
                return [change.id, name(side.architecture), "\(cost.filesTouched.count)", "\(cost.filesAdded.count)",
                        "\(cost.rolesTouched.count)/\(side.roles)", String(format: "%.2f", side.saamRatio),
                        "\(cost.typesTouched.count)", lines(cost.app), lines(cost.tests),
                        side.passes && change.problems.isEmpty ? "✓" : "✗"]
            }
        }
    }

    private static func lines(_ count: LineCount) -> String { "+\(count.added) −\(count.removed)" }

    public static func problemLines(_ report: ChangeReport) -> [String] {
        report.changes.flatMap { change in
            change.problems.map { "\(change.id): \($0)" }
                + change.architectures.flatMap { side in side.problems.map { "\(change.id), \(side.architecture): \($0)" } }
        }
    }
}
