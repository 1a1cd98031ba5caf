import CompilerIndex
import Foundation
import Testing

/// A package-shaped temporary folder whose Swift files the toolchain's `swiftc` compiles into
/// an index store where a SwiftPM debug build keeps one (`.build/debug/index/store`): one module
/// per call of ``compile(module:files:)``, each able to import those compiled before it.
final class IndexFixture {
    let folder: URL
    var store: String { IndexFreshness.storePath(packageRoot: folder.path) }
    private var outputs: URL { folder.appendingPathComponent("out") }

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("CompilerIndexTests-" + UUID().uuidString)
            .resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `files` (name → source) under `Sources/<module>/` and compiles them as one module.
    ///
    /// - Parameter succeeds: Whether the compilation is meant to succeed; one meant to fail is
    ///   expected to, having written what a failed build writes.
    /// - Returns: The absolute path of each file written, by its name.
    @discardableResult
    func compile(module: String, files: [String: String], succeeds: Bool = true) throws -> [String: String] {
        let paths = try write(module: module, files: files)
        try swiftc([
            "-parse-as-library", "-module-name", module, "-c",
            "-emit-module", "-emit-module-path", outputs.appendingPathComponent(module + ".swiftmodule").path,
            "-I", outputs.path,
            "-index-store-path", store, "-index-ignore-system-modules",
        ] + paths.keys.sorted().map { paths[$0]! }, succeeds: succeeds)
        return paths
    }

    /// Compiles as ``compile(module:files:succeeds:)`` does, then confirms the store as the
    /// workbench does after a build it saw succeed: each file hashed before the compilation and
    /// the same after it, with the record the store now names for it.
    @discardableResult
    func compileAndConfirm(module: String, files: [String: String]) throws -> [String: String] {
        // Hashed as they will be compiled: ``compile(module:files:succeeds:)`` writes the same text again.
        try write(module: module, files: files)
        let before = SourceContents.hashes(packageRoot: folder.path)
        let paths = try compile(module: module, files: files)
        let units = try IndexStore(path: store, library: IndexStoreLibrary()).units()
        try ConfirmedSources.confirming(before: before, after: SourceContents.hashes(packageRoot: folder.path), units: units)
            .save(storePath: store)
        return paths
    }

    /// Writes `files` (name → source) under `Sources/<module>/`.
    ///
    /// - Returns: The absolute path of each file written, by its name.
    @discardableResult
    private func write(module: String, files: [String: String]) throws -> [String: String] {
        let sources = folder.appendingPathComponent("Sources/" + module)
        var paths: [String: String] = [:]
        for (name, text) in files {
            let file = sources.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            paths[name] = file.path
        }
        return paths
    }

    /// Compiles `source` into a dynamic library of its own, with no index.
    ///
    /// - Returns: The library's path.
    func compileLibrary(named name: String, source: String) throws -> String {
        let file = folder.appendingPathComponent(name + ".swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let library = outputs.appendingPathComponent("lib" + name + ".so").path
        try swiftc(["-emit-library", "-parse-as-library", "-module-name", name, file.path, "-o", library])
        return library
    }

    private func swiftc(_ arguments: [String], succeeds: Bool = true) throws {
        let swiftc = try #require(Toolchain.swiftc(), "no swiftc on PATH or in a common toolchain folder: the index tests need the toolchain")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.currentDirectoryURL = outputs
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect((process.terminationStatus == 0) == succeeds, "swiftc \(succeeds ? "failed" : "succeeded"): \(message)")
    }
}
