import Foundation

// The executable only connects the tool to the process: arguments in, exit status out.
let tool = WorkbenchTool(
    output: .standardOutput,
    errors: .standardError,
    isTerminal: isatty(STDERR_FILENO) != 0 && isatty(STDOUT_FILENO) != 0,
    environment: ProcessInfo.processInfo.environment,
    reportDirectory: "Reports",
    workers: WorkerLauncher.thisProgram()
)
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
