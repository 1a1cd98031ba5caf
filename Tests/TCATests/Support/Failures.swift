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
