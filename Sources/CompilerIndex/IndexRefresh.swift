import Foundation

/// Builds a package so that its index store is written afresh for every source it cannot be
/// trusted for, then confirms the store (``ConfirmedSources``) when the build succeeded.
///
/// `swift build` alone cannot be relied on for this: it compiles nothing when its build folder
/// says the sources are built, so a deleted store stays deleted, and a file edited without a
/// change to its time and size is never compiled again. The refresh removes the object file of
/// each source the store cannot be trusted for, which makes the build compile exactly those again
/// (and rewrite their records), and hashes every source before the build and after it.
public enum IndexRefresh {
    /// What a refresh did.
    public struct Outcome: Sendable {
        /// The sources whose object file was removed so that the build compiled them again, by path.
        public let recompiled: [String]
        /// The build's exit status: 0 when it succeeded, and only then is the store confirmed.
        public let buildStatus: Int32
        /// Everything the build printed.
        public let buildOutput: String
        /// The store's freshness once the build ended.
        public let freshness: IndexFreshness
    }

    /// Builds the package at `packageRoot` into `scratchPath` in `configuration`, and confirms
    /// its index store when the build succeeds.
    ///
    /// - Parameters:
    ///   - scratchPath: The build folder, absolute (`…/.build`).
    ///   - configuration: `debug` or `release`.
    ///   - swift: The `swift` driver that builds (``Toolchain/swift(environment:)``).
    /// - Throws: ``IndexStoreError`` when the store cannot be read; an error of `Process` when
    ///   the build cannot be started; an error of writing when the confirmation cannot be kept.
    public static func run(packageRoot: String, scratchPath: String, configuration: String, swift: String,
                           library: IndexStoreLibrary) throws -> Outcome {
        let store = IndexFreshness.storePath(packageRoot: packageRoot, scratchPath: scratchPath, configuration: configuration)
        let before = SourceContents.hashes(packageRoot: packageRoot)
        let untrusted = try IndexFreshness.check(units: units(in: store, library: library), storePath: store, packageRoot: packageRoot)
            .problems.map(\.path)
        let configurationFolder = URL(fileURLWithPath: store).deletingLastPathComponent().deletingLastPathComponent()
        let objects = objectFiles(in: configurationFolder)
        for path in untrusted {
            if let object = objects[path] { try? FileManager.default.removeItem(atPath: object) }
        }
        let (status, output) = try build(packageRoot: packageRoot, scratchPath: scratchPath, configuration: configuration, swift: swift)
        let units = try units(in: store, library: library)
        if status == 0 {
            let confirmed = ConfirmedSources.confirming(before: before, after: SourceContents.hashes(packageRoot: packageRoot), units: units)
            try confirmed.save(storePath: store)
        }
        let freshness = IndexFreshness.check(units: units, storePath: store, packageRoot: packageRoot)
        return Outcome(recompiled: untrusted, buildStatus: status, buildOutput: output, freshness: freshness)
    }

    /// The build folder and configuration a program was built into, when it lies in a SwiftPM
    /// build folder: the program sits in `<scratch>/<triple>/<configuration>/`, and SwiftPM keeps
    /// `<configuration>.yaml` at the top of the scratch folder.
    public static func buildFolder(ofExecutable executable: String) -> (scratchPath: String, configuration: String)? {
        let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        let configuration = folder.lastPathComponent
        var scratch = folder.deletingLastPathComponent()
        for _ in 0..<2 {
            if FileManager.default.fileExists(atPath: scratch.appendingPathComponent(configuration + ".yaml").path) {
                return (scratch.path, configuration)
            }
            scratch.deleteLastPathComponent()
        }
        return nil
    }

    private static func units(in store: String, library: IndexStoreLibrary) throws(IndexStoreError) -> [IndexUnit] {
        FileManager.default.fileExists(atPath: store) ? try IndexStore(path: store, library: library).units() : []
    }

    /// The object file each source compiles to, by source path, as the output file maps SwiftPM
    /// writes for each module (`<Module>.build/output-file-map.json`) name them.
    static func objectFiles(in configurationFolder: URL) -> [String: String] {
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: configurationFolder.path)) ?? []
        var objects: [String: String] = [:]
        for module in modules.sorted() where module.hasSuffix(".build") {
            let map = configurationFolder.appendingPathComponent(module + "/output-file-map.json").path
            guard let data = FileManager.default.contents(atPath: map),
                  let outputs = try? JSONDecoder().decode([String: [String: String]].self, from: data) else { continue }
            for (source, files) in outputs {
                if let object = files["object"] { objects[URL(fileURLWithPath: source).resolvingSymlinksInPath().path] = object }
            }
        }
        return objects
    }

    private static func build(packageRoot: String, scratchPath: String, configuration: String, swift: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["build", "--package-path", packageRoot, "--scratch-path", scratchPath, "-c", configuration]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // Read to the end before waiting: a build that fills the pipe would otherwise never end.
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, printed)
    }
}
