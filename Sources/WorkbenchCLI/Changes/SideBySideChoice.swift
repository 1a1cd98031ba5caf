import Foundation
import Reports

/// Which two architectures' patches the report quotes, for which change, and why:
/// `Scenarios/changes/side-by-side.json`, so the pair is chosen in data, beside the changes.
struct SideBySideChoice: Decodable, Equatable {
    static let fileName = "side-by-side.json"

    let change: String
    let architectures: [String]
    let why: String

    /// Why a choice cannot be quoted.
    struct Problem: Error, Equatable {
        let reason: String
    }

    /// The choice under `packageRoot`; nil when there is none.
    static func read(in packageRoot: String) throws(Problem) -> SideBySideChoice? {
        let path = ((packageRoot as NSString).appendingPathComponent(ChangeFolder.root) as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try JSONDecoder().decode(SideBySideChoice.self, from: data)
        } catch {
            throw Problem(reason: "\(ChangeFolder.root)/\(fileName) cannot be read: \(error)")
        }
    }

    /// The two patches of `changes`' chosen change, their app files only.
    func quote(from changes: [ChangeFolder]) throws(Problem) -> SideBySide {
        guard let folder = changes.first(where: { $0.id == change }) else {
            throw Problem(reason: "\(ChangeFolder.root)/\(Self.fileName) names the change \"\(change)\", which is not there")
        }
        guard architectures.count == 2 else {
            throw Problem(reason: "\(ChangeFolder.root)/\(Self.fileName) names \(architectures.count) architectures, not two")
        }
        let patches = try architectures.map { id throws(Problem) in
            guard let text = try? String(contentsOfFile: folder.patch(for: id), encoding: .utf8) else {
                throw Problem(reason: "\(ChangeFolder.root)/\(Self.fileName) names \(change)'s \(id).patch, which cannot be read")
            }
            return SideBySide.Patch(architecture: id, files: Self.appFiles(of: text))
        }
        return SideBySide(change: change, why: why, patches: patches)
    }

    /// The files of a `git diff` outside `Tests/`, each with its hunks as the diff has them.
    static func appFiles(of patch: String) -> [SideBySide.File] {
        var files: [(path: String, lines: [Substring])] = []
        var inHunks = false
        for line in patch.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("diff --git ") {
                let path = line.range(of: " b/").map { String(line[$0.upperBound...]) } ?? ""
                files.append((path, []))
                inHunks = false
            } else if !files.isEmpty, inHunks || line.hasPrefix("@@ ") {
                inHunks = true
                files[files.count - 1].lines.append(line)
            }
        }
        return files.filter { !$0.path.hasPrefix("Tests/") }.map { file in
            SideBySide.File(path: file.path, hunks: file.lines.joined(separator: "\n").trimmingCharacters(in: .newlines))
        }
    }
}
