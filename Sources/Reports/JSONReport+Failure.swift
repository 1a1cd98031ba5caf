import Harness
import HeadlessUI
import ScenarioLanguage

extension JSONReport {
    /// One failure of one architecture, as data under stable keys: `kind`, `line`, `column`,
    /// `statement`, the problem's own fields (`expected` and `found`, `leak`, `driverError`,
    /// `taskLimit` or `crash`, whichever its kind has), and `message`, its plain wording for
    /// people reading the file.
    struct FailureEntry: Encodable {
        let architecture: String
        let kind: StepFailure.Kind
        let line: Int
        let column: Int
        let statement: String
        let message: String
        var expected: ValueEntry?
        var found: ValueEntry?
        var leak: LeakEntry?
        var driverError: DriverError?
        var taskLimit: Int?
        var crash: CrashEntry?

        init(architecture: String, failure: StepFailure, statement: String) {
            self.architecture = architecture
            kind = failure.kind
            line = failure.location.line
            column = failure.location.column
            self.statement = statement
            message = PlainWording.failure(failure.problem)
            switch failure.problem {
            case let .expectation(expected, found):
                self.expected = ValueEntry(expected)
                self.found = ValueEntry(found)
            case let .leak(leak):
                self.leak = LeakEntry(leak)
            case let .driver(error):
                driverError = error
            case let .runaway(taskLimit):
                self.taskLimit = taskLimit
            case let .crash(end, lastStepReached):
                crash = CrashEntry(end, step: lastStepReached)
            }
        }
    }

    /// What an `expect` asked for, or what it found: only the keys that apply are written.
    /// `none` stands for a row without artwork.
    struct ValueEntry: Encodable {
        var check: String?
        var screen: String?
        var element: String?
        var row: Int?
        var field: RowField.RawValue?
        var text: String?
        var none: Bool?
        var count: Int?
        var service: ServiceKind.RawValue?
        var requests: Int?
        var shown: String?
        var driverError: DriverError?
    }

    /// A screen's leak (`screen`, `controller` while it is alive, `views`) or the support
    /// objects an architecture did not give back (`architecture`, `before`, `now`).
    struct LeakEntry: Encodable {
        struct Views: Encodable {
            let kind: String
            let count: Int
        }

        var screen: String?
        var controller: String?
        var views: [Views]?
        var architecture: String?
        var before: Int?
        var now: Int?
    }

    /// How the process died (`signal`, `exitStatus` when it exited by itself, or
    /// `noProgressSeconds` when it was stopped for saying nothing that long, with
    /// `beforeAnyArchitecture` when that was while it prepared the scenario, which every
    /// architecture shares, or `sharedStall` when it was not run, the baseline and another
    /// architecture stuck at `step`) and the `step` it had reached.
    struct CrashEntry: Encodable {
        var signal: Int32?
        var exitStatus: Int32?
        var noProgressSeconds: Int?
        var beforeAnyArchitecture: Bool?
        var sharedStall: Bool?
        let step: Int

        init(_ end: ProcessEnd, step: Int) {
            switch end {
            case let .signal(signal): self.signal = signal
            case let .exitStatus(status): exitStatus = status
            case let .noProgress(seconds): noProgressSeconds = seconds
            case let .noProgressPreparing(seconds):
                noProgressSeconds = seconds
                beforeAnyArchitecture = true
            case let .noProgressShared(seconds):
                noProgressSeconds = seconds
                sharedStall = true
            }
            self.step = step
        }
    }
}

extension JSONReport.ValueEntry {
    /// The expected side: `check` names the kind of `expect`.
    init(_ expectation: Expectation) {
        switch expectation {
        case let .screen(id):
            self.init(check: "screen", screen: id)
        case let .text(id, text):
            self.init(check: "text", element: id, text: text)
        case let .count(id, count):
            self.init(check: "count", element: id, count: count)
        case let .row(id, row, field, value):
            self.init(check: "row", element: id, row: row, field: field.rawValue, text: value, none: value == nil ? true : nil)
        case let .absent(id):
            self.init(check: "absent", element: id)
        case let .requests(kind, count):
            self.init(check: "requests", service: kind.rawValue, requests: count)
        }
    }

    /// The found side.
    init(_ found: FoundValue) {
        switch found {
        case let .screen(id): self.init(screen: id)
        case let .text(text): self.init(text: text)
        case let .count(count): self.init(count: count)
        case let .rowField(value): self.init(text: value, none: value == nil ? true : nil)
        case let .requests(count): self.init(requests: count)
        case let .shownElement(kind): self.init(shown: kind)
        case let .unreadable(error): self.init(driverError: error)
        }
    }
}

extension JSONReport.LeakEntry {
    init(_ leak: Leak) {
        switch leak {
        case let .screen(screen):
            self.init(screen: screen.screenID, controller: screen.controllerType,
                      views: screen.views.map { Views(kind: $0.kind, count: $0.count) })
        case let .supportObjects(support):
            self.init(architecture: support.architecture, before: support.before, now: support.now)
        }
    }
}
