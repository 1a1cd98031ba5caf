import CompilerIndex
import Foundation
import Metrics
import Testing

/// A package of a few modules written to a temporary folder and compiled with `swiftc` into
/// the index store a SwiftPM debug build would leave there, confirmed as `metrics
/// --refresh-index` confirms a build that succeeded: what the tests of the rules read through
/// the compiler's index stand on.
struct IndexedFixturePackage {
    /// One module: its name, its folder under the root, and its files by path in that folder.
    typealias Module = (name: String, folder: String, files: [String: String])

    let root: URL
    let modules: [Module]

    /// Writes `modules`' files under a new temporary folder named after `label`.
    init(_ label: String, modules: [Module]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)").resolvingSymlinksInPath()
        self.modules = modules
        for module in modules {
            for (name, source) in module.files {
                let file = root.appendingPathComponent(module.folder + "/" + name)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try source.write(to: file, atomically: true, encoding: .utf8)
            }
        }
    }

    /// Compiles the modules in order, each seeing those before it, and confirms the store.
    func compile() throws {
        let before = IndexRefreshing.sourcesBeforeBuild(root: root.path)
        let swiftc = try #require(Toolchain.swiftc(), "no swiftc: the rules read through the index need the toolchain")
        let outputs = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        for module in modules {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.currentDirectoryURL = outputs
            process.arguments = [
                "-parse-as-library", "-module-name", module.name, "-c",
                "-emit-module", "-emit-module-path", outputs.appendingPathComponent(module.name + ".swiftmodule").path,
                "-I", outputs.path, "-index-store-path", root.appendingPathComponent(".build/debug/index/store").path,
                "-index-ignore-system-modules",
            ] + module.files.keys.sorted().map { root.appendingPathComponent(module.folder + "/" + $0).path }
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "swiftc failed: \(message)")
        }
        try IndexRefreshing.confirmAfterSuccessfulBuild(root: root.path, before: before)
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
