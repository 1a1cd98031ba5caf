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
