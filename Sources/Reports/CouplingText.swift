import Bench
import Foundation
import Harness
import Metrics
import ScenarioLanguage

/// Renders a ``CouplingReport`` as text or Markdown tables, or JSON; byte-for-byte stable.
public enum CouplingText {
    /// The columns of `architecture`'s metrics table, in the order ``rows(_:)`` fills them: one
    /// column for each kind of mutable state its roles or its support library keep.
    public static func header(_ architecture: ArchitectureCoupling) -> [String] {
        ["role", "files", "nloc", "funcs", "acc", "ccn max", "ccn mean", "class", "struct", "enum", "proto", "actor", "ref", "value"]
            + stateKinds(architecture).map(words) + ["Ca", "Ce", "I", "A", "D"]
    }

    /// The kinds of mutable state kept anywhere in `architecture`, in ``MutableState/Kind``'s
    /// order; stored `var`s alone when it keeps none, so the table still says so.
    static func stateKinds(_ architecture: ArchitectureCoupling) -> [MutableState.Kind] {
        let measured = architecture.roles + architecture.support
        let kinds = MutableState.Kind.allCases.filter { kind in measured.contains { $0.state[kind] > 0 } }
        return kinds.isEmpty ? [.storedVar] : kinds
    }

    private static func row(_ metrics: RoleMetrics, named name: String? = nil, kinds: [MutableState.Kind], martin: Bool) -> [String] {
        [name ?? metrics.name, "\(metrics.files)", "\(metrics.nloc)", "\(metrics.functions)", "\(metrics.accessors)", "\(metrics.ccnMax)",
         Figures.decimal(metrics.ccnMean), "\(metrics.classes)", "\(metrics.structs)", "\(metrics.enums)", "\(metrics.protocols)", "\(metrics.actors)",
         "\(metrics.referenceTypes)", "\(metrics.valueTypes)"]
            + kinds.map { "\(metrics.state[$0])" }
            + (martin ? ["\(metrics.ca)", "\(metrics.ce)", Figures.decimal(metrics.instability),
                         Figures.decimal(metrics.abstractness), Figures.decimal(metrics.distance)] : ["", "", "", "", ""])
    }

    /// One row per role, then the app total, then each support module; Ca, Ce, I, A and D only for roles.
    public static func rows(_ architecture: ArchitectureCoupling) -> [[String]] {
        let kinds = stateKinds(architecture)
        return architecture.roles.map { row($0, kinds: kinds, martin: true) }
            + (architecture.app.map { [row($0, kinds: kinds, martin: false)] } ?? [])
            + architecture.support.map { row($0, named: "\($0.name) (support)", kinds: kinds, martin: false) }
    }

    /// Role × role matrix: the number of type names on each edge.
    private static func matrix(_ architecture: ArchitectureCoupling) -> [[String]] {
        let roles = architecture.roles.map(\.name)
        let targets = roles.map(EdgeTarget.role) + Set(architecture.edges.map(\.to).filter(\.isModule)).sorted()
        var table = [["from \\ to"] + targets.map(\.name)]
        for role in roles {
            table.append([role] + targets.map { target in
                architecture.edges.first { $0.from == role && $0.to == target }.map { "\($0.names.count)" } ?? (target == .role(role) ? "-" : "")
            })
        }
        return table
    }

    // MARK: - Text

    /// The terminal form of `workbench metrics`: per architecture its metrics, dependency
    /// matrix, edges and rules with their breaks, then the count of rules held and broken.
    /// Within `width` columns: a table too wide comes in groups of columns under the same row
    /// names, and a longer line goes on over more, indented under its start.
    public static func text(_ report: CouplingReport, width: Int = .max) -> String {
        var lines: [String] = []
        for architecture in report.architectures {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(architecture.name) — \(architecture.sourceFolder)")
            if let missing = architecture.missing {
                lines.append("  \(missing)")
                continue
            }
            lines.append("")
            lines += TextTable.aligned(rows(architecture), header: header(architecture), width: width, indent: 2)
            lines.append("")
            lines.append("  Dependencies (type names on each edge):")
            lines += TextTable.aligned(Array(matrix(architecture).dropFirst()), header: matrix(architecture)[0], width: width, indent: 2)
            lines += TextWrapping.wrap(lines: architecture.edges.map { "    " + words($0, names: $0.names) }, width: width)
            if !architecture.extensionMemberEdges.isEmpty {
                lines.append("  Through members of extensions (from the compiler index):")
                lines += TextWrapping.wrap(lines: architecture.extensionMemberEdges.map { "    " + words($0, names: $0.names) }, width: width)
            }
            lines += TextWrapping.wrap(lines: ["  \(cycles(architecture))", "  \(referencesFrom(architecture))"], width: width)
            lines.append("")
            lines.append("  Rules:")
            for rule in architecture.rules {
                let mark = switch rule.status { case .held: "✓ held     "; case .broken: "✗ broken   "; case .unchecked: "· unchecked" }
                // The statement goes on under itself, past the mark.
                lines += TextWrapping.wrap(line: "    \(mark) \(rule.statement)\(rule.origin == .common ? " (all architectures)" : "")",
                                           width: width, hangingIndent: 16)
                lines += TextWrapping.wrap(lines: rule.breaks.map { "        \(location($0))  \(words($0.finding))" }, width: width)
            }
        }
        let counts = ruleCounts(report)
        lines.append("")
        lines.append("\(counts.held) \(counts.held == 1 ? "rule" : "rules") held, \(counts.broken) broken, \(counts.unchecked) unchecked")
        if let advice = indexAdvice(report) { lines += TextWrapping.wrap(line: advice, width: width, hangingIndent: 2) }
        return lines.joined(separator: "\n") + "\n"
    }


