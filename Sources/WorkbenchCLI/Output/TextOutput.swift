import Bench
import Foundation
import Harness
import Metrics
import ReportPages
import Reports
import ScenarioLanguage
import Workbench

/// Where a command writes: standard output, standard error, or a buffer in tests.
public final class TextOutput: @unchecked Sendable {
    private let handle: FileHandle?
    /// What was written, when this output is a buffer.
    public private(set) var text = ""

    private init(handle: FileHandle?) {
        self.handle = handle
    }

    public static let standardOutput = TextOutput(handle: .standardOutput)
    public static let standardError = TextOutput(handle: .standardError)

    /// An output that keeps what is written, for tests.
    public static func buffer() -> TextOutput { TextOutput(handle: nil) }

    public func write(_ string: String) {
        if let handle { handle.write(Data(string.utf8)) } else { text += string }
    }
}
