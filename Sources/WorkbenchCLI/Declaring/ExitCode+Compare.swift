import Harness

extension ExitCode {
    /// The status of a comparison: unreadable input (the run is incomplete) outranks a
    /// divergence or failure, which outranks success.
    init(_ report: CompareReport) {
        if report.unreadableCount > 0 {
            self = .unreadableInput
        } else if report.divergedCount > 0 || report.failedCount > 0 {
            self = .failure
        } else {
            self = .success
        }
    }
}
