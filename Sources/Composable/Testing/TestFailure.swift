/// A failed assertion of a ``TestStore``: what went wrong, and the test line that asserted it.
public struct TestFailure: Equatable, Sendable {
    /// What went wrong, and for a state the lines that differ.
    public let message: String
    /// The call that failed: the `send`, `receive` or `finish()` of the test, or the send
    /// that started the work a test left behind.
    public let location: TestLocation

    public init(message: String, location: TestLocation) {
        self.message = message
        self.location = location
    }
}

/// A place in a test's source, as `#fileID`, `#filePath`, `#line` and `#column` give it.
public struct TestLocation: Equatable, Sendable {
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int

    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Where a ``TestStore`` reports its failures: the library knows no test framework, so a test
/// target routes them to its own (Swift Testing's `Issue.record`, XCTest's `XCTFail`).
public struct TestFailureReporter {
    let report: @MainActor (TestFailure) -> Void

    /// A reporter that calls `report` with every failure.
    public init(_ report: @escaping @MainActor (TestFailure) -> Void) {
        self.report = report
    }
}
