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
    /// - Returns: The absolute path of each file written, by its name.
    @discardableResult
    func compile(module: String, files: [String: String]) throws -> [String: String] {
        let sources = folder.appendingPathComponent("Sources/" + module)
        var paths: [String: String] = [:]
        for (name, text) in files {
            let file = sources.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            paths[name] = file.path
        }
        try swiftc([
            "-parse-as-library", "-module-name", module, "-c",
            "-emit-module", "-emit-module-path", outputs.appendingPathComponent(module + ".swiftmodule").path,
            "-I", outputs.path,
            "-index-store-path", store, "-index-ignore-system-modules",
        ] + paths.keys.sorted().map { paths[$0]! })
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

    private func swiftc(_ arguments: [String]) throws {
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
        #expect(process.terminationStatus == 0, "swiftc failed: \(message)")
    }
}
