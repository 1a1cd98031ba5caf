import Foundation
import ScenarioLanguage

/// One change request as the package keeps it: `Scenarios/changes/<id>/` with `change.md`,
/// its own `*.scenario` files, `shared.patch` (optional) and one `<architecture id>.patch`
/// per architecture.
struct ChangeFolder: Equatable {
    /// Where the changes live, relative to the package root: the scenario folder whose
    /// `changes/` a full run never loads.
    static let root = "Scenarios/" + ScenarioLibrary.changesFolder

    let id: String
    /// The folder's path.
    let path: String
    /// The first `# ` heading of `change.md`, or the id when there is none.
    let title: String
    /// The body of `change.md`'s `## What each architecture touches` section, which the
    /// report quotes; nil when there is none.
    var notes: String? = nil

    /// The heading of the section of `change.md` the report quotes.
    static let notesHeading = "## What each architecture touches"

    var sharedPatch: String? {
        let file = (path as NSString).appendingPathComponent("shared.patch")
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }

    func patch(for architectureID: String) -> String {
        (path as NSString).appendingPathComponent("\(architectureID).patch")
    }

    /// Every change under `packageRoot`, in id order.
    static func all(in packageRoot: String) -> [ChangeFolder] {
        let folder = (packageRoot as NSString).appendingPathComponent(root)
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return ids.sorted().compactMap { id in
            let path = (folder as NSString).appendingPathComponent(id)
            let brief = (path as NSString).appendingPathComponent("change.md")
            guard let text = try? String(contentsOfFile: brief, encoding: .utf8) else { return nil }
            let heading = text.split(separator: "\n").first { $0.hasPrefix("# ") }
            return ChangeFolder(id: id, path: path, title: heading.map { String($0.dropFirst(2)) } ?? id,
                                notes: section(notesHeading, of: text))
        }
    }

    /// The lines under `heading` up to the next heading of its level or above, trimmed; nil
    /// when `text` has no such heading or the section is empty.
    static func section(_ heading: String, of text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == heading }) else { return nil }
        let body = lines[(start + 1)...].prefix { !$0.hasPrefix("# ") && !$0.hasPrefix("## ") }
        let notes = body.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return notes.isEmpty ? nil : notes
    }

    /// The package modules (`Sources/<module>/`) the shared patch changes, sorted; empty when
    /// it changes none or there is no shared patch.
    var sharedModules: [String] {
        guard let path = sharedPatch, let text = try? String(contentsOfFile: path, encoding: .utf8),
              let diff = try? UnifiedDiff.parse(text) else { return [] }
        let modules = diff.files.compactMap { file -> String? in
            let parts = file.path.split(separator: "/")
            return parts.count > 2 && parts[0] == "Sources" ? String(parts[1]) : nil
        }
        return Set(modules).sorted()
    }

    /// `changes` in the order that rebuilds least in one shared copy: those whose shared
    /// patch changes no module first, as they recompile only architectures, then the others
    /// grouped by the modules they change. A change to a module low in the graph (Domain)
    /// recompiles nearly everything, once to make it and once to undo it for the next change;
    /// at the end, the undoing falls to the next run. Otherwise in the order given.
    static func buildOrder(_ changes: [ChangeFolder]) -> [ChangeFolder] {
        let modules = changes.map { $0.sharedModules.joined(separator: ",") }
        let order = changes.indices.sorted { (modules[$0], $0) < (modules[$1], $1) }
        return order.map { changes[$0] }
    }
}
