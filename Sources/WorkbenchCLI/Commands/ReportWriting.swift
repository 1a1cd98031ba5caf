import Foundation
import ReportPages

/// Writing the teaching report's files, or checking them against what is there.
@MainActor
enum ReportWriting {
    /// The line a command prints about the report, and the status it adds.
    struct Outcome {
        let line: String
        let exitCode: ExitCode
    }

    /// Writes `files` into `folder`, or with `check` only compares them with what is there and
    /// says on standard error what is stale.
    /// A file that cannot be written is said on standard error and fails the command.
    static func writeOrCheck(_ files: ReportFiles, in folder: String, check: Bool, context: CommandContext) -> Outcome {
        guard check else {
            do {
                try files.write(to: folder)
            } catch {
                context.errors.write("error: cannot write the report to \"\(folder)\": \(reason(error))\n")
                return Outcome(line: "Report: not written.", exitCode: .failure)
            }
            return Outcome(line: "Report: " + ReportFiles.names.map { "\(folder)/\($0)" }.joined(separator: ", "), exitCode: .success)
        }
        let stale = files.staleness(in: folder)
        guard !stale.isEmpty else { return Outcome(line: "Report: \(folder)/ is current.", exitCode: .success) }
        context.errors.write("error: the report in \(folder)/ is not what this code writes:\n"
                             + stale.map { "  \($0)\n" }.joined()
                             + "Run 'swift run workbench compare' and commit \(folder)/.\n")
        return Outcome(line: "Report: \(folder)/ is stale.", exitCode: .failure)
    }

    /// What the file system said, without Foundation's error domain and code.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? nsError.localizedDescription
    }
}