    /// The command that lets the compiler's index judge, when the lexer judged any architecture:
    /// a plain `swift build` compiles nothing when its build folder says all is built, so it
    /// rewrites no index and confirms none.
    public static func indexAdvice(_ report: CouplingReport) -> String? {
        let lexed = report.architectures.filter { if case .lexer = $0.referencesFrom { true } else { false } }
        guard !lexed.isEmpty else { return nil }
        return "The lexer judged \(lexed.map(\.name).joined(separator: ", ")); to judge on the compiler's index, "
            + "`swift run workbench metrics --refresh-index` builds what it cannot be trusted for and confirms it."
    }

    /// For `compare`'s standard error: which architectures the lexer judged and why, and the
    /// command that lets the index judge; nil when the index judged them all.
    public static func indexNote(_ report: CouplingReport) -> String? {
        guard let advice = indexAdvice(report) else { return nil }
        let reasons = report.architectures.compactMap { architecture -> String? in
            guard case let .lexer(reason) = architecture.referencesFrom else { return nil }
            return "  \(architecture.name): \(reason)"
        }
        return ([advice] + reasons).joined(separator: "\n") + "\n"
    }

    /// The short coupling section of `compare`: NLOC app vs support and rules per architecture.
    public static func summary(_ report: CouplingReport) -> String {
        var lines = ["Coupling (swift run workbench metrics for the details):"]
        let width = report.architectures.map(\.name.count).max() ?? 0
        for architecture in report.architectures {
            let name = architecture.name.padded(to: width)
            if let missing = architecture.missing {
                lines.append("  \(name)  \(missing)")
                continue
            }
            let support = architecture.support.map(\.nloc).reduce(0, +)
            let held = architecture.rules.filter { $0.status == .held }.count
            let broken = architecture.rules.filter { $0.status == .broken }.count
            lines.append("  \(name)  nloc \(architecture.app?.nloc ?? 0) app + \(support) support  rules \(held) held, \(broken) broken")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func ruleCounts(_ report: CouplingReport) -> (held: Int, broken: Int, unchecked: Int) {
        let rules = report.architectures.flatMap(\.rules)
        return (rules.filter { $0.status == .held }.count, rules.filter { $0.status == .broken }.count, rules.filter { $0.status == .unchecked }.count)
    }

    // MARK: - Markdown

    /// The Markdown form of `workbench metrics`: the same tables and edges as ``text(_:)``, and the
    /// rules as a table with each break's place and finding.
    public static func markdown(_ report: CouplingReport) -> String {
        var lines = ["# Coupling and rules", ""]
        for architecture in report.architectures {
            lines.append("## \(architecture.name)")
            lines.append("")
            if let missing = architecture.missing {
                lines += [missing, ""]
                continue
            }
            lines += TextTable.markdown(rows(architecture), header: header(architecture))
            lines.append("")
            let matrix = matrix(architecture)
            lines += TextTable.markdown(Array(matrix.dropFirst()), header: matrix[0])
            lines.append("")
            lines += architecture.edges.map { "- " + words($0, names: $0.names.map { "`\($0)`" }) }
            lines.append("")
            if !architecture.extensionMemberEdges.isEmpty {
                lines += ["Through members of extensions (from the compiler index):", ""]
                lines += architecture.extensionMemberEdges.map { "- " + words($0, names: $0.names.map { "`\($0)`" }) }
                lines.append("")
            }
            lines.append(cycles(architecture))
            lines.append("")
            lines.append(referencesFrom(architecture))
            lines.append("")
            lines += TextTable.markdown(architecture.rules.map { rule in
                [rule.statement, rule.status.rawValue, rule.origin.rawValue, rule.breaks.map { "\(location($0)) \(words($0.finding))" }.joined(separator: "<br>")]
            }, header: ["rule", "status", "origin", "breaks"])
            lines.append("")
        }
        if let advice = indexAdvice(report) { lines += [advice, ""] }
        return lines.joined(separator: "\n")
    }

    /// `References from: compiler index`, or the lexer and why the index was not read: what
    /// the edges and the rules were judged on.
    public static func referencesFrom(_ architecture: ArchitectureCoupling) -> String {
        "References from: " + (architecture.referencesFrom?.description ?? "not read")
    }

    /// `Cycles between roles: none`, or each group of roles that reach each other; then each
    /// group that would be one but for nesting, said as nesting.
    public static func cycles(_ architecture: ArchitectureCoupling) -> String {
        let groups = architecture.cycles.map { $0.joined(separator: " ⇄ ") }
        let loops = "Cycles between roles: " + (groups.isEmpty ? "none" : groups.joined(separator: "; "))
        let nestings = architecture.nestingCycles.map { nesting($0, in: architecture) }
        return nestings.isEmpty ? loops : loops + ". Nesting, not a loop: " + nestings.joined(separator: "; ")
    }

    /// `ViewModels ⇄ Views, as ViewModels nests its types in extensions of FlightCardView, SearchView`.
    static func nesting(_ group: [String], in architecture: ArchitectureCoupling) -> String {
        let edges = architecture.edges.filter { $0.isNestingOnly && group.contains($0.from) && !$0.to.isModule && group.contains($0.to.name) }
        return group.joined(separator: " ⇄ ") + ", as " + edges.map { edge in
            "\(edge.from) nests its types in extensions of \(edge.nestingNames.joined(separator: ", "))"
        }.joined(separator: " and ")
    }

    // MARK: - JSON

    /// The report as JSON, keys sorted, numbers as numbers, findings as data.
    public static func json(_ report: CouplingReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
