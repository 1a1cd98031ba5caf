@testable import Metrics
import Testing
import Workbench
import WorkbenchTestKit

struct ConcernExcerptsTests {
    private let source = """
        import Foundation

        final class SearchViewController {
            private var latest = 0

            // MARK: - Debounce

            /// Restarts the wait.
            func termChanged(_ text: String) {
                let braces = "{ not a brace }"
                schedule(braces)
            }

            // MARK: - Latest wins

            func answered(_ number: Int) {
                guard number == latest else { return }
            }
        }

        extension SearchViewController {
            // MARK: - Navigation
            func open() {
                push()
            }
        }
        """

    @Test func aMarkerAmongTabsAndUnicodeSpacesIsFoundAndBlankLinesAreLeftOut() throws {
        // A tab before the marker, a no-break space after it, and a last line of a tab and a space.
        let source = "struct S {\n\t// MARK: - Debounce\u{00A0}\n\tfunc wait() {}\n\t \n}\n"

        let excerpt = try #require(ConcernExcerpts.excerpts(of: "Debounce", in: source, file: "F.swift", role: "Views").first)

        #expect(excerpt.line == 2)
        #expect(excerpt.endLine == 3)
        #expect(excerpt.code == "\tfunc wait() {}")
    }

    @Test func aQuoteRunsToTheNextMarkAndSkipsBlankLinesAtEitherEnd() throws {
        let excerpt = try #require(ConcernExcerpts.excerpts(of: "Debounce", in: source, file: "F.swift", role: "ViewControllers").first)
        #expect(excerpt.line == 6)
        #expect(excerpt.endLine == 12)
        #expect(excerpt.code == """
            /// Restarts the wait.
            func termChanged(_ text: String) {
                let braces = "{ not a brace }"
                schedule(braces)
            }
            """)
        // The doc comment is no code: four lines of it are.
        #expect(excerpt.nloc == 4)
        #expect(excerpt.role == "ViewControllers")
    }

    @Test func aQuoteEndsWithTheTypeItStandsIn() throws {
        let latest = try #require(ConcernExcerpts.excerpts(of: "Latest wins", in: source, file: "F.swift", role: "ViewControllers").first)
        #expect(latest.code == "func answered(_ number: Int) {\n    guard number == latest else { return }\n}")
        let navigation = try #require(ConcernExcerpts.excerpts(of: "Navigation", in: source, file: "F.swift", role: "ViewControllers").first)
        #expect(navigation.line == 22)
        #expect(navigation.code == "func open() {\n    push()\n}")
        #expect(navigation.nloc == 3)
    }

    @Test func aMarkerNamedOtherwiseIsNotTheConcern() {
        #expect(ConcernExcerpts.excerpts(of: "Debounc", in: source, file: "F.swift", role: "ViewControllers").isEmpty)
        #expect(ConcernExcerpts.excerpts(of: "Live updates", in: source, file: "F.swift", role: "ViewControllers").isEmpty)
    }

    @Test(arguments: Concern.all)
    func everyArchitectureMarksEveryConcern(concern: Concern) {
        let tree = SourceTree(root: packageRoot)
        for architecture in ArchitectureRegistry.all {
            let found = ConcernExcerpts.find([concern.marker], in: architecture.sourceFolder, tree: tree)[concern.marker] ?? []
            #expect(!found.isEmpty, "\(architecture.displayName) has no // MARK: - \(concern.marker)")
            #expect(found.allSatisfy { !$0.code.isEmpty }, "\(architecture.displayName) marks \(concern.marker) over no code")
        }
    }
}
