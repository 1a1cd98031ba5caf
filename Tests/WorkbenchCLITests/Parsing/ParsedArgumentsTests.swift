import Testing
@testable import WorkbenchCLI

/// A command declared for these tests only: one option of each kind and one argument.
private enum Sample: Command {
    static let name = "sample"
    static let summary = "A sample"
    static let discussion = "Takes one of everything."
    static let argument: ArgumentSpec? = ArgumentSpec(positionals: [.init(name: "file", help: "A file")], described: "a file")
    static let options = [
        OptionSpec("--trace", .flag, help: "A flag"),
        OptionSpec("--out", .value, placeholder: "dir", help: "A value"),
        OptionSpec("--arch", .list, placeholder: "ids", help: "A list"),
        OptionSpec("--format", .value, placeholder: "format", help: "A format"),
        OptionSpec("--iterations", .value, placeholder: "n", help: "A count"),
    ]
    static let exitStatus = [ExitStatusSpec(.success, "Done.")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode { .success }
}

/// Without a positional argument.
private enum Bare: Command {
    static let name = "bare"
    static let summary = "Bare"
    static let discussion = "Takes nothing."
    static let options: [OptionSpec] = []
    static let exitStatus = [ExitStatusSpec(.success, "Done.")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws -> ExitCode { .success }
}

struct ParsedArgumentsTests {
    private func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        try ParsedArguments.parse(arguments, for: Sample.self)
    }

    private func error(_ arguments: [String], for command: any Command.Type = Sample.self) -> UsageError? {
        do {
            _ = try ParsedArguments.parse(arguments, for: command)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesFlagsListsAndTheArgumentAreRead() throws {
        let parsed = try parse(["a.scenario", "--out", "Reports", "--trace", "--arch", "mvc, mvvm"])
        #expect(parsed.argument == "a.scenario")
        #expect(parsed.value("--out") == "Reports")
        #expect(parsed.flag("--trace"))
        #expect(!parsed.flag("--other"))
        #expect(parsed.list("--arch") == ["mvc", "mvvm"])
        #expect(parsed.list("--missing") == nil)
    }

    @Test func aValueMayFollowAnEqualsSign() throws {
        #expect(try parse(["f", "--out=somewhere"]).value("--out") == "somewhere")
    }

    @Test func anUnknownOptionNamesTheCommandAndItsNearestOptions() {
        #expect(error(["f", "--iteration", "3"]) == .unknownOption("--iteration", command: "sample", suggestions: ["--iterations"]))
        #expect(error(["f", "--zzzzzzzz"]) == .unknownOption("--zzzzzzzz", command: "sample", suggestions: []))
    }

    @Test func aValueGoesWithEveryValuedOptionAndNoFlag() {
        #expect(error(["f", "--out"]) == .missingValue(option: "--out"))
        #expect(error(["f", "--out", "--trace"]) == .missingValue(option: "--out"))
        #expect(error(["f", "--trace=yes"]) == .flagWithValue(option: "--trace"))
    }

    @Test(arguments: ["mvc,,mvb", "mvc,", ",mvc", "mvc, ,mvb", ""])
    func aListWithAnEmptyItemIsRefused(list: String) {
        #expect(error(["f", "--arch", list]) == .emptyListItem(option: "--arch", list: list))
    }

    @Test func theArgumentIsCounted() {
        #expect(error([]) == .missingArgument(command: "sample", described: "a file"))
        #expect(error(["a", "b"]) == .extraArguments(command: "sample", described: "one <file>", count: 2))
        #expect(error(["a"], for: Bare.self) == .unexpectedArgument(command: "bare", found: "a"))
    }

    @Test func theFormatIsOneOfThoseTheCommandAllows() throws {
        #expect(try parse(["f"]).format(allowed: [.text, .json]) == .text)
        #expect(try parse(["f", "--format", "json"]).format(allowed: [.text, .json]) == .json)
        #expect(throws: UsageError.unknownFormat("markdown", allowed: [.text, .json])) {
            try parse(["f", "--format", "markdown"]).format(allowed: [.text, .json])
        }
    }

    @Test func aCountIsAWholeNumberInItsRange() throws {
        #expect(try parse(["f"]).count("--iterations", in: 1...9, default: 4) == 4)
        #expect(try parse(["f", "--iterations", "9"]).count("--iterations", in: 1...9, default: 4) == 9)
        for bad in ["0", "10", "x", "-1"] {
            #expect(throws: UsageError.badValue(option: "--iterations", found: bad, expected: "a whole number from 1 to 9")) {
                try parse(["f", "--iterations", bad]).count("--iterations", in: 1...9, default: 4)
            }
        }
    }
}
