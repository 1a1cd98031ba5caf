import Diagnostics
import Foundation
import Reports
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
    /// The first `# ` heading of `change.md`.
    let title: String
    /// Where the change's behaviour is seen: `change.md`'s `Screen: ` line, right after the
    /// heading and a blank line.
    let screen: ChangeReport.Screen
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

    /// The architectures of `ids` with no patch in any of `changes`: just added, they are not
    /// measured. One with a patch in some change must have one in every change, or it fails.
    static func unmeasured(_ ids: [String], in changes: [ChangeFolder]) -> Set<String> {
        Set(ids.filter { id in !changes.contains { FileManager.default.fileExists(atPath: $0.patch(for: id)) } })
    }

    /// Every change under `packageRoot`, in id order; a folder without `change.md` is not a change.
    ///
    /// - Throws: ``ReadError`` for the first `change.md` without its heading or its screen.
    static func all(in packageRoot: String) throws(ReadError) -> [ChangeFolder] {
        let folder = (packageRoot as NSString).appendingPathComponent(root)
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var changes: [ChangeFolder] = []
        for id in ids.sorted() {
            let path = (folder as NSString).appendingPathComponent(id)
            let brief = (path as NSString).appendingPathComponent("change.md")
            guard let text = try? String(contentsOfFile: brief, encoding: .utf8) else { continue }
            let (title, screen) = try heading(of: text, file: "\(root)/\(id)/change.md")
            changes.append(ChangeFolder(id: id, path: path, title: title, screen: screen, notes: section(notesHeading, of: text)))
        }
        return changes
    }

    /// Why a `change.md` cannot be read, with the file and the line, as an editor finds them.
    struct ReadError: Error, Equatable, CustomStringConvertible {
        /// Relative to the package root.
        let file: String
        let line: Int
        let reason: String
        var description: String { "\(file):\(line): \(reason)" }
    }

    /// The line that declares a change's screen: `Screen: search`.
    static let screenPrefix = "Screen: "

    /// The title (the first line, `# ` and the title) and the screen (the third line, after a
    /// blank one) of a `change.md` whose path is `file`.
    static func heading(of text: String, file: String) throws(ReadError) -> (title: String, screen: ChangeReport.Screen) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard let first = lines.first, first.hasPrefix("# ") else {
            throw ReadError(file: file, line: 1, reason: "expected the request's title, a line starting with \"# \"")
        }
        let screens = ChangeReport.Screen.allCases.map(\.rawValue)
        let expected = "\"\(screenPrefix)\" and one of \(screens.joined(separator: ", "))"
        guard lines.count > 2, lines[1].isEmpty, lines[2].hasPrefix(screenPrefix) else {
            throw ReadError(file: file, line: 3, reason: "expected the screen where the change is seen: \(expected), after the title and a blank line")
        }
        let name = String(lines[2].dropFirst(screenPrefix.count))
        guard let screen = ChangeReport.Screen(rawValue: name) else {
            throw ReadError(file: file, line: 3, reason: "unknown screen \"\(name)\": expected one of \(screens.joined(separator: ", "))"
                            + Spelling.hint(Spelling.suggestions(for: name, in: screens)))
        }
        return (String(first.dropFirst(2)), screen)
    }

    /// The lines under `heading` up to the next heading of its level or above, trimmed; nil
    /// when `text` has no such heading or the section is empty.
    static func section(_ heading: String, of text: String) -> String? {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
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
