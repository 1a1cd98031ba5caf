import Foundation
import Testing
import Workbench
import WorkbenchTestKit

/// `play` at a terminal, and on real time.
@MainActor
struct PlayTerminalTests {
    /// The one test through a pseudo-terminal (`script` gives the program one): the screen is
    /// cleared and drawn in place under a prompt, a refused line is shown under the screen,
    /// and Ctrl-D at the start of a line ends the session.
    @Test func atATerminalTheScreenIsRedrawnInPlaceUnderAPrompt() throws {
        let run = try ShellRun("printf 'type search.term \"queen\"\\nwait 600ms\\nwiat\\n\\004' | script -qec \"$W play mvb\" /dev/null")
        let clear = "\u{1B}[H\u{1B}[2J"

        #expect(run.status == 0, "\(run.errors)")
        // Four screens (the welcome, launch, type, wait), each after a clear; then the last
        // one again, under the refused line's message.
        #expect(run.output.components(separatedBy: clear).count == 6)
        // The terminal echoes what was typed ahead before the first screen.
        #expect(run.output.contains(clear + "Type scenario statements, one a line"))
        let last = try #require(run.output.components(separatedBy: clear).last)
        #expect(last.hasPrefix("Search   (search, at 600ms)\r\nsearch.results  table, 4 rows\r\n"))
        #expect(last.hasSuffix("<stdin>:3:1: error: unknown statement \"wiat\"; did you mean \"wait\"?\r\n    wiat\r\n    ^\r\n› \r\n"))
    }

    @Test func onRealTimeTheRecordingKeepsTheTimeThatPassedAndReplaysOnEveryArchitecture() throws {
        let folder = try ScenarioFolder(["songs.json": PlayCommandTests.catalog])
        defer { folder.remove() }
        let recorded = folder.file("realtime.scenario")

        let play = ToolRun(["play", "binder", "--realtime", "--record", recorded],
                           input: "given catalog \"songs.json\"\ntype search.term \"song\"\nwait 700ms\n")
        let text = try String(contentsOfFile: recorded, encoding: .utf8)
        let replay = ToolRun(["run", recorded])

        #expect(play.status == 0)
        // The time the clock gave the session is kept as waits: at least the 700 ms waited.
        let waited = text.split(separator: "\n").filter { $0.hasPrefix("wait ") }
            .compactMap { Int($0.dropFirst("wait ".count).dropLast("ms".count)) }.reduce(0, +)
        #expect(waited >= 700)
        #expect(text.contains("expect search.status \"2 songs\"\n"))
        #expect(replay.status == 0, "\(replay.output)")
    }
}
