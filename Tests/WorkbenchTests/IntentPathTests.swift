import ArchitectureKit
import Foundation
@testable import Harness
@testable import Reports
@testable import ScenarioLanguage
import SourceFacts
import Testing
import Workbench
import WorkbenchTestKit

/// The search path each architecture tells is checked against its sources: every step names a
/// type declared where the step says it lives, so renaming or moving a type breaks the path.
struct IntentPathTests {
    nonisolated static let architectureIDs = ArchitectureRegistry.all.map(\.id)

    @Test(arguments: architectureIDs)
    func everyStepNamesATypeDeclaredInItsRoleFolder(architecture id: String) throws {
        let architecture = try #require(ArchitectureRegistry.all.first { $0.id == id })

        let misplaced = Self.undeclaredSteps(of: architecture.searchPath, sourceFolder: architecture.sourceFolder)

        #expect(misplaced.isEmpty, "\(misplaced.map { "\($0.type) is not declared under \(Self.folder(of: $0, sourceFolder: architecture.sourceFolder))" })")
    }

    @Test(arguments: architectureIDs)
    func thePathRunsFromTheFieldThroughTheServiceToTheTable(architecture id: String) throws {
        let path = try #require(ArchitectureRegistry.all.first { $0.id == id }).searchPath

        #expect(path.intent == "Type a search term and see the songs found")
        // Short enough to read as one story: VIPER's, whose answer comes back through its
        // interactor and presenter to the view, is the longest at ten.
        #expect((5...10).contains(path.steps.count), "\(path.steps.count) steps")
        #expect(path.steps.first.map { [$0.role, $0.type] } == ["HeadlessUI", "TextField"])
        #expect(path.steps.contains { $0.role == "Domain" && $0.type == "SongSearchService" })
        #expect(path.steps.last.map { [$0.role, $0.type] } == ["HeadlessUI", "TableView"])
        #expect(path.steps.allSatisfy { !$0.does.isEmpty })
    }

    @Test func aTypeThatIsNotDeclaredInItsRoleFolderIsReported() {
        let path = IntentPath("Type a search term and see the songs found", steps: [
            IntentStep("HeadlessUI", "TextField", "sends an editing-changed action for every edit"),
            IntentStep("ViewControllers", "SearchViewControler", "is misspelt"),
            IntentStep("Views", "SearchViewController", "lives in another folder"),
            IntentStep("Domain", "SongSearchService", "searches"),
            IntentStep("HeadlessUI", "TableView", "shows the rows"),
        ])

        let misplaced = Self.undeclaredSteps(of: path, sourceFolder: "Sources/Architectures/MVC")

        #expect(misplaced.map(\.type) == ["SearchViewControler", "SearchViewController"])
    }

    @Test func aTypeNestedInAnExtensionIsFoundByItsQualifiedName() {
        let path = IntentPath("Type a search term and see the songs found", steps: [
            IntentStep("ViewModels", "SongCell.ViewModel", "formats a row"),
            IntentStep("ViewModels", "SongCell.Model", "does not exist"),
        ])

        let misplaced = Self.undeclaredSteps(of: path, sourceFolder: "Sources/Architectures/MVVM")

        #expect(misplaced.map(\.type) == ["SongCell.Model"])
    }

    // MARK: - Reading the sources

    /// The steps whose type no Swift file under the step's folder declares.
    static func undeclaredSteps(of path: IntentPath, sourceFolder: String) -> [IntentStep] {
        path.steps.filter { step in
            !declaredTypes(under: folder(of: step, sourceFolder: sourceFolder)).contains(step.type)
        }
    }

    /// Where a step's type must be declared: a shared module for `HeadlessUI` and `Domain`,
    /// otherwise the architecture's folder of that role.
    static func folder(of step: IntentStep, sourceFolder: String) -> String {
        ["HeadlessUI", "Domain"].contains(step.role) ? "Sources/" + step.role : sourceFolder + "/" + step.role
    }

    /// The qualified names of the types declared in the Swift files under `folder`, relative
    /// to the package root: `SearchView`, `SongCell.ViewModel`.
    static func declaredTypes(under folder: String) -> Set<String> {
        let base = (packageRoot as NSString).appendingPathComponent(folder)
        let paths = (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
        var names: Set<String> = []
        for relative in paths {
            guard let data = FileManager.default.contents(atPath: base + "/" + relative) else { continue }
            let facts = FileFacts(path: folder + "/" + relative, source: String(decoding: data, as: UTF8.self))
            names.formUnion(facts.declarations.filter(\.kind.isType).map(\.qualifiedName))
        }
        return names
    }
}
