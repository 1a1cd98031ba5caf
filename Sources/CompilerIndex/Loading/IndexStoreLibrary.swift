import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The toolchain's `libIndexStore`, opened with `dlopen` and called through the C functions
/// of `indexstore.h` that this module needs, looked up once with `dlsym`.
///
/// The header's handles (`indexstore_t`, readers, symbols, occurrences…) are all `void *`, its
/// enums and option sets plain integers, so each function's type can be written in Swift as a
/// `@convention(c)` type. The one struct it passes by value, `indexstore_string_ref_t`
/// (`const char *data; size_t length`), has the layout of POSIX's `iovec` (`void *iov_base;
/// size_t iov_len`), which Swift imports from the C library: the C calling convention passes
/// and returns two structs of the same layout the same way, so no C target is needed.
public final class IndexStoreLibrary: Sendable {
    /// The file that was opened.
    public let path: String
    let api: IndexStoreAPI

    /// Opens the library at `path`, or the first one ``IndexStoreLibrary/candidatePaths(environment:)`` finds.
    ///
    /// - Parameters:
    ///   - path: An explicit path to `libIndexStore.so` (`.dylib` on macOS); searched for when nil.
    ///   - environment: Where `WORKBENCH_LIBINDEXSTORE` and `PATH` are read from.
    /// - Throws: ``IndexStoreError/libraryNotFound(searched:)`` when no candidate exists,
    ///   ``IndexStoreError/libraryUnloadable(path:reason:)`` when `dlopen` refuses it,
    ///   ``IndexStoreError/symbolMissing(name:library:)`` when a function is not in it.
    public init(path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) throws(IndexStoreError) {
        let candidates = path.map { [$0] } ?? Self.candidatePaths(environment: environment)
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw .libraryNotFound(searched: candidates)
        }
        guard let handle = dlopen(found, RTLD_NOW | RTLD_LOCAL) else {
            throw .libraryUnloadable(path: found, reason: dlerror().map { String(cString: $0) } ?? "unknown reason")
        }
        self.path = found
        do {
            // Never closed once its functions are found: they are kept, so it stays loaded.
            self.api = try IndexStoreAPI(handle: handle, library: found)
        } catch {
            dlclose(handle)
            throw error
        }
    }

    /// Where the library is looked for, in order: `WORKBENCH_LIBINDEXSTORE`, then the `lib`
    /// folder beside the `swift` or `swiftc` found on `PATH`, then common toolchain places.
    public static func candidatePaths(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        var paths: [String] = []
        if let explicit = environment["WORKBENCH_LIBINDEXSTORE"], !explicit.isEmpty { paths.append(explicit) }
        for binary in Toolchain.executableCandidates(named: ["swiftc", "swift"], environment: environment) {
            let bin = URL(fileURLWithPath: binary).resolvingSymlinksInPath().deletingLastPathComponent()
            paths.append(bin.deletingLastPathComponent().appendingPathComponent("lib/" + fileName).path)
        }
        paths += Toolchain.commonLibraryFolders.map { $0 + "/" + fileName }
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    #if canImport(Darwin)
    static let fileName = "libIndexStore.dylib"
    #else
    static let fileName = "libIndexStore.so"
    #endif
}
