import Foundation
import Testing
@testable import WorkbenchCLI
import WorkbenchTestKit

@MainActor
@Suite struct MetricsCommandTests {
    @Test func metricsExitsWithOneWhenARuleIsBrokenAndNamesTheLine() throws {
        let root = try DemoPackage.makePackage()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = TextOutput.buffer()
        // A terminal wide enough for every line whole.
        let status = WorkbenchTool(architectures: [DemoArchitecture()], output: output, width: 1000).run(["metrics", "--package-path", root])
        #expect(status == 1)
        #expect(output.text.contains("    ✗ broken    Views do not reference Models\n        Sources/Architectures/Demo/Views/SearchView.swift:3  references SearchModel (role Models)\n"))
        // Held: view models are values, no import of another architecture, the concerns' markers
        // (the demo marks none). Broken: the two of its own, models import UI, time, and every
        // class (none of the demo's counts itself).
        #expect(output.text.contains("\n3 rules held, 5 broken, 1 unchecked\n"))
        // No build of the demo package left an index: the lexer judged, and the command that
        // lets the index judge is given.
        #expect(output.text.hasSuffix("\nThe lexer judged Demo; to judge on the compiler's index, "
            + "`swift run workbench metrics --refresh-index` builds what it cannot be trusted for and confirms it.\n"))
    }

    @Test func metricsRejectsAnUnknownFormat() {
        let errors = TextOutput.buffer()
        let status = WorkbenchTool(architectures: [DemoArchitecture()], errors: errors).run(["metrics", "--format", "xml"])
        #expect(status == 2)
        #expect(errors.text.contains("unknown format \"xml\""))
    }
}
