import ArchitectureKit
import Bench
import Foundation
import Harness
import Metrics
import ScenarioLanguage

/// `workbench explain ARCH`: one architecture told in the terminal — the pattern, its seed, its
/// roles with the types in each, its rules held or broken, the search intent's path through its
/// layers, and where each concern lives.
@MainActor
public enum Explanation {
    /// The explanation of `architecture`, its sources read from the package at `root`, in lines
    /// of `width` columns: a longer one goes on under a hanging indent.
    public static func text(_ architecture: any Architecture, root: String, width: Int = 80) -> String {
        let tree = SourceTree(root: root)
        let coupling = CouplingAnalysis.analyse([architecture], tree: tree).architectures[0]
        var lines = [
            "\(architecture.displayName)\(architecture.isBaseline ? " — the baseline, no architecture (never ranked)" : "")",
            "After “\(architecture.seed.title)”, \(architecture.seed.author)",
            architecture.seed.url,
            "",
        ]
        lines += TextWrapping.wrap(architecture.summary, width: width)
        lines.append("")

        lines.append("Roles (\(architecture.sourceFolder)):")
        if let missing = coupling.missing {
            lines.append("  " + missing)
        } else {
            let types = typesByRole(architecture, tree: tree)
            let nameWidth = coupling.roles.map(\.name.count).max() ?? 0
            for role in coupling.roles {
                let names = types[role.name, default: []].joined(separator: ", ")
                let line = "  \(role.name.padded(to: nameWidth))  \(role.files) file\(role.files == 1 ? "" : "s"), \(role.nloc) lines: \(names)"
                lines += TextWrapping.wrap(line: line, width: width, hangingIndent: nameWidth + 6)
            }
            if !architecture.supportModules.isEmpty {
                let support = architecture.supportModules.compactMap { module in
                    coupling.support.first { $0.name == module }.map { "\(module) (\($0.nloc) lines)" }
                }.joined(separator: ", ")
                lines.append("  support: \(support)")
            }
        }
        lines.append("")

        lines.append("Rules:")
        for rule in coupling.rules {
            let mark = rule.status == .held ? "✓" : rule.status == .broken ? "✗" : "?"
            lines.append("  \(mark) \(rule.statement)\(rule.status == .broken ? " — BROKEN" : "")")
            lines += TextWrapping.wrap("because " + rule.reason, width: width, indent: 6)
            lines += rule.breaks.map { "      \(CouplingText.location($0)) \(CouplingText.words($0.finding))" }
        }
        lines.append("")

        let path = architecture.searchPath
        lines.append("\(path.intent), step by step:")
        let typeWidth = path.steps.map { $0.type.count }.max() ?? 0
        for (number, step) in path.steps.enumerated() {
            let head = "  \(number + 1). \(step.type.padded(to: typeWidth))  "
            lines += TextWrapping.wrap(line: head + "(\(step.role)) \(step.does)", width: width, hangingIndent: head.count)
        }
        lines.append("")

        lines.append("Where each concern lives:")
        let titleWidth = Concern.all.map(\.title.count).max() ?? 0
        let excerpts = ConcernExcerpts.find(Concern.all.map(\.marker), in: architecture.sourceFolder, tree: tree)
        for concern in Concern.all {
            let places = (excerpts[concern.marker] ?? [])
                .map { "\($0.file.dropFirst(architecture.sourceFolder.count + 1)):\($0.line)" }
            let listed = places.isEmpty ? "(no marker)" : places.joined(separator: ", ")
            let beside = TextWrapping.wrap(line: "  \(concern.title.padded(to: titleWidth))  \(listed)", width: width, hangingIndent: titleWidth + 4)
            // Paths too long for the column beside the titles go under the title instead.
            lines += beside.allSatisfy { $0.count <= width } ? beside : ["  \(concern.title):"] + TextWrapping.wrap(listed, width: width, indent: 4)
        }
        lines += ["", "More: \(architecture.sourceFolder)/README.md, and Reports/comparison.md side by side with the others."]
        return TextWrapping.wrap(lines: lines, width: width).joined(separator: "\n") + "\n"
    }

    /// The types each role declares at the top level, sorted.
    private static func typesByRole(_ architecture: any Architecture, tree: SourceTree) -> [String: [String]] {
        var types: [String: Set<String>] = [:]
        for file in tree.files(module: CouplingAnalysis.moduleName(architecture.sourceFolder), folder: architecture.sourceFolder) {
            for declaration in file.facts.declarations where declaration.parent == nil && declaration.kind.isType {
                types[file.role, default: []].insert(declaration.name)
            }
        }
        return types.mapValues { $0.sorted() }
    }
}
