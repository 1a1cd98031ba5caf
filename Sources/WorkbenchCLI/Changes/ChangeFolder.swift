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
            return ChangeFolder(id: id, path: path, title: heading.map { String($0.dropFirst(2)) } ?? id)
        }
    }
}
