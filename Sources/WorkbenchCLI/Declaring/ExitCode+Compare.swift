import Harness

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
