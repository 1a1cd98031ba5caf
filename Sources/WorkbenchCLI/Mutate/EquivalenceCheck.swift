import Foundation
import Mutation

/// Trivial compiler equivalence: a survivor whose file, compiled optimised with the mutant
/// planted, gives the very object code the original file gives cannot be told from the
/// original by any test, so it is left out of the rates. Only survivors are compiled: a
/// mutant some suite caught behaves differently, so its code differs.
///
/// Each file is compiled alone (`swiftc -frontend -c -primary-file`), the module's other files
/// beside it as they were, with the flags the package's build gave the module; the original
/// and each mutant go to the same output path, which the object code's module hash includes.
struct EquivalenceCheck {
    /// The built copy of the package (absolute).
    let package: String
    let target: MutationTarget
    /// The target's sources as they were, by path from the package's root.
    let originalSources: [String: String]
    /// Where the files are written and compiled (absolute); made afresh.
    let scratch: String

    /// The numbers of the survivors whose object code equals the original's.
    func equivalent(_ survivors: [(number: Int, mutant: Mutant)]) throws -> Set<Int> {
        guard !survivors.isEmpty else { return [] }
        let compiler = try ModuleCompilation(module: target.module, package: package)
        try? FileManager.default.removeItem(atPath: scratch)
        for (path, text) in originalSources {
            let file = (scratch as NSString).appendingPathComponent(path)
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: false, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let sources = originalSources.keys.sorted().map { (scratch as NSString).appendingPathComponent($0) }
        let object = (scratch as NSString).appendingPathComponent("out.o")
        var equivalent = Set<Int>()
        for (path, mutants) in Dictionary(grouping: survivors, by: \.mutant.file).sorted(by: { $0.key < $1.key }) {
            guard let original = originalSources[path] else { continue }
            let file = (scratch as NSString).appendingPathComponent(path)
            guard let originalCode = try compiler.objectCode(of: file, among: sources, to: object, in: scratch) else { continue }
            for (number, mutant) in mutants {
                try mutant.applied(to: original).write(toFile: file, atomically: false, encoding: .utf8)
                if try compiler.objectCode(of: file, among: sources, to: object, in: scratch) == originalCode { equivalent.insert(number) }
            }
            try original.write(toFile: file, atomically: false, encoding: .utf8)
        }
        return equivalent
    }
}

/// How the package's build compiles one module, as its build manifest (`.build/debug.yaml`)
/// says, kept to what decides the object code: the target, language mode, package name,
/// search paths, conditions and the flags passed to the frontend.
struct ModuleCompilation {
    let compiler: String
    let module: String
    let flags: [String]

    init(module: String, package: String) throws {
        let manifest = (package as NSString).appendingPathComponent(".build/debug.yaml")
        let lines = try String(contentsOfFile: manifest, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let key = "  \"C.\(module)-"
        guard let start = lines.firstIndex(where: { $0.hasPrefix(key) && $0.hasSuffix("-debug.module\":") }),
              let argsLine = lines[start...].dropFirst().prefix(while: { $0.hasPrefix("    ") }).first(where: { $0.hasPrefix("    args: ") }),
              let arguments = try? JSONDecoder().decode([String].self, from: Data(argsLine.dropFirst("    args: ".count).utf8)),
              let compiler = arguments.first
        else { throw MutationProblem.buildFailed("the build manifest \(manifest) says nothing of how \(module) is compiled") }
        self.compiler = compiler
        self.module = module
        flags = Self.objectCodeFlags(Array(arguments.dropFirst()))
    }

    /// The flags of a driver's command line that reach the frontend and shape object code.
    static func objectCodeFlags(_ arguments: [String]) -> [String] {
        let withValue: Set<String> = ["-target", "-swift-version", "-package-name", "-I", "-module-cache-path", "-Xcc"]
        var flags: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if withValue.contains(argument), index + 1 < arguments.count {
                flags += [argument, arguments[index + 1]]
                index += 1
            } else if argument == "-Xfrontend", index + 1 < arguments.count {
                flags.append(arguments[index + 1])
                index += 1
            } else if argument.hasPrefix("-D") {
                flags.append(argument)
            }
            index += 1
        }
        return flags
    }

    /// `file`'s object code, optimised, the other `sources` beside it; nil when it does not compile.
    func objectCode(of file: String, among sources: [String], to output: String, in directory: String) throws -> Data? {
        let others = sources.filter { $0 != file }
        let run = try Subprocess.run([compiler, "-frontend", "-c", "-primary-file", file] + others + flags
                                     + ["-module-name", module, "-parse-as-library", "-O", "-o", output], in: directory)
        guard run.status == 0 else { return nil }
        return FileManager.default.contents(atPath: output)
    }
}
