import Composable
import Testing

extension TestFailureReporter {
    /// Every failure as a Swift Testing issue, at the line of the call that failed.
    static var issues: TestFailureReporter {
        TestFailureReporter { failure in
            Issue.record(
                Comment(rawValue: failure.message),
                sourceLocation: SourceLocation(
                    fileID: failure.location.fileID, filePath: failure.location.filePath,
                    line: failure.location.line, column: failure.location.column
                )
            )
        }
    }
}

/// The failures of a test store, kept for the test to assert instead of failing the test.
@MainActor
final class FailureRecorder {
    private(set) var failures: [TestFailure] = []

    var messages: [String] { failures.map(\.message) }
    var lines: [Int] { failures.map(\.location.line) }

    var reporter: TestFailureReporter {
        TestFailureReporter { [self] in failures.append($0) }
    }
}
