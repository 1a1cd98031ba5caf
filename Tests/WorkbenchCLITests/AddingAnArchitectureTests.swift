import ArchitectureKit
import HeadlessUI
import MVC
import ScenarioLanguage
import Testing
import Workbench
import WorkbenchTestKit

/// The README's "Adding a sixth architecture", proven: a copy of MVC under its own id is
/// registered beside the others, and the whole suite, the metrics and `explain` run on it.
struct SixthArchitecture: Architecture {
    private let original = MVCArchitecture()

    let id = "sixth"
    let displayName = "Sixth"
    let summary = "A copy of MVC registered under its own name, as the walkthrough's first step."
    var seed: Seed { original.seed }
    var rules: [ArchitectureRule] { original.rules }
    var searchPath: IntentPath { original.searchPath }
    // A real sixth architecture has its own folder; the copy reads MVC's.
    var sourceFolder: String { original.sourceFolder }

    @MainActor
    func makeRoot(_ screen: LaunchScreen, environment: AppEnvironment) -> ViewController {
        original.makeRoot(screen, environment: environment)
    }
}

@MainActor
struct AddingAnArchitectureTests {
    private let registered = ArchitectureRegistry.all + [SixthArchitecture()]

    @Test func theCopyAgreesWithEveryArchitectureOnEveryScenario() throws {
        let library = try ScenarioLibrary.load(directory: packageRoot + "/Scenarios")
        let run = ToolRun(["compare", "--scenarios", packageRoot + "/Scenarios", "--package-path", packageRoot, "--no-timing"],
                          architectures: registered)
        let count = library.entries.count
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix("\(count) scenarios × \(registered.count) architectures: \(count) pass, 0 fail, 0 diverge, 0 unreadable\n"))
    }

    @Test func theCopyIsMeasuredAndExplainedLikeTheOthers() {
        let metrics = ToolRun(["metrics", "--arch", "sixth", "--package-path", packageRoot], architectures: registered)
        #expect(metrics.status == 0)
        #expect(metrics.output.hasPrefix("Sixth — Sources/Architectures/MVC"))
        let explained = ToolRun(["explain", "sixth", "--package-path", packageRoot], architectures: registered)
        #expect(explained.status == 0)
        #expect(explained.output.hasPrefix("Sixth\n"))
    }
}
