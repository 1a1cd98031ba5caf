import ArchitectureKit
import Diagnostics
import Foundation
import Harness
import LiveSearch
import Reports
import ScenarioLanguage
import VirtualTime

/// A `play` session: reads a statement a line, performs it on one architecture, draws the
/// screen, and keeps what was carried out for `--record`.
@MainActor
final class PlayLoop {
    struct Settings {
        /// Whether virtual time follows the clock.
        var realtime: Bool
        /// Where the session is written as a scenario; nil writes none.
        var record: String?
        /// Where the live search API is; nil searches the catalog.
        var live: URL?
    }

    private let architecture: any Architecture
    private let settings: Settings
    private let context: CommandContext
    private var typed: TypedScenario
    private var session: PlaySession?
    private var recording: PlayRecording
    private var clock: PlayClock?
    private var connection: LiveConnection?
    /// On a terminal, the last diagnostic, shown again under the screen each redraw clears.
    private var lastMessage = ""
    private var drawnScreen: ShownScreen?

    /// How messages name the input when the session is not recorded. A recorded session's
    /// statements are said to be in the file it is recorded in, so that the fixtures its
    /// `given` statements name are found where the recording will look for them.
    static let inputName = "<stdin>"

    init(architecture: any Architecture, settings: Settings, context: CommandContext) {
        self.architecture = architecture
        self.settings = settings
        self.context = context
        typed = TypedScenario(name: "", file: settings.record ?? Self.inputName)
        recording = PlayRecording(name: "Played on \(architecture.displayName)")
    }

    /// Runs the session until the input ends.
    func run() -> ExitCode {
        if context.isInteractive { redraw() }
        do throws(ExitCode) {
            while true {
                let read = context.input.next(waitingAtMost: settings.realtime ? PlayClock.tick : nil)
                followClock()
                switch read {
                case .end: return finish()
                case .nothingYet: if context.isInteractive, session?.screen != drawnScreen { redraw() }
                case let .line(line): try handle(line)
                }
            }
        } catch {
            return error
        }
    }

    // MARK: - One line

    private func handle(_ line: String) throws(ExitCode) {
        if !typed.isLaunched, TypedScenario.beginsAStep(line) {
            typed.launch(.search)
            try start(.search)
        }
        let statement: TypedScenario.Statement
        do throws(SourceDiagnostic) {
            statement = try typed.read(line)
        } catch {
            report(error)
            return
        }
        switch statement {
        case .nothing: break
        case let .declaration(text): recording.append(text)
        case let .launch(screen): try start(screen)
        case let .step(step): perform(step)
        }
    }

    /// Builds the world the statements so far set up and shows the first screen.
    private func start(_ screen: LaunchScreen) throws(ExitCode) {
        let prepared: PreparedScenario
        do throws(SourceDiagnostic) {
            prepared = try ScenarioRunner.prepare(try typed.scenario(), fixtures: FixtureStore())
        } catch {
            context.errors.write(error.description + "\n")
            throw .unreadableInput
        }
        recording.append("launch \(screen.rawValue)")
        session = PlaySession(prepared, architecture: architecture, services: connectLive)
        if settings.realtime { clock = PlayClock() }
        draw(after: "launch \(screen.rawValue)")
    }

    /// With `--live`, gives the search and the artwork loader their live sources.
    private func connectLive(_ environment: AppEnvironment) {
        guard let endpoint = settings.live else { return }
        let connection = LiveConnection()
        environment.songSearch.source = ITunesSongSource(endpoint: endpoint, connection: connection)
        environment.artwork.source = LiveArtworkSource(connection: connection)
        self.connection = connection
    }

    private func perform(_ step: Step) {
        guard let session else { return }
        if case let .wait(duration) = step.action, let clock {
            // On real time, waiting is the clock's doing; the recording keeps the time it took.
            clock.wait(duration) { followClock() }
            draw(after: step.statement)
            return
        }
        let before = session.now
        if let problem = session.perform(step) {
            let location = switch problem {
            case .step(.driver), .unknownFlight: step.subjectLocation
            default: step.location
            }
            report(typed.diagnostic(at: location, PlayWording.problem(problem)))
            return
        }
        if clock != nil { recordTime(upTo: before) }
        recording.append(step.statement)
        if clock != nil { recordedTime = session.now }
        if case .expect = step.action { return }
        draw(after: step.statement)
    }

    // MARK: - Time

    /// The virtual time the recording has accounted for so far.
    private var recordedTime: Duration = .zero

    /// On real time, a `wait` in the recording for the time that passed since the last
    /// statement recorded, so that a replay performs each statement at the same virtual time.
    private func recordTime(upTo now: Duration) {
        guard now > recordedTime else { return }
        recording.append("wait \((now - recordedTime).formattedMilliseconds)")
        recordedTime = now
    }

    /// On real time, moves virtual time to the clock's, then shows the live answers that
    /// arrived and tells the requests that failed.
    private func followClock() {
        guard let clock, let session else { return }
        let now = clock.elapsed
        if now > session.now { session.advance(by: now - session.now) }
        guard let connection else { return }
        connection.deliverArrived()
        session.drain()
        for problem in connection.takeProblems() {
            let message = "warning: " + PlayWording.liveProblem(problem) + "\n"
            if context.isInteractive { lastMessage = message } else { context.errors.write(message) }
        }
    }

    // MARK: - Output

    private func draw(after statement: String) {
        guard let session else { return }
        if context.isInteractive { return redraw() }
        context.output.write(PlayScreenText.step(statement, screen: session.screen, at: session.now))
    }

    /// Clears the terminal and draws the screen, the last diagnostic and the prompt.
    private func redraw() {
        drawnScreen = session?.screen
        context.output.write(PlayScreenText.clear)
        if let session, let screen = drawnScreen {
            context.output.write(PlayScreenText.render(screen, at: session.now))
        } else {
            context.output.write(PlayScreenText.welcome)
        }
        context.errors.write(lastMessage)
        context.output.write(PlayScreenText.prompt)
    }

    private func report(_ diagnostic: SourceDiagnostic) {
        let message = diagnostic.description + "\n"
        if context.isInteractive {
            lastMessage = message
            redraw()
        } else {
            context.errors.write(message)
        }
    }

    // MARK: - The end

    private func finish() -> ExitCode {
        if context.isInteractive { context.output.write("\n") }
        guard let path = settings.record else { return .success }
        guard let session else {
            context.errors.write("error: nothing to record in \(path): the session never launched\n")
            return .failure
        }
        if clock != nil { recordTime(upTo: session.now) }
        do {
            try recording.text(endingOn: session.screen).write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            context.errors.write("error: cannot write \(path): \(error.localizedDescription)\n")
            return .unwritableOutput
        }
        return .success
    }
}
