import ArchitectureKit
@testable import Metrics
import SourceFacts
import Testing

/// "Every class counts itself among the objects alive", on small modules written here.
@Suite struct CountedClassesTests {
    static func file(_ path: String, module: String, role: String = "(root)", _ source: String) -> SourceFile {
        SourceFile(path: path, module: module, role: role, source: source, facts: FileFacts(path: path, source: source))
    }

    static let shared = [
        file("Sources/HeadlessUI/View.swift", module: "HeadlessUI", """
            open class View {}
            open class ViewController {}
            open class TableViewCell: View {}
            """),
        file("Sources/ArchitectureKit/CountedObject.swift", module: "ArchitectureKit", "open class CountedObject {}\n"),
        file("Sources/Domain/Cache.swift", module: "Domain", "public final class Cache {}\npublic struct Song {}\n"),
        file("Sources/Support/DisposeBag.swift", module: "Support", "public final class DisposeBag {}\n"),
    ]

    static let app = file("Sources/Architectures/App/Models/Model.swift", module: "App", role: "Models", """
        import ArchitectureKit
        import Domain
        import HeadlessUI
        import Support

        final class Cell: TableViewCell {}
        final class Model: CountedObject {}
        class Base: CountedObject {}
        final class Derived: Base {}
        final class Loose {}
        final class Holder: CountedObject {
            let cache = Cache()
            let bag = DisposeBag()
            let cell = Cell()
            let song = Song()
            final class Inner {}
        }
        """)

    @Test func everyClassDeclaredOrCreatedThatCountsItselfNowhereIsABreak() {
        let files = Self.shared + [Self.app]
        let resolver = TypeResolver(files: files)
        var context = RuleContext(module: "App", files: [Self.app], references: [LexerReferences.references(of: Self.app, resolver: resolver)],
                                  extensionSites: [[]], otherArchitectures: [])
        context.supportModules = ["Support"]
        context.lineage = ClassLineage(files: files, resolver: resolver)
        let breaks = RuleChecker.breaks(of: .everyClassInherits(fromAnyOf: CommonRules.countedClasses), in: context)
        // Counted: Cell (TableViewCell is a View), Model, Base, Derived (through Base), Holder.
        // Loose (line 10) and Holder.Inner (16) inherit from nothing; Holder creates Domain's
        // Cache (12), which counts itself nowhere; the support library's DisposeBag is counted
        // apart, Cell is counted, Song is a value.
        #expect(breaks.map { "\($0.line) \($0.finding)" } == [
            "10 \(RuleFinding.uncountedClass(name: "Loose"))",
            "16 \(RuleFinding.uncountedClass(name: "Holder.Inner"))",
            "12 \(RuleFinding.uncountedClass(name: "Cache"))",
        ])
    }

    @Test func theLineageFollowsSuperclassesAcrossModules() {
        let files = Self.shared + [Self.app]
        let lineage = ClassLineage(files: files, resolver: TypeResolver(files: files))
        #expect(lineage.inherits("App.Derived", fromAnyOf: ["ArchitectureKit.CountedObject"]))
        #expect(lineage.inherits("App.Cell", fromAnyOf: ["HeadlessUI.View"]))
        #expect(!lineage.inherits("App.Cell", fromAnyOf: ["HeadlessUI.ViewController"]))
        #expect(!lineage.inherits("App.Loose", fromAnyOf: ["ArchitectureKit.CountedObject"]))
    }
}
