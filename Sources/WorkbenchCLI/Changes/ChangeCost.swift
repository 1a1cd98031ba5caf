import ArchitectureKit
import Reports

extension PatchCost {
    /// Counts `diff`. `area` says where a file belongs (a role, or nil for a test);
    /// `sources` gives a file's text before and after the patch, for the types its lines are in.
    static func count(_ diff: UnifiedDiff, area: (String) -> String?,
                      sources: (String) -> (before: String?, after: String?)) -> PatchCost {
        var cost = PatchCost()
        var roles = Set<String>(), types = Set<String>()
        for file in diff.files {
            if file.isNew { cost.filesAdded.append(file.path) } else { cost.filesTouched.append(file.path) }
            let lines = LineCount(added: file.addedLines.count, removed: file.removedLines.count)
            guard let role = area(file.path) else {
                cost.tests.added += lines.added
                cost.tests.removed += lines.removed
                continue
            }
            roles.insert(role)
            cost.app.added += lines.added
            cost.app.removed += lines.removed
            guard file.path.hasSuffix(".swift") else { continue }
            let (before, after) = sources(file.path)
            if let after {
                let spans = TypeSpans(source: after, path: file.path)
                types.formUnion(file.addedLines.compactMap(spans.type(at:)))
            }
            if let before {
                let spans = TypeSpans(source: before, path: file.path)
                types.formUnion(file.removedLines.compactMap(spans.type(at:)))
            }
        }
        cost.filesTouched.sort()
        cost.filesAdded.sort()
        cost.rolesTouched = roles.sorted()
        cost.typesTouched = types.sorted()
        return cost
    }

    /// Where a file of an architecture's patch belongs: its role inside `sourceFolder`
    /// (`(root)` at the folder's top), nil for a test, or the path's first two folders outside.
    static func architectureArea(sourceFolder: String) -> (String) -> String? {
        { path in
            if path.hasPrefix("Tests/") { return nil }
            guard path.hasPrefix(sourceFolder + "/") else { return sharedArea(path) }
            let inside = path.dropFirst(sourceFolder.count + 1).split(separator: "/")
            return inside.count > 1 ? String(inside[0]) : RuleCheck.compositionRoot
        }
    }

    /// Where a file of the shared patch belongs: `Sources/Domain/...` is `Domain`,
    /// `Scenarios/search/...` is `Scenarios`; tests are nil.
    static func sharedArea(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        if parts.first == "Tests" { return nil }
        if parts.first == "Sources", parts.count > 2 { return String(parts[1]) }
        return parts.first.map(String.init) ?? path
    }
}
