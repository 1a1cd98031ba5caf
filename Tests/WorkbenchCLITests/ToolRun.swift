import ArchitectureKit
import Workbench
@testable import WorkbenchCLI

/// Runs the command line as a user would and keeps what it printed.
@MainActor
struct ToolRun {
    let status: Int32
    let output: String
    let errors: String

    init(_ arguments: [String], architectures: [any Architecture] = ArchitectureRegistry.all) {
        let output = TextOutput.buffer(), errors = TextOutput.buffer()
        status = WorkbenchTool(architectures: architectures, output: output, errors: errors).run(arguments)
        self.output = output.text
        self.errors = errors.text
    }
}
