import Foundation
import ReportPages
import Reports

/// Writing the teaching report's files, or checking them against what is there.
@MainActor
enum ReportWriting {
    /// Writes `files` into `folder` as one set, or with `check` only compares them with what is
    /// there and says on standard error what is stale. Either first finishes or clears what a
    /// write that was killed left there (``ReportFiles/recover(in:)``).
    /// A file that cannot be written is said on standard error; nothing is written then.
    ///
    /// - Parameter rewrite: The command that writes the report again, named when it is stale;
    ///   the committed report (the context's report folder) is also to be committed.
    static func writeOrCheck(_ files: ReportFiles, in folder: String, check: Bool, rewrite: String = "swift run workbench compare",
                             context: CommandContext) -> ReportFilesOutcome {
        do {
            if check { try ReportFiles.recover(in: folder) } else { try files.write(to: folder) }
        } catch {
            context.errors.write("error: cannot write the report to \"\(folder)\": \(error)\n")
            return .notWritten(folder: folder, reason: (error as? FileSystemFault)?.reason ?? "\(error)")
        }
        guard check else { return .written(folder: folder, files: ReportFiles.names) }
        let stale = files.staleness(in: folder)
        guard !stale.isEmpty else { return .current(folder: folder) }
        let isCommitted = context.reportDirectory.map { Preflight.isSamePath(folder, $0) } ?? false
        context.errors.write("error: the report in \(folder)/ is not what this code writes:\n"
                             + stale.map { "  \($0)\n" }.joined()
                             + "Run '\(rewrite)' " + (isCommitted ? "and commit \(folder)/.\n" : "to write it again.\n"))
        return .stale(folder: folder, problems: stale)
    }

    /// Writes the data a report section is drawn from (`changes.json`, `mutation.json`) at
    /// `path`, whole or not at all, and says so on standard error. False when it cannot be written.
    static func writeData(_ json: String, to path: String, context: CommandContext) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try json.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            context.errors.write("error: cannot write \(path): \(error.localizedDescription)\n")
            return false
        }
        context.errors.write("Report data: \(path) (run 'swift run workbench compare' to show it in the report)\n")
        return true
    }
}
