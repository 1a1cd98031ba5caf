import Foundation
import Testing
import Workbench
@testable import WorkbenchCLI
import WorkbenchTestKit

/// The package's own change requests against the package as it is now. `changes --check`
/// finds a patch that no longer applies too, but only after it builds every patched copy; an
/// edit to shared code whose lines a patch quotes as context is caught here, in seconds.
@MainActor
struct CommittedPatchesTests {
    @Test func everyChangeRequestsPatchesApplyToThePackageAsItIs() throws {
        let work = NSTemporaryDirectory() + "committed-patches-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: work) }
        let changes = try ChangeFolder.all(in: packageRoot)
        let architectures = ArchitectureRegistry.all
        // An architecture just added by the README's steps has no patches yet: not measured.
        let runner = ChangeRunner(packageRoot: packageRoot, workRoot: work, architectures: architectures,
                                  unmeasured: ChangeFolder.unmeasured(architectures.map(\.id), in: changes)) { _ in }
        #expect(!changes.isEmpty)
        for change in changes {
            let result = runner.prepare(change)
            let problems = result.problems + result.architectures.flatMap(\.problems)
            #expect(problems.isEmpty, "\(change.id): \(problems.joined(separator: "; "))")
        }
    }
}
