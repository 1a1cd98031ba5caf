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

    @Test func theArchitecturesRoleEdgesKeepTheirDeclaredRolesApart() throws {
        let configuration = try Self.configurationFolder()
        let library = try IndexStoreLibrary()
        let freshness = try IndexFreshness.check(
            packageRoot: Self.packageRoot.path, scratchPath: configuration.deletingLastPathComponent().path,
            configuration: configuration.lastPathComponent, library: library
        )
        #expect(freshness.isFresh, "the index does not cover the sources: \(freshness.problems)")

        let sources = Self.packageRoot.appendingPathComponent("Sources").resolvingSymlinksInPath().path + "/"
        let started = Date()
        let store = try IndexStore(path: freshness.storePath, library: library)
        let units = try store.units()
        let files = try store.files { $0.hasPrefix(sources) }
        let seconds = Date().timeIntervalSince(started)
        // How long reading the sources' index takes; printed, not a test of speed.
        print("read \(units.count) units and \(files.count) files under Sources/ with \(files.map(\.occurrences.count).reduce(0, +)) occurrences in \(seconds) s")

        let architectures = sources + "Architectures/"
        var places: [String: RoleEdges.Place] = [:]
        for file in files where file.path.hasPrefix(architectures) {
            let parts = file.path.dropFirst(architectures.count).split(separator: "/").map(String.init)
            places[file.path] = RoleEdges.Place(module: parts[0], role: parts.count > 2 ? parts[1] : "(root)")
        }
        let edges = RoleEdges.edges(files: files, places: places)
        let roleEdges = Set(edges.compactMap { edge -> String? in
            guard case let .role(to) = edge.to else { return nil }
            return "\(edge.from) → \(to)"
        })

        // Every composition root makes the first screen of one of its own roles.
        for architecture in ["MVC", "MVVM", "MVB", "MVVMC", "Binder", "Direct"] {
            let root = RoleEdges.Place(module: architecture, role: "(root)")
            #expect(edges.contains { edge in
                if case let .role(to) = edge.to { edge.from == root && to.module == architecture } else { false }
            }, "\(architecture)'s composition root references none of its roles")
        }
        // No architecture references another.
        #expect(edges.filter { edge in
            if case let .role(to) = edge.to { to.module != edge.from.module } else { false }
        }.isEmpty)
        // The role rules the architectures declare (MVB, Binder, MVC, MVVM, MVVMC): none of these edges.
        let forbidden = [
            "MVB/Views → MVB/Models", "MVB/Views → MVB/Bindings", "MVB/Models → MVB/Bindings",
            "Binder/Views → Binder/Models", "Binder/Views → Binder/ViewControllers", "Binder/Views → Binder/Binders",
            "Binder/ViewControllers → Binder/Binders",
            "MVC/Views → MVC/Models", "MVC/Views → MVC/ViewControllers",
            "MVVM/Views → MVVM/Models", "MVVM/ViewModels → MVVM/ModelControllers",
            "MVVMC/Views → MVVMC/DataControllers", "MVVMC/Views → MVVMC/ViewControllers",
            "MVVMC/ViewModels → MVVMC/DataControllers", "MVVMC/ViewModels → MVVMC/ViewControllers",
        ]
        #expect(roleEdges.intersection(forbidden).sorted() == [])
    }
}
