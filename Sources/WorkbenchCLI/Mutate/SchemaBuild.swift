import Foundation
import Mutation

/// A target's sources rewritten with every mutant (``MutantSchema``) in a copy of the package,
/// built; a mutant whose schema does not compile is found from the compiler's errors, left
/// out, and the module built again.
struct SchemaBuild {
    /// The copy of the package the build happens in (absolute).
    let package: String
    let target: MutationTarget
    let log: (String) -> Void

    /// The mutants numbered from 1, in the order of the files and their text.
    private(set) var numbered: [(number: Int, mutant: Mutant)] = []
    /// The numbers of the mutants left out because their schema did not compile.
    private(set) var notCompiled: Set<Int> = []
    /// The target's sources as they were, by path from the package's root.
    private(set) var originalSources: [String: String] = [:]

    init(package: String, target: MutationTarget, operators: Set<MutationOperator>, limit: Int?, log: @escaping (String) -> Void) throws {
        self.package = package
        self.target = target
        self.log = log
        var found: [Mutant] = []
        for file in Self.swiftFiles(in: (package as NSString).appendingPathComponent(target.sourceFolder)) {
            let path = target.sourceFolder + "/" + file
            let text = try String(contentsOfFile: (package as NSString).appendingPathComponent(path), encoding: .utf8)
            originalSources[path] = text
            found += MutationPoints.mutants(in: text, file: path, operators: operators)
        }
        numbered = found.prefix(limit ?? found.count).enumerated().map { ($0.offset + 1, $0.element) }
    }

    /// Writes the schemata and builds the target's module until it compiles, then the whole
    /// package with its tests. Throws when an error belongs to no mutant.
    mutating func build() throws {
        while true {
            let schemata = try writeSchemata()
            let run = try Subprocess.run(["swift", "build", "--target", target.module] + Self.exportingSymbols, in: package)
            if run.status == 0 { break }
            let errors = Self.compilerErrors(in: run.output + run.errors, package: package)
            var dropped = Set<Int>()
            for error in errors {
                guard let schema = schemata[error.file],
                      let number = schema.mutants(atLine: error.line, column: error.column).first ?? schema.mutant(before: error.line, column: error.column)
                else { continue }
                dropped.insert(number)
            }
            guard !dropped.isEmpty else {
                throw MutationProblem.buildFailed(errors.isEmpty ? String((run.output + run.errors).suffix(1_000)) : errors.map(\.text).joined(separator: "\n"))
            }
            notCompiled.formUnion(dropped)
            log("\(target.name): \(dropped.count) mutants do not compile; building again without them")
        }
        let all = try Subprocess.run(["swift", "build", "--build-tests"] + Self.exportingSymbols, in: package)
        guard all.status == 0 else {
            let errors = Self.compilerErrors(in: all.output + all.errors, package: package)
            throw MutationProblem.buildFailed(errors.isEmpty ? String((all.output + all.errors).suffix(1_000)) : errors.map(\.text).joined(separator: "\n"))
        }
    }

    /// Every build of the copy exports the program's symbols, so that a worker finds the
    /// mutant switch by name (``MutantSwitch``); the same flags each time, or each build would
    /// link everything again.
    static let exportingSymbols = ["-Xlinker", "--export-dynamic"]

    /// Rewrites every file with the mutants still in, and writes the support file beside them.
    private func writeSchemata() throws -> [String: SchemaFile] {
        var schemata: [String: SchemaFile] = [:]
        for (path, text) in originalSources {
            let mutants = numbered.filter { $0.mutant.file == path && !notCompiled.contains($0.number) }
            let schema = MutantSchema.rewrite(text, mutants: mutants)
            schemata[path] = schema
            try schema.text.write(toFile: (package as NSString).appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let support = (package as NSString).appendingPathComponent(target.sourceFolder + "/" + MutantSchema.supportFileName)
        try MutantSchema.supportFile.write(toFile: support, atomically: true, encoding: .utf8)
        return schemata
    }

    /// One `file:line:column: error:` line of the compiler's, its file relative to the package.
    struct CompilerError {
        let file: String
        let line: Int
        let column: Int
        let text: String
    }

    static func compilerErrors(in output: String, package: String) -> [CompilerError] {
        var seen = Set<String>()
        return output.split(separator: "\n").filter { seen.insert(String($0)).inserted }.compactMap { line in
            guard let range = line.range(of: ": error: ") else { return nil }
            let place = line[..<range.lowerBound].split(separator: ":")
            guard place.count >= 3, let number = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { return nil }
            var file = place.dropLast(2).joined(separator: ":")
            if file.hasPrefix(package + "/") { file.removeFirst(package.count + 1) }
            return CompilerError(file: file, line: number, column: column, text: String(line).replacingOccurrences(of: package + "/", with: ""))
        }
    }

    /// The `.swift` files under `folder`, relative to it, sorted.
    static func swiftFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift"), (relative as NSString).lastPathComponent != MutantSchema.supportFileName { files.append(relative) }
        }
        return files.sorted()
    }
}

/// Why a mutation run could not go on.
enum MutationProblem: Error, CustomStringConvertible {
    case buildFailed(String)
    case baselineFails(target: String, suite: String)
    case cannotStart(String, errno: Int32)

    var description: String {
        switch self {
        case let .buildFailed(errors): "the mutated package does not build, and no mutant is to blame:\n\(errors)"
        case let .baselineFails(target, suite): "with no mutant on, \(suite) of \(target) fail: a mutant's outcome would mean nothing"
        case let .cannotStart(path, code): "cannot start \(path): \(String(cString: strerror(code)))"
        }
    }
}
