import Foundation
import Mutation
import Testing
@testable import WorkbenchCLI

/// Trivial compiler equivalence on a module of one file, written here: a mutant the optimiser
/// compiles away is equivalent, one that changes what a function returns is not.
struct EquivalenceCheckTests {
    @Test func aMutantTheOptimiserCompilesAwayIsEquivalentAndOneThatChangesAResultIsNot() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("equivalence-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: package) }
        let source = """
            public func answer() -> Int {
                let unused = 1 < 2
                _ = unused
                return 42
            }

            public func isBefore(_ a: Int, _ b: Int) -> Bool { a < b }

            """
        // What a package's build manifest says of the module: the compiler and its flags.
        let manifest = """
            commands:
              "C.Tiny-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                args: ["swiftc","-module-name","Tiny","-swift-version","6","-DSWIFT_PACKAGE","-Onone","-enable-testing"]

            """
        try FileManager.default.createDirectory(atPath: package + "/.build", withIntermediateDirectories: true)
        try manifest.write(toFile: package + "/.build/debug.yaml", atomically: true, encoding: .utf8)
        let path = "Sources/Tiny/Tiny.swift"
        let mutants = MutationPoints.mutants(in: source, file: path, operators: [.relational])
        #expect(mutants.map(\.line) == [2, 7])
        let check = EquivalenceCheck(package: package, target: MutationTarget(library: "Tiny", usedBy: []),
                                     originalSources: [path: source], scratch: package + "/equivalence")
        #expect(try check.equivalent([(1, mutants[0]), (2, mutants[1])]) == [1])
    }

    @Test func onlyTheFlagsThatShapeObjectCodeAreKept() {
        let arguments = ["-module-name", "MVC", "-emit-module", "-output-file-map", "map.json", "-I", "Modules", "-target",
                         "x86_64-unknown-linux-gnu", "-Onone", "-Xfrontend", "-enable-cross-import-overlays", "-DSWIFT_PACKAGE",
                         "-swift-version", "6", "-g", "-Xcc", "-fPIC", "-package-name", "package", "-module-cache-path", "Cache"]
        #expect(ModuleCompilation.objectCodeFlags(arguments) == [
            "-I", "Modules", "-target", "x86_64-unknown-linux-gnu", "-enable-cross-import-overlays", "-DSWIFT_PACKAGE",
            "-swift-version", "6", "-Xcc", "-fPIC", "-package-name", "package", "-module-cache-path", "Cache",
        ])
    }
}
