import Foundation

/// The content of every Swift file under a package's `Sources/`, as a hash a file: what the
/// index's freshness is judged on, since a file's time can be set to anything.
public enum SourceContents {
    /// Each Swift file's content hash, by absolute path with links resolved (as the index
    /// names files). A link is not a regular file and is left out, as Foundation's resource
    /// values have it.
    public static func hashes(packageRoot: String) -> [String: String] {
        let root = URL(fileURLWithPath: packageRoot).appendingPathComponent("Sources").resolvingSymlinksInPath().path
        guard let walk = FileManager.default.enumerator(atPath: root) else { return [:] }
        var hashes: [String: String] = [:]
        for case let relative as String in walk where relative.hasSuffix(".swift") {
            let path = root + "/" + relative
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                  let data = FileManager.default.contents(atPath: path) else { continue }
            hashes[path] = hash(data)
        }
        return hashes
    }

    /// The 64-bit FNV-1a hash of `data` and its length, in hexadecimal: the same from run to run
    /// (`Hasher` is seeded afresh in every process). It tells an edited file from the one that was
    /// indexed; it is not a cryptographic hash, made to resist a collision built on purpose.
    public static func hash(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16) + "-" + String(data.count)
    }
}
