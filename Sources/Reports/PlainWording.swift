import Diagnostics
import Domain
import Foundation
import Harness
import HeadlessUI
import ScenarioLanguage

/// The one plain-text wording of what the harness found, shared by the terminal and Markdown
/// reports: results carry data, and this is where they become sentences.
public enum PlainWording {
    /// What went wrong in a step: `expected search.status "3 songs", found "4 songs"`.
    public static func failure(_ problem: StepProblem) -> String {
        switch problem {
        case let .expectation(expected, found):
            expectation(expected, found: found)
        case let .leak(leak):
            self.leak(leak)
        case let .driver(error):
            error.description
        case let .runaway(taskLimit):
            "the main queue still had work after \(Counting.grouped(taskLimit)) tasks; something keeps rescheduling itself"
        case let .crash(end, lastStepReached):
            crash(end, lastStepReached: lastStepReached)
        }
    }

    // MARK: - Crashes

    /// `crashed with signal 11 (SIGSEGV) at step 4`, `exited with status 1 at step 4 without answering`,
    /// `made no progress for 120 s at step 4 and was stopped`; stuck before any architecture
    /// began, it says so instead of a step.
    private static func crash(_ end: ProcessEnd, lastStepReached step: Int) -> String {
        processEnd(end, at: " at step \(step)")
    }

    /// How a process ended without answering, `place` (` at step 4`) after what it did.
    static func processEnd(_ end: ProcessEnd, at place: String) -> String {
        switch end {
        case let .signal(signal): "crashed with signal \(signal)" + (signalNames[signal].map { " (\($0))" } ?? "") + place
        case let .exitStatus(status): "exited with status \(status)\(place) without answering"
        case let .noProgress(seconds): "made no progress for \(seconds) s\(place) and was stopped"
        case let .noProgressPreparing(seconds):
            "made no progress for \(seconds) s preparing the scenario (reading it, loading its fixtures) before any architecture "
                + "began, and was stopped; the same for every architecture, waited for once"
        case let .noProgressShared(seconds):
            "was not run\(place): the baseline and another architecture each made no progress there for \(seconds) s, "
                + "so it is taken to be stuck in code every architecture shares, and not waited for again"
        }
    }

    /// Under a table of work totals, what they leave out: `The totals leave out the run that
    /// crashed, whose counts went down with its process: MVB's on b.scenario.` Nil when none did.
    ///
    /// - Parameter crashed: Each architecture's name and the scenarios whose run on it crashed.
    public static func crashedRunsLeftOut(_ crashed: [(name: String, files: [String])]) -> String? {
        let named = crashed.filter { !$0.files.isEmpty }
        guard !named.isEmpty else { return nil }
        let runs = named.map { "\($0.name)'s on " + Spelling.listed($0.files, conjunction: "and") }.joined(separator: "; ")
        return named.map(\.files.count).reduce(0, +) == 1
            ? "The totals leave out the run that crashed, whose counts went down with its process: \(runs)."
            : "The totals leave out the runs that crashed, whose counts went down with their processes: \(runs)."
    }

    /// The signals a crashed or killed process most often ends with, as `kill -l` names them.
    private static let signalNames: [Int32: String] = [
        SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
        SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM",
    ]

    // MARK: - Expectations

    private static func expectation(_ expectation: Expectation, found: FoundValue) -> String {
        let expected = "expected " + self.expected(expectation)
        switch found {
        case let .screen(id): return "\(expected), found screen \(Snapshot.quoted(id))"
        case let .text(text): return "\(expected), found \(Snapshot.quoted(text))"
        case let .count(count), let .requests(count): return "\(expected), found \(count)"
        case let .rowField(value): return "\(expected), found \(shown(value))"
        case let .shownElement(kind): return "\(expected), but it is shown: \(kind)"
        case let .unreadable(error): return "\(expected), but \(error.description)"
        }
    }

    /// `search.status "3 songs"`, `screen "song"`, `no song.explicit`, `1 search request`.
    private static func expected(_ expectation: Expectation) -> String {
        switch expectation {
        case let .screen(id): "screen \(Snapshot.quoted(id))"
        case let .text(id, text): "\(id) \(Snapshot.quoted(text))"
        case let .count(id, count): "\(id) count \(count)"
        case let .row(id, row, field, value): "\(id)[\(row)].\(field.rawValue) \(shown(value))"
        case let .absent(id): "no \(id)"
        case let .requests(kind, count): "\(count) \(kind.rawValue) request\(count == 1 ? "" : "s")"
        }
    }

    /// A row field's text in quotes, or `none` for no artwork.
    private static func shown(_ value: String?) -> String {
        value.map(Snapshot.quoted) ?? "none"
    }

    // MARK: - Leaks

    private static func leak(_ leak: Leak) -> String {
        switch leak {
        case let .screen(screen):
            guard let controllerType = screen.controllerType else {
                return "screen \(Snapshot.quoted(screen.screenID)) was popped and its view controller released, but \(views(screen.views)) stayed alive"
            }
            let views = screen.views.isEmpty ? "" : ", with \(self.views(screen.views))"
            return "screen \(Snapshot.quoted(screen.screenID)) was popped but its \(controllerType) is still alive\(views)"
        case let .supportObjects(support):
            let count = support.count
            return "\(count) \(support.architecture) support object\(count == 1 ? " is" : "s are") still alive after the screen was popped "
                + "(\(support.before) before it was pushed, \(support.now) now)"
        }
    }

    /// `3 views (SongView, Label ×2)`
    private static func views(_ counts: [ViewCount]) -> String {
        let total = counts.map(\.count).reduce(0, +)
        let kinds = counts.map { $0.count == 1 ? $0.kind : "\($0.kind) ×\($0.count)" }.joined(separator: ", ")
        return "\(total) view\(total == 1 ? "" : "s") (\(kinds))"
    }
}
