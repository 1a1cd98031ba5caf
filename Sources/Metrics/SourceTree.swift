import Foundation
import SourceFacts

/// One Swift file read for the coupling analysis, with the module and role it belongs to.
public struct SourceFile: Sendable {
    /// The path relative to the package root.
    public let path: String
    public let module: String
    /// The first folder level inside the module (`Views`), or the composition root.
    public let role: String
    /// The file's text, for quoting it.
    public let source: String
    public let facts: FileFacts
}

/// Reads modules' Swift files from a package root, each once, and counts each once.
public final class SourceTree {
    public let root: String
    private var modules: [String: [SourceFile]] = [:]
    private var counted: [String: LizardCounter.Counts] = [:]
    /// The concern quotes found in a folder, by folder and markers (``ConcernExcerpts``).
    var excerpts: [String: [String: [Excerpt]]] = [:]

    public init(root: String) {
        self.root = root
    }

    /// Whether `folder` (relative to the root) exists.
    public func exists(_ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolute(folder), isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The files of the module in `folder`, sorted by path; roles come from the first folder level.
    public func files(module: String, folder: String) -> [SourceFile] {
        if let cached = modules[folder] { return cached }
        let base = absolute(folder)
        let paths = (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
            .sorted()
        let files = paths.compactMap { relative -> SourceFile? in
            guard let data = FileManager.default.contents(atPath: base + "/" + relative) else { return nil }
            let parts = relative.split(separator: "/")
            let role = parts.count > 1 ? String(parts[0]) : ArchitectureRuleNames.root
            let path = folder + "/" + relative
            let source = String(decoding: data, as: UTF8.self)
            return SourceFile(path: path, module: module, role: role, source: source, facts: FileFacts(path: path, source: source))
        }
        modules[folder] = files
        return files
    }

    /// A file's NLOC and functions, counted once however many measures take it in: its role,
    /// the app's total, a support library two architectures share.
    public func lizardCounts(of file: SourceFile) -> LizardCounter.Counts {
        if let counts = counted[file.path] { return counts }
        let counts = LizardCounter.count(file.facts.tokens)
        counted[file.path] = counts
        return counts
    }

    private func absolute(_ folder: String) -> String {
        root == "." || root.isEmpty ? folder : root + "/" + folder
    }
}

public enum ArchitectureRuleNames {
    public static let root = "(root)"
}
