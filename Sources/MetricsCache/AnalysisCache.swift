import ArchitectureKit
import CompilerIndex
import Foundation
import Metrics

/// A ``SourceAnalysis`` kept between runs in the package's `.build/workbench/`, so that a warm
/// `compare` analyses no source twice. It is trusted only while everything the analysis read is
/// as it was: the key names each file under `Sources/` with a hash of its content (a time can be
/// set into the past), the compiler index stores the analysis would look in with what was
/// confirmed of them (``ConfirmedSources``), the architectures analysed, and the program itself
/// (a rebuilt tool never trusts what an older one found).
public struct AnalysisCache {
    /// The file the analysis is kept in: one per program and choice of architectures, so that a
    /// debug and a release build, or a full and a filtered run, do not take turns throwing each
    /// other's away.
    public let file: String
    /// Everything the analysis depends on, one fact a line.
    let key: String
    /// The newest modification among the sources and index stores the key names.
    private let newest: Date
    /// When the key was taken.
    private let keyedAt: Date

    /// A file modified this close to the key's taking may change again within the same tick of
    /// the file system's clock, leaving its time as it was: such a key is not kept.
    static let settleTime: TimeInterval = 2

    /// How many analyses the folder keeps, the ones used last: each program and choice of
    /// architectures has a file of its own, and a user alternates between a few (a debug and a
    /// release build, each with the full run and some filtered ones); older ones are thrown away
    /// when an analysis is kept, as each is up to a few hundred kilobytes.
    static let keptAnalyses = 8

    /// - Parameters:
    ///   - root: The package's folder.
    ///   - architectures: The architectures analysed, in order.
    ///   - quoting: Whether the analysis holds the concern quotes.
    ///   - readsIndex: Whether the analysis reads the compiler's index (``SourceTree/readsIndex``).
    ///   - executable: The running program, whose identity is part of the key.
    public init(root: String, architectures: [any Architecture], quoting: Bool, readsIndex: Bool = true,
                executable: String? = Bundle.main.executablePath) {
        keyedAt = Date()
        let rootURL = URL(fileURLWithPath: root).resolvingSymlinksInPath()
        let program = executable.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path } ?? "unknown"
        var lines = ["program " + program, "root " + rootURL.path, "quotes \(quoting)", "index \(readsIndex)"]
        for architecture in architectures {
            lines.append("architecture \(architecture.id) \(architecture.displayName) \(architecture.sourceFolder) "
                + "support \(architecture.supportModules) rules \(architecture.rules)")
        }
        file = rootURL.appendingPathComponent(".build/workbench/analysis-\(Self.name(of: lines.joined(separator: "\n"))).json").path
        // A build writes its program once: its time may be as new as it likes.
        lines.append("built \(FileStamp.of(program) ?? .missing)")
        var stamps: [(String, FileStamp)] = []
        for configuration in readsIndex ? IndexedReferences.storeCandidates(root: rootURL, executable: executable) : [] {
            // A unit is written to a new file and renamed into place, so the time of the folder
            // that holds the units moves with every unit written.
            let store = configuration.appendingPathComponent("index/store").path
            for version in ((try? FileManager.default.contentsOfDirectory(atPath: store)) ?? []).sorted() {
                let units = store + "/" + version + "/units"
                stamps.append(("store " + units, FileStamp.of(units) ?? .missing))
            }
            let confirmed = ConfirmedSources.path(storePath: store)
            lines.append("confirmed \(confirmed) " + (FileManager.default.contents(atPath: confirmed).map(SourceContents.hash) ?? "none"))
        }
        let sources = rootURL.appendingPathComponent("Sources").path
        let tree = FileStamp.tree(sources)
        // A source is named by its content: its time says nothing a reader can trust.
        for (path, stamp) in tree {
            let content = stamp.isFolder ? "folder" : FileManager.default.contents(atPath: sources + "/" + path).map(SourceContents.hash) ?? "unreadable"
            lines.append("source \(path) \(content)")
        }
        key = (lines + stamps.map { "\($0.0) \($0.1)" }).joined(separator: "\n")
        // Times still decide whether the key is kept: a store's units are known by their folder's time.
        newest = (stamps.map(\.1.modified) + tree.map(\.stamp.modified)).max() ?? .distantPast
    }

    /// The analysis kept under this key, or nil when there is none or it was made from anything else.
    public func load() -> SourceAnalysis? {
        guard let data = FileManager.default.contents(atPath: file),
              let kept = try? JSONDecoder().decode(Kept.self, from: data), kept.key == key else { return nil }
        // Found again, the analysis counts as used now when the folder is pruned.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file)
        return kept.analysis
    }

    /// Keeps `analysis` under this key, when its files have settled; a cache that cannot be
    /// written is only a slower next run, so failing to write it is not an error.
    public func save(_ analysis: SourceAnalysis) {
        guard keyedAt.timeIntervalSince(newest) >= Self.settleTime,
              let data = try? JSONEncoder().encode(Kept(key: key, analysis: analysis)) else { return }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
        pruneFolder()
    }

    /// Removes every analysis in this cache's folder but this one and the others used last, so
    /// that at most ``keptAnalyses`` remain; of two used at the same moment, the one whose name
    /// sorts first is kept. Other files in the folder are not the cache's to remove.
    private func pruneFolder() {
        let folder = (file as NSString).deletingLastPathComponent, own = (file as NSString).lastPathComponent
        let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0 != own && $0.hasPrefix("analysis-") && $0.hasSuffix(".json") }
        let others: [(name: String, used: Date)] = names.map { name in
            (name, FileStamp.of(folder + "/" + name)?.modified ?? .distantPast)
        }.sorted { $0.used != $1.used ? $0.used > $1.used : $0.name < $1.name }
        for stale in others.dropFirst(Self.keptAnalyses - 1) {
            try? FileManager.default.removeItem(atPath: folder + "/" + stale.name)
        }
    }

    private struct Kept: Codable {
        let key: String
        let analysis: SourceAnalysis
    }

    /// A short name for `text` that stays the same from run to run (FNV-1a, as `Hasher` is
    /// seeded afresh in every process).
    private static func name(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

/// A file's size and modification time to the nanosecond, as `stat` gives them.
struct FileStamp: CustomStringConvertible {
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    var modified: Date {
        Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
    }

    var description: String { "\(size) \(seconds).\(nanoseconds)" }

    /// Whether the stamp is a folder's.
    let isFolder: Bool

    static let missing = FileStamp(size: -1, seconds: 0, nanoseconds: 0, isFolder: false)

    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return FileStamp(size: Int64(info.st_size), seconds: time.tv_sec, nanoseconds: time.tv_nsec,
                         isFolder: info.st_mode & S_IFMT == S_IFDIR)
    }

    private static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Every file and folder under `folder`, by path relative to it, sorted.
    static func tree(_ folder: String) -> [(path: String, stamp: FileStamp)] {
        var found: [(path: String, stamp: FileStamp)] = []
        var folders = [""]
        while let relative = folders.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? folder : folder + "/" + relative)) ?? []
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                let stamp = of(folder + "/" + path) ?? .missing
                found.append((path, stamp))
                // A link to a folder is stamped as its folder, and not walked, so a loop of links ends.
                if stamp.isFolder, !isLink(folder + "/" + path) { folders.append(path) }
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
