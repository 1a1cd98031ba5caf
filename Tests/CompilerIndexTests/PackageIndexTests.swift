import CompilerIndex
import Foundation
import Testing

/// This package's own index, the one the build that made these tests wrote: found beside the
/// test binary, which lives in the configuration's folder (`.build/<triple>/debug`) whatever
/// the scratch path.
@Suite struct PackageIndexTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The configuration folder holding the test binary (on Linux the running executable, on
    /// macOS the loaded `.xctest` bundle), found by walking up from it to an `index/store`.
    static func configurationFolder() throws -> URL {
        let binaries = [Bundle.main.executablePath].compactMap { $0 } + Bundle.allBundles.map(\.bundlePath).filter { $0.hasSuffix(".xctest") }
        for binary in binaries {
            var folder = URL(fileURLWithPath: binary)
            while folder.pathComponents.count > 1 {
                folder.deleteLastPathComponent()
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("index/store").path) { return folder }
            }
        }
        Issue.record("no index/store above the test binary: looked above \(binaries)")
        throw CancellationError()
    }

    @Test func thePackagesOwnIndexCoversEveryArchitecture() throws {
        let configuration = try Self.configurationFolder()
        let library = try IndexStoreLibrary()
        let freshness = try IndexFreshness.check(
            packageRoot: Self.packageRoot.path, scratchPath: configuration.deletingLastPathComponent().path,
            configuration: configuration.lastPathComponent, library: library
        )
        // No refresh confirmed the store this build wrote, so it is not trusted yet; but it
        // holds a record of every source.
        let missing = freshness.problems.filter { $0 == .notIndexed(path: $0.path) }
        #expect(freshness.storeExists && missing.isEmpty, "the index does not cover the sources: \(missing)")

        let sources = Self.packageRoot.appendingPathComponent("Sources").resolvingSymlinksInPath().path + "/"
        let started = Date()
        let store = try IndexStore(path: freshness.storePath, library: library)
        let units = try store.units()
        let files = try store.files { $0.hasPrefix(sources) }
        let seconds = Date().timeIntervalSince(started)
        // How long reading the sources' index takes; printed, not a test of speed.
        print("read \(units.count) units and \(files.count) files under Sources/ with \(files.map(\.occurrences.count).reduce(0, +)) occurrences in \(seconds) s")

        // Every architecture's files were read, each in its own module.
        let architectures = sources + "Architectures/"
        for architecture in ["MVC", "MVVM", "MVB", "MVVMC", "Binder", "Direct"] {
            let own = files.filter { $0.path.hasPrefix(architectures + architecture + "/") }
            #expect(!own.isEmpty, "no file of \(architecture) was indexed")
            #expect(own.allSatisfy { $0.moduleName == architecture }, "\(architecture)'s files are not all in its module")
        }
    }
}
