import Foundation

/// Where a Swift toolchain's programs and libraries are, as a reader of the index looks for them.
public enum Toolchain {
    /// Folders a toolchain's `lib` folder is commonly found in when nothing on `PATH` leads to one:
    /// a toolchain installed under `/usr` (as the official Linux images do), Xcode's, and the
    /// macOS command-line tools'.
    public static let commonLibraryFolders = [
        "/usr/lib",
        "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib",
        "/Library/Developer/CommandLineTools/usr/lib",
    ]

    /// The first `swiftc` on `PATH`, else the one in a common toolchain's `bin` folder.
    ///
    /// - Returns: The path, or nil when there is no `swiftc` in any of those places.
    public static func swiftc(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let common = commonLibraryFolders.map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("bin/swiftc").path }
        return (executableCandidates(named: ["swiftc"], environment: environment) + common)
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The first `swift` driver on `PATH`, else the one in a common toolchain's `bin` folder:
    /// what builds a package.
    ///
    /// - Returns: The path, or nil when there is no `swift` in any of those places.
    public static func swift(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let common = commonLibraryFolders.map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("bin/swift").path }
        return (executableCandidates(named: ["swift"], environment: environment) + common)
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The executables called `names` in the folders of `PATH`, in `PATH`'s order, those that exist.
    static func executableCandidates(named names: [String], environment: [String: String]) -> [String] {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.flatMap { folder in names.map { folder + "/" + $0 } }
            .filter { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
