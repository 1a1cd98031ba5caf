import Foundation

/// The package's files as a change needs them (sources, tests, scenarios, `Package.swift`),
/// copied where patches can be applied without touching the working tree.
enum PackageCopy {
    /// What is copied from the package root.
    static let parts = ["Package.swift", "Sources", "Tests", "Scenarios"]

    /// Copies the package at `root` into `destination`, which is made anew; a part the package
    /// lacks is left out.
    static func copy(from root: String, to destination: String) throws {
        let files = FileManager.default
        try? files.removeItem(atPath: destination)
        try files.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for part in parts where files.fileExists(atPath: (root as NSString).appendingPathComponent(part)) {
            try files.copyItem(atPath: (root as NSString).appendingPathComponent(part),
                               toPath: (destination as NSString).appendingPathComponent(part))
        }
    }

    /// Makes `target` hold what `source` holds, writing only the files whose bytes differ and
    /// removing the ones `source` lacks, so a build kept in `target/.build` recompiles only the
    /// modules a patch changed. Names starting with `.build` are left alone.
    static func sync(_ source: String, into target: String) throws {
        let files = FileManager.default
        try files.createDirectory(atPath: target, withIntermediateDirectories: true)
        let wanted = Set(relativeFiles(in: source))
        for relative in wanted.sorted() {
            let from = (source as NSString).appendingPathComponent(relative)
            let to = (target as NSString).appendingPathComponent(relative)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: from))
            if files.contents(atPath: to) == bytes { continue }
            try files.createDirectory(atPath: (to as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try bytes.write(to: URL(fileURLWithPath: to))
        }
        for relative in relativeFiles(in: target) where !wanted.contains(relative) {
            try files.removeItem(atPath: (target as NSString).appendingPathComponent(relative))
        }
    }

    /// Every regular file under `folder`, relative to it, outside `.build*` folders.
    private static func relativeFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if (relative as NSString).lastPathComponent.hasPrefix(".build") {
                enumerator.skipDescendants()
                continue
            }
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular { found.append(relative) }
        }
        return found
    }
}
