import Foundation
import MVC
import Testing
import Workbench
@testable import WorkbenchCLI
import WorkbenchTestKit

/// What a new user tries, and what each gets: a usage error found before any work, on standard
/// error, with the command's help named, and nothing on standard output.
@MainActor
struct UsageErrorTests {
    private func expectUsageError(_ arguments: [String], _ message: String, help: String, reportDirectory: String? = nil,
                                  build: String = "debug", sourceLocation: SourceLocation = #_sourceLocation) {
        let run = ToolRun(arguments, reportDirectory: reportDirectory, build: build)
        #expect(run.status == 2, sourceLocation: sourceLocation)
        #expect(run.errors == "error: \(message)\nSee 'swift run workbench \(help)'.\n", sourceLocation: sourceLocation)
        #expect(run.output.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func everyEquallyNearArchitectureIsSuggested() {
        expectUsageError(["compare", "--arch", "mvv"], #"unknown architecture "mvv"; did you mean "mvvm", "mvc", "mvp" or "mvb"?"#, help: "compare --help")
        expectUsageError(["metrics", "--arch", "xyz"], #"unknown architecture "xyz"; known: "# + ArchitectureRegistry.all.map(\.id).joined(separator: ", "), help: "metrics --help")
    }

    @Test func anUnknownChangeOrFormatIsRefusedBeforeAnyWork() {
        expectUsageError(["changes", "--change", "release-yaer"], #"unknown change "release-yaer"; did you mean "release-year"?"#,
                         help: "changes --help")
        expectUsageError(["changes", "--format", "xml"], #"unknown format "xml"; expected text, json, markdown"#, help: "changes --help")
    }

    @Test func aMistypedCommandOrNoneAtAll() {
        expectUsageError(["comapre"], #"unknown command "comapre"; did you mean "compare"?"#, help: "--help")
        expectUsageError([], "no command given", help: "--help")
    }

    @Test func checkingAFilteredRunAgainstTheCommittedReportIsAUsageError() {
        let message = "--check compares a full run (every architecture, every scenario) with Reports/; a run filtered by --arch or --scenarios can be checked only against its own --out DIR"
        expectUsageError(["compare", "--check", "--arch", "mvc"], message, help: "compare --help", reportDirectory: "Reports")
        expectUsageError(["compare", "--check", "--scenarios", "Scenarios/search"], message, help: "compare --help", reportDirectory: "Reports")
    }

    @Test func commandsThatReadSourcesNeedAPackage() {
        let noPackage = #"no package at "/tmp" (no Package.swift there); run from the package root or pass --package-path DIR"#
        expectUsageError(["metrics", "--package-path", "/tmp"], noPackage, help: "metrics --help")
        expectUsageError(["explain", "mvc", "--package-path", "/tmp"], noPackage, help: "explain --help")
        expectUsageError(["compare", "--package-path", "/tmp", "--no-timing"], noPackage, help: "compare --help")
    }

    @Test func anOutFolderThatCannotBeWrittenIsRefusedBeforeAnyScenarioRuns() {
        expectUsageError(["compare", "--out", "/dev/null/x", "--no-timing"],
                         #"cannot write the report to "/dev/null/x": /dev/null is a file, not a folder"#, help: "compare --help")
    }

    /// Root may write anywhere the permissions allow, and /proc still refuses a file: only a
    /// file made there proves a folder writable.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self")))
    func anOutFolderWhereNoFileCanBeMadeIsRefusedBeforeAnyScenarioRuns() {
        expectUsageError(["compare", "--arch", "mvc", "--out", "/proc/x", "--no-timing"],
                         #"cannot write the report to "/proc/x": no file can be made in /proc"#, help: "compare --help")
    }

    @Test func aProvenFolderKeepsNothingOfTheProof() throws {
        let folder = try ScenarioFolder([:])
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)

        try Preflight.requireWritableFolder(folder.file("Reports"))

        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aScenarioFileGivenForTheFolderPointsToRun() throws {
        let folder = try ScenarioFolder(["ok.scenario": "scenario \"Ok\"\nlaunch search\n"])
        defer { folder.remove() }
        let file = folder.file("ok.scenario")

        let hint = "\"\(file)\" is a file; --scenarios takes a folder (to run one scenario: swift run workbench run \(file))"
        expectUsageError(["compare", "--scenarios", file, "--no-timing"], hint, help: "compare --help")
        expectUsageError(["list", "--scenarios", file], hint, help: "list --help")
    }

    @Test(arguments: [["compare", "--no-timing"], ["metrics"], ["run", "Scenarios/search/debounce-fast-typing.scenario"]])
    func anArchitectureNamedTwiceIsAUsageError(command: [String]) {
        expectUsageError(command + ["--arch", "mvc,mvvm,mvc"], #"--arch names "mvc" twice; name each once"#, help: "\(command[0]) --help")
    }

    @Test func aDuplicateInAnyListIsAUsageError() {
        expectUsageError(["bench", "--sizes", "10,100,10"], #"--sizes names "10" twice; name each once"#, help: "bench --help")
    }

    /// Whatever the spelling of the folder, a filtered run leaves the full report alone.
    @Test(arguments: ["Reports", "./Reports/"])
    func aFilteredRunRefusesToWriteOverTheFullReport(spelling: String) throws {
        let folder = try ScenarioFolder([:])
        defer { folder.remove() }
        let reports = folder.file("Reports")

        expectUsageError(["compare", "--arch", "mvc", "--out", folder.path + "/" + spelling, "--no-timing"],
                         "a run filtered by --arch or --scenarios would write over the full report in \(folder.path + "/" + spelling); "
                             + "pass --out with another folder",
                         help: "compare --help", reportDirectory: reports)
        #expect(!FileManager.default.fileExists(atPath: reports))
    }

    @Test func runTakesAFileNotAFolder() {
        expectUsageError(["run", "Scenarios/search"],
                         #""Scenarios/search" is a folder; run takes one .scenario file (to run every scenario in a folder: swift run workbench compare --scenarios Scenarios/search)"#,
                         help: "run --help")
        expectUsageError(["run", "Scenarios/nowhere.scenario"], #"no scenario file "Scenarios/nowhere.scenario""#, help: "run --help")
    }

    @Test func emptyListItemsAreRefused() {
        expectUsageError(["bench", "--arch", "mvc,,"], #"--arch has an empty item in "mvc,,"; separate the items with single commas"#, help: "bench --help")
        expectUsageError(["bench", "--sizes", "10,,100"], #"--sizes has an empty item in "10,,100"; separate the items with single commas"#, help: "bench --help")
    }

    @Test func onlyAReleaseBuildOfTheWholeSuitePublishesTimings() {
        expectUsageError(["bench", "--report"],
                         "--report publishes timings, and a debug build understates what the support libraries cost; run swift run -c release workbench bench --report",
                         help: "bench --help", reportDirectory: "Reports")
        let filtered = "--report publishes the whole suite on every architecture and the sweep to 100,000 results; leave out --arch, --scenarios and --sizes"
        expectUsageError(["bench", "--report", "--arch", "mvc"], filtered, help: "bench --help", reportDirectory: "Reports", build: "release")
        expectUsageError(["bench", "--report", "--sizes", "10,100,1000"], filtered, help: "bench --help", reportDirectory: "Reports", build: "release")
        expectUsageError(["bench", "--report"], "--report needs the report's folder: --out DIR", help: "bench --help", build: "release")
    }

    @Test(arguments: ["0", "-1", "x", "65"])
    func jobsTakesAWholeNumberOfWorkers(value: String) {
        let message = "--jobs expects a whole number from 1 to 64, found \"\(value)\""
        expectUsageError(["compare", "--jobs", value], message, help: "compare --help")
        expectUsageError(["run", "Scenarios/search/debounce-fast-typing.scenario", "--jobs", value], message, help: "run --help")
    }

    @Test(arguments: ["0", "1.5", "x", "86401"])
    func theWorkerTimeoutTakesAWholeNumberOfSeconds(value: String) {
        let message = "--worker-timeout expects a whole number from 1 to 86400, found \"\(value)\""
        expectUsageError(["compare", "--worker-timeout", value], message, help: "compare --help")
        expectUsageError(["run", "Scenarios/search/debounce-fast-typing.scenario", "--worker-timeout", value], message, help: "run --help")
    }
}
