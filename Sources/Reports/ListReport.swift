import ArchitectureKit
import ScenarioLanguage

/// What `list` prints: the architectures with their seeds, the baseline apart, then the
/// scenarios with their tags, or where an unreadable one is wrong and what was expected.
/// Each is an entry (``TextWrapping/entry(_:_:column:width:)``): its id or path, then its words
/// from a column at most half the width in, wrapped to the width.
public enum ListReport {
    public static func render(architectures: [any Architecture], library: ScenarioLibrary, width: Int = .max) -> String {
        var lines = ["Architectures:"]
        let idColumn = min(2 + (architectures.map(\.id.count).max() ?? 0) + 2, width / 2)
        let line = { (architecture: any Architecture) in
            TextWrapping.entry(architecture.id, "\(architecture.displayName) — after “\(architecture.seed.title)”, \(architecture.seed.author)",
                               column: idColumn, width: width)
        }
        lines += architectures.filter { !$0.isBaseline }.flatMap(line)
        let baselines = architectures.filter(\.isBaseline)
        if !baselines.isEmpty {
            lines += ["", "Baseline (no architecture; the denominator of every timing ratio, never ranked):"] + baselines.flatMap(line)
        }
        lines += ["", "Scenarios (\(library.entries.count)):"]
        let fileColumn = min(2 + (library.entries.map(\.file.count).max() ?? 0) + 2, width / 2)
        for entry in library.entries {
            switch entry.result {
            case let .success(scenario):
                let tags = scenario.tags.isEmpty ? "" : "  [\(scenario.tags.joined(separator: ", "))]"
                lines += TextWrapping.entry(entry.file, "\(scenario.name)\(tags)", column: fileColumn, width: width)
            case let .failure(error):
                lines += TextWrapping.entry(entry.file, "unreadable at \(error.location.line):\(error.location.column): \(error.message)",
                                            column: fileColumn, width: width)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
