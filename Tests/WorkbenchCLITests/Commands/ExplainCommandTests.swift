import Testing
import Workbench
import WorkbenchTestKit

@MainActor
struct ExplainCommandTests {
    @Test func explainTellsThePatternRolesRulesPathAndConcerns() {
        let run = ToolRun(["explain", "mvb", "--package-path", packageRoot])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let text = run.output
        #expect(text.hasPrefix("MVB\nAfter “Model-View-Binding (Searchy)”"))
        #expect(text.contains("\nRoles (Sources/Architectures/MVB):\n  Bindings "))
        #expect(text.contains("SearchBinding"))
        #expect(text.contains("\nRules:\n  ✓ Views do not reference Models\n      because "))
        #expect(text.contains("\nType a search term and see the songs found, step by step:\n  1. TextField "))
        #expect(text.contains("\n  Debounce                Views/SearchView.swift:"))
    }

    /// At 60 columns every line fits, and a role's long list of types goes on under the list.
    @Test func explainFitsTheWidth() throws {
        let lines = ToolRun(["explain", "mvb", "--package-path", packageRoot], width: 60).output.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 60 })
        // The longest role name is ViewControllers, 15: the types start at 2 + 15 + 2 + "4 files, ", and
        // the next line under the files, at 2 + 15 + 2 + 2 = 21.
        let models = try #require(lines.firstIndex { $0.hasPrefix("  Models           ") })
        #expect(lines[models + 1].hasPrefix(String(repeating: " ", count: 21)))
        #expect(lines[models + 1].dropFirst(21).first?.isLetter == true)
    }

    @Test(arguments: ArchitectureRegistry.all.map(\.id))
    func everyArchitectureExplainsEveryConcernWithAPlace(id: String) {
        let run = ToolRun(["explain", id, "--package-path", packageRoot])
        #expect(run.status == 0)
        #expect(!run.output.contains("(no marker)"))
        #expect(!run.output.contains("BROKEN"))
    }

    @Test(arguments: [
        (["explain"], "error: explain needs an architecture, such as mvb"),
        (["explain", "mvvn"], "error: unknown architecture \"mvvn\"; did you mean \"mvvm\"?"),
        (["explain", "mvb", "mvc"], "error: explain takes one <arch>, found 2 arguments"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) {
        let run = ToolRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix(message + "\n"), "\(run.errors)")
    }
}
