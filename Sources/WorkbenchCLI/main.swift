import Foundation

// The executable only connects the tool to the process: arguments in, exit status out.
StandardDescriptors.reserve()
let environment = ProcessInfo.processInfo.environment
let tool = WorkbenchTool(
    output: .standardOutput,
    errors: .standardError,
    input: .standardInput,
    isInteractive: isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0,
    isTerminal: isatty(STDERR_FILENO) != 0 && isatty(STDOUT_FILENO) != 0,
    environment: environment,
    width: TerminalWidth.resolve(environment: environment, terminalColumns: TerminalWidth.standardOutputColumns),
    reportDirectory: "Reports",
    workers: WorkerLauncher.thisProgram()
)
let status = tool.run(Array(CommandLine.arguments.dropFirst()))
// A reader that went away ends the program as it ends any Unix tool: by SIGPIPE, quietly. The
// signal may have been ignored while workers ran, so the program raises it now.
if status == ExitCode.closedPipe.status {
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
}
exit(status)
