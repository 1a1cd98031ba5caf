import Foundation
@testable import Metrics
@testable import Reports
import Testing
import WorkbenchTestKit

struct CouplingTextTests {
    @Test func missingSourcesAreSaid() {
        let missing = CouplingAnalysis.analyse([DemoArchitecture()], root: "/nonexistent-package").architectures[0]
        #expect(CouplingText.text(CouplingReport(architectures: [missing])).contains("no sources at"))
    }

    @Test func theRenderingIsDeterministic() throws {
        let root = try DemoPackage.makePackage()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = CouplingAnalysis.analyse([DemoArchitecture()], root: root)
        let second = CouplingAnalysis.analyse([DemoArchitecture()], root: root)
        #expect(CouplingText.text(first) == CouplingText.text(second))
        #expect(CouplingText.json(first) == CouplingText.json(second))
    }
}
