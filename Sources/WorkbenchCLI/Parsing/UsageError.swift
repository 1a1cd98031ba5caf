import Diagnostics

/// A command line that does not fit, found before any work starts (exit status 2). The cases
/// carry the offending input; ``description`` is the one place they are worded.
enum UsageError: Error, Equatable {
    case noCommand
    case unknownCommand(String, suggestions: [String])
    case unknownOption(String, command: String, suggestions: [String])
    case missingValue(option: String)
    case flagWithValue(option: String)
    /// `--arch mvc,,mvb`: a list with an empty item.
    case emptyListItem(option: String, list: String)
    /// `--arch mvc,mvc`: a list naming one item twice.
    case duplicateListItem(option: String, item: String)
    case unexpectedArgument(command: String, found: String)
    case missingArgument(command: String, described: String)
    case extraArguments(command: String, described: String, count: Int)
    /// A value outside what the option takes: `expected` says what it takes.
    case badValue(option: String, found: String, expected: String)
    case unknownFormat(String, allowed: [OutputFormat])
    case unknownArchitecture(String, suggestions: [String], known: [String])
    /// `changes --change ID` naming no folder under `Scenarios/changes/`.
    case unknownChange(String, suggestions: [String], known: [String])
    case noScenarioFolder(String)
    /// `compare --scenarios Scenarios/search/typing.scenario`: a file where a folder was expected.
    case scenarioFolderIsAFile(String)
    case emptyScenarioFolder(String)
    case noScenarioFile(String)
    /// `run Scenarios/search`: a folder where one file was expected.
    case scenarioFileIsAFolder(String)
    case noPackage(String)
    case unwritableFolder(String, reason: String)
    /// `play --endpoint URL` without `--live`.
    case endpointWithoutLive
    /// `play --live --record FILE`: live answers cannot be replayed.
    case recordOfLiveSession
    /// `play --record FILE` where no file can be written.
    case unwritableFile(String, reason: String)
    /// `compare --check` of a filtered run, which has no report of its own to check unless `--out` names one.
    case checkOfFilteredRun
    /// A run filtered by `--arch` or `--scenarios` whose `--out` is the full report's folder.
    case filteredRunOverFullReport(folder: String)
    /// `--check` or `--report` with no folder to read or write the report in.
    case needsReportFolder(option: String)
    case noBaseline
    /// `bench --report` from a debug build, whose figures would understate the support libraries.
    case reportNeedsOptimisedBuild
    /// `bench --report` on part of the suite, some architectures only, or other sizes.
    case reportOfFilteredRun
}

extension UsageError: CustomStringConvertible {
    var description: String {
        switch self {
        case .noCommand:
            "no command given"
        case let .unknownCommand(name, suggestions):
            "unknown command \"\(name)\"" + Spelling.hint(suggestions)
        case let .unknownOption(name, command, suggestions):
            "unknown option \"\(name)\" for \(command)" + Spelling.hint(suggestions)
        case let .missingValue(option):
            "\(option) needs a value"
        case let .flagWithValue(option):
            "\(option) takes no value"
        case let .emptyListItem(option, list):
            "\(option) has an empty item in \"\(list)\"; separate the items with single commas"
        case let .duplicateListItem(option, item):
            "\(option) names \"\(item)\" twice; name each once"
        case let .unexpectedArgument(command, found):
            "\(command) takes no arguments, found \"\(found)\""
        case let .missingArgument(command, described):
            "\(command) needs \(described)"
        case let .extraArguments(command, described, count):
            "\(command) takes \(described), found \(count) arguments"
        case let .badValue(option, found, expected):
            "\(option) expects \(expected), found \"\(found)\""
        case let .unknownFormat(name, allowed):
            "unknown format \"\(name)\"; expected \(allowed.map(\.rawValue).joined(separator: ", "))"
        case let .unknownArchitecture(name, suggestions, known):
            "unknown architecture \"\(name)\"" + (suggestions.isEmpty ? "; known: \(known.joined(separator: ", "))" : Spelling.hint(suggestions))
        case let .unknownChange(name, suggestions, known):
            "unknown change \"\(name)\"" + (suggestions.isEmpty ? "; known: \(known.isEmpty ? "none" : known.joined(separator: ", "))" : Spelling.hint(suggestions))
        case let .noScenarioFolder(path):
            "no scenario folder \"\(path)\"; run from the package root or pass --scenarios DIR"
        case let .scenarioFolderIsAFile(path):
            "\"\(path)\" is a file; --scenarios takes a folder (to run one scenario: swift run workbench run \(path))"
        case let .emptyScenarioFolder(path):
            "no *.scenario files under \"\(path)\""
        case let .noScenarioFile(path):
            "no scenario file \"\(path)\""
        case let .scenarioFileIsAFolder(path):
            "\"\(path)\" is a folder; run takes one .scenario file (to run every scenario in a folder: swift run workbench compare --scenarios \(path))"
        case let .noPackage(path):
            "no package at \"\(path)\" (no Package.swift there); run from the package root or pass --package-path DIR"
        case let .unwritableFolder(path, reason):
            "cannot write the report to \"\(path)\": \(reason)"
        case .endpointWithoutLive:
            "--endpoint says where --live searches; add --live"
        case .recordOfLiveSession:
            "--record cannot record a --live session: a scenario replays on the catalog, not on the live answers"
        case let .unwritableFile(path, reason):
            "cannot write \"\(path)\": \(reason)"
        case .checkOfFilteredRun:
            "--check compares a full run (every architecture, every scenario) with Reports/; a run filtered by --arch or --scenarios can be checked only against its own --out DIR"
        case let .filteredRunOverFullReport(folder):
            "a run filtered by --arch or --scenarios would write over the full report in \(folder); pass --out with another folder"
        case let .needsReportFolder(option):
            "\(option) needs the report's folder: --out DIR"
        case .noBaseline:
            "no baseline architecture is registered; ratios need one"
        case .reportNeedsOptimisedBuild:
            "--report publishes timings, and a debug build understates what the support libraries cost; run swift run -c release workbench bench --report"
        case .reportOfFilteredRun:
            "--report publishes the whole suite on every architecture and the sweep to 100,000 results; leave out --arch, --scenarios and --sizes"
        }
    }
}
