import ArchitectureKit
import ScenarioLanguage

/// What `list` prints: the architectures with their seeds, the baseline apart, then the
/// scenarios with their tags, or where an unreadable one is wrong and what was expected.
public enum ListReport {
    public static func render(architectures: [any Architecture], library: ScenarioLibrary) -> String {
        var lines = ["Architectures:"]
        let idWidth = architectures.map(\.id.count).max() ?? 0
        let line = { (architecture: any Architecture) in
            "  \(architecture.id.padded(to: idWidth))  \(architecture.displayName) — after “\(architecture.seed.title)”, \(architecture.seed.author)"
        }
        lines += architectures.filter { !$0.isBaseline }.map(line)
        let baselines = architectures.filter(\.isBaseline)
        if !baselines.isEmpty {
            lines += ["", "Baseline (no architecture; the denominator of every timing ratio, never ranked):"] + baselines.map(line)
        }
        lines += ["", "Scenarios (\(library.entries.count)):"]
        let fileWidth = library.entries.map(\.file.count).max() ?? 0
        for entry in library.entries {
            switch entry.result {
            case let .success(scenario):
                let tags = scenario.tags.isEmpty ? "" : "  [\(scenario.tags.joined(separator: ", "))]"
                lines.append("  \(entry.file.padded(to: fileWidth))  \(scenario.name)\(tags)")
            case let .failure(error):
                lines.append("  \(entry.file.padded(to: fileWidth))  unreadable at \(error.location.line):\(error.location.column): \(error.message)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
