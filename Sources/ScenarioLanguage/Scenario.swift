import ArchitectureKit
import Diagnostics
import Domain

/// A parsed scenario file (SPEC §4): its set-up, the screen it launches on, and its steps.
public struct Scenario: Sendable {
    /// The file as the user named it, for messages: `Scenarios/search/debounce.scenario`.
    public let file: String
    /// The scenario's full text, without a byte-order mark it began with.
    public var source: String { text.text }
    public let name: String
    /// Where the name stands: the opening quote of the `scenario` statement's string.
    public let nameLocation: SourceLocation
    public let tags: [String]
    public let setup: Setup
    public let launch: LaunchScreen
    /// Where `launch` stands; it is step 0 of every run.
    public let launchLocation: SourceLocation
    public let steps: [Step]
    /// The index in ``steps`` of the first step after `measure`: the operation a benchmark
    /// times. The steps before it set the operation up. Nil when the scenario has no `measure`.
    public let measuredFrom: Int?
    /// The folder its fixtures must stay inside: the one it was loaded with, or, for a
    /// scenario parsed alone, the one its file gives (``SuiteFolder/init(around:packageFolder:)``).
    public var suite: SuiteFolder { loadedSuite ?? SuiteFolder(around: file) }
    /// The source cut into lines once: every step's record quotes one.
    private let text: ScenarioText
    private let loadedSuite: SuiteFolder?

    init(file: String, suite: SuiteFolder?, text: ScenarioText, name: String, nameLocation: SourceLocation, tags: [String], setup: Setup,
         launch: LaunchScreen, launchLocation: SourceLocation, steps: [Step], measuredFrom: Int? = nil) {
        self.file = file
        loadedSuite = suite
        self.text = text
        self.name = name
        self.nameLocation = nameLocation
        self.tags = tags
        self.setup = setup
        self.launch = launch
        self.launchLocation = launchLocation
        self.steps = steps
        self.measuredFrom = measuredFrom
    }

    /// The quoted source line at `location`, with a caret, and the message.
    public func diagnostic(at location: SourceLocation, _ message: String) -> SourceDiagnostic {
        text.diagnostic(file: file, at: location, message)
    }

    /// The statement on a line, as written, without its comment and its line ending.
    public func statementText(line: Int) -> String {
        text.statement(line: line)
    }
}

/// The `given` statements: the world a scenario runs in.
public struct Setup: Sendable {
    public enum CatalogSource: Sendable, Equatable {
        case standard
        case file(String, at: SourceLocation)
        case synthetic(count: Int, seed: UInt64)
    }

    public enum FlightsSource: Sendable, Equatable {
        case standard
        case file(String, at: SourceLocation)
    }

    public var catalog: CatalogSource = .standard
    public var flights: FlightsSource = .standard
    public var searchLatency: Duration = .milliseconds(200)
    public var searchLatencyByTerm: [String: Duration] = [:]
    public var artworkLatency: Duration = .milliseconds(100)
    public var artworkLatencyByURLEnding: [String: Duration] = [:]
    public var flightsLatency: Duration = .milliseconds(150)
    public var limit = 50
    public var viewport = 10
    /// `fail next` statements written before `launch`, in order.
    public var failuresBeforeLaunch: [ServiceKind] = []

    public init() {}
}

/// The model controllers a scenario can talk about (`fail next`, `expect requests`).
public enum ServiceKind: String, Sendable, CaseIterable, Codable {
    case search, artwork, flights
}

/// One statement after `launch`.
public struct Step: Sendable {
    public let action: Action
    /// Where the statement starts.
    public let location: SourceLocation
    /// Where its subject (element, flight) stands, for runtime errors.
    public let subjectLocation: SourceLocation
    /// The statement as written, without its comment: what reports quote for the step.
    public let statement: String

    public enum Action: Sendable, Equatable {
        case type(element: String, text: String, every: Duration)
        case replace(element: String, text: String)
        case tap(element: String)
        case tapRow(element: String, row: Int)
        case scroll(element: String, row: Int)
        case back
        case wait(Duration)
        case settle
        case failNext(ServiceKind)
        case push(flight: String, status: FlightStatus)
        /// `push N updates`: a generated live feed (see ``LiveFeed``).
        case pushUpdates(count: Int)
        case expect(Expectation)
    }
}

/// What an `expect` statement checks.
public enum Expectation: Sendable, Equatable, Codable {
    /// `expect screen song`
    case screen(String)
    /// `expect search.status "3 songs"`: a label's or field's text, a button's title, an image's source.
    case text(element: String, String)
    /// `expect search.results count 3`
    case count(element: String, Int)
    /// `expect search.results[0].title "Hey Jude"`; artwork may be `none`.
    case row(element: String, row: Int, field: RowField, String?)
    /// `expect no song.explicit`: absent or hidden.
    case absent(element: String)
    /// `expect requests search 1`
    case requests(ServiceKind, Int)
}

/// The fields of a table row a scenario can read.
public enum RowField: String, Sendable, CaseIterable, Codable {
    case title, subtitle, detail, artwork
}
