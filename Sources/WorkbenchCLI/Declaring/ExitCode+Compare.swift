import Harness
import Reports

extension ExitCode {
    /// The status of a comparison, as SPEC §8 gives it.
    init(_ report: CompareReport) {
        switch report.overall {
        case .allAgree: self = .success
        case .someFailed: self = .failure
        case .incomplete: self = .unreadableInput
        }
    }
}

extension ExitCode {
    /// The status the teaching report's outcome adds to a command's.
    init(_ outcome: ReportFilesOutcome) {
        self = outcome.fails ? .failure : .success
    }
}
