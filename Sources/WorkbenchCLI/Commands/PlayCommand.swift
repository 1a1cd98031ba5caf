import Foundation
import LiveSearch

/// `workbench play ARCH`: one architecture driven by hand, a statement a line (SPEC §11).
enum PlayCommand: Command {
    static let name = "play"
    static let summary = "Drive one architecture by hand, a scenario statement a line, and record the session"
    static let discussion = """
        Reads scenario statements from standard input, one a line, and draws the top screen
        after each step: its title, every field, label and button, a table's visible rows
        (▣ when a row shows artwork, □ when it does not). given statements may come first; launch
        search | flights launches the app, and a step typed before any launch launches the
        search screen. A statement with a fault, or a step that cannot be carried out, is
        reported on standard error with its line and column, and the session goes on. Virtual
        time moves only with wait, unless --realtime makes it follow the clock. The session
        ends with the input (Ctrl-D on a terminal). On a terminal the screen is redrawn in
        place, under a prompt.
        """
    static let argument: ArgumentSpec? = ArgumentSpec(
        positionals: [.init(name: "arch", help: "The architecture to drive, such as mvb (swift run workbench list names them)")],
        described: "an architecture, such as mvb"
    )
    static let options = [
        OptionSpec("--record", .value, placeholder: "file", help: """
            Write the session to this file as a scenario: the statements carried out, then expect
            statements for what the last screen shows; it passes on every architecture
            """),
        OptionSpec("--realtime", .flag, help: "Virtual time follows the clock, between statements and during wait"),
        OptionSpec("--live", .flag, help: """
            The song search asks the iTunes Search API and artwork comes from its URLs, on real
            time: at most about 20 requests a minute, each answer kept for the session; a failed
            request shows the search's failure state and is told on standard error
            """),
        OptionSpec("--endpoint", .value, placeholder: "url", help: "Where --live finds the API (default: \(ITunesSongSource.defaultEndpoint))"),
    ]
    static let exitStatus = [
        ExitStatusSpec(.success, "The input ended; statements refused on the way do not change it."),
        ExitStatusSpec(.failure, "--record was given but the session never launched, so there was nothing to record."),
        ExitStatusSpec(.unreadableInput, "A fixture a given statement names cannot be read; the session ends at launch."),
    ]

    @MainActor
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode {
        let architecture = try context.select([arguments.argument ?? ""])[0]
        let record = arguments.value("--record")
        let live = try liveEndpoint(arguments)
        if let record {
            guard live == nil else { throw UsageError.recordOfLiveSession }
            try Preflight.requireWritableFile(record)
        }
        let settings = PlayLoop.Settings(realtime: arguments.flag("--realtime") || live != nil, record: record, live: live)
        return PlayLoop(architecture: architecture, settings: settings, context: context).run()
    }

    /// The endpoint `--live` asks, `--endpoint` or Apple's; nil without `--live`.
    private static func liveEndpoint(_ arguments: ParsedArguments) throws(UsageError) -> URL? {
        let endpoint = arguments.value("--endpoint")
        guard arguments.flag("--live") else {
            if endpoint != nil { throw .endpointWithoutLive }
            return nil
        }
        let written = endpoint ?? ITunesSongSource.defaultEndpoint
        guard let url = URL(string: written), ["http", "https"].contains(url.scheme ?? ""), url.host != nil, url.query == nil else {
            throw .badValue(option: "--endpoint", found: written, expected: "an http or https address such as http://127.0.0.1:8080")
        }
        return url
    }
}
