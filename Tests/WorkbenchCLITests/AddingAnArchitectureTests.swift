import ArchitectureKit
import Foundation
import Testing
import Workbench
import WorkbenchTestKit

/// The README's "Adding an architecture", held true of every architecture the registry lists:
/// each step left what the README says it leaves, so one added by those steps is checked here
/// like the others. `.ci/run` goes the whole way: in a copy of the package it adds a copy of
/// Direct by the steps (`.ci/add-architecture.py`), then runs the whole suite and `compare`.
@MainActor
struct AddingAnArchitectureTests {
    nonisolated static let ids = ArchitectureRegistry.all.map(\.id)

    private static func registered(_ id: String) throws -> any Architecture {
        try #require(ArchitectureRegistry.all.first { $0.id == id })
    }

    /// The module an architecture's type is declared in, and the type's name: `Direct`,
    /// `DirectArchitecture`.
    static func names(of architecture: any Architecture) -> (module: String, type: String) {
        let parts = String(reflecting: type(of: architecture)).split(separator: ".").map(String.init)
        return (parts.first ?? "", parts.last ?? "")
    }

    private static func read(_ path: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: packageRoot + "/" + path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The names in the `dependencies: [ … ]` list of `Package.swift`'s target `name`.
    static func dependencies(of name: String, in manifest: String) -> [String] {
        var rest = manifest[...]
        while let found = rest.range(of: "name: \"\(name)\",") {
            rest = rest[found.upperBound...]
            let after = rest.drop { $0.isWhitespace }
            guard after.hasPrefix("dependencies: ["), let end = after.firstIndex(of: "]") else { continue }
            return after[after.index(after.startIndex, offsetBy: 15)..<end].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
        }
        return []
    }

    @Test(arguments: ids)
    func itsFolderHoldsItsRolesAndAReadmeWithADiagram(id: String) throws {
        let architecture = try Self.registered(id)
        let roles = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + architecture.sourceFolder)
            .filter { Self.isFolder(architecture.sourceFolder + "/" + $0) }

        #expect(!roles.isEmpty, "\(architecture.sourceFolder) has no role folder")
        #expect(try Self.read(architecture.sourceFolder + "/README.md").contains("```mermaid"))
    }

    @Test(arguments: ids)
    func itsTargetIsOneOfTheWorkbenchsAndItHasATestTarget(id: String) throws {
        let module = Self.names(of: try Self.registered(id)).module
        let manifest = try Self.read("Package.swift")

        #expect(manifest.contains("path: \"\(try Self.registered(id).sourceFolder)\""))
        #expect(Self.dependencies(of: "Workbench", in: manifest).contains(module))
        #expect(manifest.contains(".testTarget(name: \"\(module)Tests\""))
        #expect(Self.isFolder("Tests/\(module)Tests"))
    }

    @Test(arguments: ids)
    func itsCompositionRootIsTheOneFileNamedForItAtItsFoldersRoot(id: String) throws {
        let architecture = try Self.registered(id)
        let (module, type) = Self.names(of: architecture)

        #expect(type == module + "Architecture")
        #expect(try Self.read("\(architecture.sourceFolder)/\(type).swift").contains("public struct \(type): Architecture {"))
        #expect(id == id.lowercased())
        #expect(architecture.whenToChoose?.isEmpty == false && !architecture.wiringRoles.isEmpty)
    }

    @Test func theBaselineIsRegisteredLastAndAlone() {
        #expect(ArchitectureRegistry.all.filter(\.isBaseline).count == 1)
        #expect(ArchitectureRegistry.all.last?.isBaseline == true)
        #expect(Set(Self.ids).count == Self.ids.count)
    }

    @Test(arguments: ids)
    func theReadmeListsItWithALinkToItsReadme(id: String) throws {
        #expect(try Self.read("README.md").contains("[its README](\(try Self.registered(id).sourceFolder)/README.md)"))
    }

    @Test(arguments: ids)
    func itIsMeasuredAndExplainedLikeTheOthers(id: String) throws {
        let architecture = try Self.registered(id)
        let metrics = ToolRun(["metrics", "--arch", id, "--package-path", packageRoot])
        let explained = ToolRun(["explain", id, "--package-path", packageRoot])

        #expect(metrics.status == 0)
        #expect(metrics.output.hasPrefix("\(architecture.displayName) — \(architecture.sourceFolder)"))
        #expect(explained.status == 0)
        #expect(explained.output.hasPrefix(architecture.displayName))
    }

    @Test func aTargetsDependenciesAreReadFromItsDeclarationNotFromAProductOfTheSameName() {
        let manifest = """
            .library(name: "Workbench", targets: ["Harness", "Workbench"]),
            .target(
                name: "Workbench",
                dependencies: ["ArchitectureKit", "MVC", "Direct"]
            ),
            .target(name: "Other", dependencies: ["Nothing"]),
            """

        #expect(Self.dependencies(of: "Workbench", in: manifest) == ["ArchitectureKit", "MVC", "Direct"])
        #expect(Self.dependencies(of: "Missing", in: manifest) == [])
    }
}
