import ArchitectureKit
import Workbench
@testable import WorkbenchCLI

/// Runs the command line as a user would and keeps what it printed.
@MainActor
struct ToolRun {
    let status: Int32
    let output: String
    let errors: String

    /// - Parameters:
    ///   - reportDirectory: Where a full `compare` writes its report; none by default, so no
    ///     test writes into the package.
    ///   - build: The build the tool believes it is, for `bench --report`.
    ///   - width: The columns the output may take, as a terminal that wide would give them.
    ///   - input: What standard input holds, for `play`.
    init(_ arguments: [String], architectures: [any Architecture] = ArchitectureRegistry.all,
         reportDirectory: String? = nil, build: String = "debug", width: Int = TerminalWidth.fallback, input: String = "") {
        let output = TextOutput.buffer(), errors = TextOutput.buffer()
        let tool = WorkbenchTool(architectures: architectures, output: output, errors: errors, input: .text(input), width: width,
                                 reportDirectory: reportDirectory, build: build)
        status = tool.run(arguments)
        self.output = output.text
        self.errors = errors.text
    }
}
