import Foundation
import Testing
@testable import WorkbenchCLI
import WorkbenchTestKit

/// An output that cannot be written never crashes the program: a full disk or a closed
/// descriptor ends the command with one line on standard error, where that can still be
/// written, and status 4; a reader that went away ends it quietly, by SIGPIPE.
@MainActor
struct UnwritableOutputTests {
    /// `/dev/full`, on which every write fails with `ENOSPC`.
    private static func fullDisk(_ name: String) -> TextOutput {
        TextOutput(descriptor: open("/dev/full", O_WRONLY | O_CLOEXEC), name: name)
    }

    /// A pipe whose reader has gone. SIGPIPE is ignored, as the program does while workers
    /// run: the write then fails with `EPIPE` instead of ending the test process.
    private static func closedPipe(_ name: String) -> TextOutput {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        close(ends[0])
        return TextOutput(descriptor: ends[1], name: name)
    }

    @Test func aFailedWriteIsKeptAndWhatFollowsItIsDropped() {
        let output = Self.fullDisk("standard output")

        output.write("one\n")
        output.write("two\n")

        #expect(output.failure == OutputFailure(output: "standard output", error: ENOSPC))
        #expect(output.failure?.description == "cannot write to standard output: No space left on device")
    }

    @Test func aDescriptorOpenOnlyForReadingFailsAsAClosedOneDoes() {
        // What StandardDescriptors leaves on a descriptor the program started without.
        let output = TextOutput(descriptor: open("/dev/null", O_RDONLY | O_CLOEXEC), name: "standard output")

        output.write("one\n")

        #expect(output.failure?.description == "cannot write to standard output: Bad file descriptor")
    }

    @Test func resultsOnAFullDiskEndTheCommandWithOneLineOnStandardErrorAndStatus4() {
        let errors = TextOutput.buffer()
        let tool = WorkbenchTool(output: Self.fullDisk("standard output"), errors: errors)

        #expect(tool.run(["list"]) == 4)
        #expect(errors.text == "error: cannot write to standard output: No space left on device\n")
    }

    @Test func diagnosticsOnAFullDiskEndTheCommandWithStatus4AndNothingElse() {
        let output = TextOutput.buffer(), errors = Self.fullDisk("standard error")
        let tool = WorkbenchTool(output: output, errors: errors)

        #expect(tool.run(["lsit"]) == 4)
        #expect(errors.failure?.error == ENOSPC)
        #expect(output.text.isEmpty)
    }

    @Test func aReaderThatWentAwayEndsTheCommandQuietlyWithTheStatusOfSIGPIPE() {
        let errors = TextOutput.buffer()
        let tool = WorkbenchTool(output: Self.closedPipe("standard output"), errors: errors)

        #expect(tool.run(["list"]) == 128 + SIGPIPE)
        #expect(errors.text.isEmpty)
    }

    @Test func aCommandWhoseWritesAllWentThroughEndsWithItsOwnStatus() {
        let run = ToolRun(["list", "--scenarios", "/no/such/folder"])
        #expect(run.status == 2)
    }
}
