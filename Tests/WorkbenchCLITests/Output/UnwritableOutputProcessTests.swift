import Foundation
import Testing
import WorkbenchTestKit

/// The built program, with its outputs redirected by a shell as a user's would be.
@Suite(.serialized)
struct UnwritableOutputProcessTests {
    @Test func resultsToAFullDiskAreOneLineOnStandardErrorAndStatus4() throws {
        let run = try ShellRun(#""$W" list > /dev/full"#)

        #expect(!run.endedBySignal)
        #expect(run.status == 4)
        #expect(withoutIndexNote(run.errors) == "error: cannot write to standard output: No space left on device\n")
    }

    @Test func resultsToAClosedDescriptorAreOneLineOnStandardErrorAndStatus4() throws {
        let run = try ShellRun(#""$W" list >&-"#)

        #expect(run.status == 4)
        #expect(run.errors == "error: cannot write to standard output: Bad file descriptor\n")
    }

    @Test func diagnosticsToAFullDiskEndWithStatus4() throws {
        let run = try ShellRun(#""$W" run no-such.scenario 2> /dev/full"#)

        #expect(!run.endedBySignal)
        #expect(run.status == 4)
        #expect(run.output.isEmpty)
    }

    @Test(arguments: ["", "trap '' PIPE; "])
    func aReaderThatWentAwayEndsTheProgramBySIGPIPEWithNothingSaid(ignoring: String) throws {
        // With SIGPIPE ignored, as it is while workers run, the program still ends by it.
        let run = try ShellRun(ignoring + #"exec "$W" list"#, readerGone: true)

        #expect(run.endedBySignal)
        #expect(run.status == SIGPIPE)
        #expect(run.errors.isEmpty)
    }

    @Test func compareWithWorkersToAFullDiskEndsWithStatus4() throws {
        let folder = try ScenarioFolder(["ok.scenario": "scenario \"Ok\"\nlaunch search\nexpect search.status \"Type to search\"\n"])
        defer { folder.remove() }

        let run = try ShellRun(#""$W" compare --no-timing --jobs 2 --arch mvc,mvb --scenarios "# + folder.path + " > /dev/full")

        #expect(run.status == 4)
        #expect(withoutIndexNote(run.errors) == "error: cannot write to standard output: No space left on device\n")
    }
}
