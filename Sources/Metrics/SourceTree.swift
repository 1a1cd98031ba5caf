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

    /// Whether the compiler's index is read where it can be trusted.
    public let readsIndex: Bool

    /// - Parameters:
    ///   - root: The package's folder.
    ///   - readsIndex: Whether to read the compiler's index where it can be trusted; false
    ///     judges on the lexer alone (a test holds the two to the same edges and rules).
    public init(root: String, readsIndex: Bool = true) {
        self.root = root
        self.readsIndex = readsIndex
    }

    /// Whether a store no refresh confirmed is read as if confirmed: only for a test that holds
    /// the index to the lexer on the store its own build wrote; no command sets it.
    var readsUnconfirmedIndex = false

    private var indexReadings: [Set<String>: IndexReading] = [:]

    /// Starts reading the compiler's references for the files in `folders` on a thread of its
    /// own, once, so that other work on the sources can go on meanwhile.
    func startReadingIndex(_ folders: Set<String>) {
        guard indexReadings[folders] == nil else { return }
        let root = root, unconfirmed = readsUnconfirmedIndex
        indexReadings[folders] = readsIndex
            ? IndexReading { IndexedReferences.load(root: root, folders: folders, readingUnconfirmed: unconfirmed) }
            : IndexReading { .failure(IndexUnavailable("not asked to read it")) }
    }

    /// The compiler's resolved references for the files in `folders`, read once, or why they cannot be.
    func indexedReferences(reading folders: Set<String>) -> Result<IndexedReferences, IndexUnavailable> {
        startReadingIndex(folders)
        return indexReadings[folders]!.result()
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

/// The index being read on a thread of its own while the sources are counted.
private final class IndexReading: @unchecked Sendable {
    // Shared safely: `value` is written once, on the reading's thread, before `done` is
    // signalled, and read only after waiting for that signal.
    private var value: Result<IndexedReferences, IndexUnavailable>?
    private let done = DispatchSemaphore(value: 0)

    init(_ read: @escaping @Sendable () -> Result<IndexedReferences, IndexUnavailable>) {
        Thread { [self] in
            value = read()
            done.signal()
        }.start()
    }

    /// Waits for the reading, the first time, and returns what it found.
    func result() -> Result<IndexedReferences, IndexUnavailable> {
        if value == nil { done.wait() }
        return value!
    }
}

public enum ArchitectureRuleNames {
    public static let root = "(root)"
}
