import Bench
import Diagnostics
import Foundation
import Harness
import HeadlessUI
import Metrics
import ReportPages
import Reports
import ScenarioLanguage
import Workbench

/// A command's arguments after parsing: its options and its positional arguments.
struct ParsedArguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positional: [String] = []

    /// What a command accepts.
    struct Shape {
        /// Options that take a value: `--arch mvc,mvb` or `--arch=mvc,mvb`.
        let valued: [String]
        /// Options that stand alone: `--trace`.
        let flags: [String]
        /// How many positional arguments are allowed.
        let positional: ClosedRange<Int>
        /// What the positional arguments are, for messages: `FILE.scenario`.
        let positionalName: String
    }

    /// Parses `arguments` for `command`.
    ///
    /// - Throws: ``UsageError`` for an unknown option (with a suggestion), a missing value or
    ///   the wrong number of positional arguments.
    static func parse(_ arguments: [String], command: String, shape: Shape) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                parsed.positional.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            if shape.flags.contains(name) {
                guard inlineValue == nil else { throw UsageError("\(name) takes no value", command: command) }
                parsed.flags.insert(name)
            } else if shape.valued.contains(name) {
                if let inlineValue {
                    parsed.values[name] = inlineValue
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        throw UsageError("\(name) needs a value", command: command)
                    }
                    parsed.values[name] = arguments[index]
                    index += 1
                }
            } else {
                let hint = Spelling.hint(Spelling.suggestions(for: name, in: shape.valued + shape.flags + ["--help"]))
                throw UsageError("unknown option \"\(name)\" for \(command)\(hint)", command: command)
            }
        }
        guard shape.positional.contains(parsed.positional.count) else {
            let message = shape.positional.upperBound == 0
                ? "\(command) takes no arguments, found \"\(parsed.positional[0])\""
                : parsed.positional.count < shape.positional.lowerBound
                    ? "\(command) needs \(shape.positionalName)"
                    : "\(command) takes one \(shape.positionalName), found \(parsed.positional.count) arguments"
            throw UsageError(message, command: command)
        }
        return parsed
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// A comma-separated list option: `--arch mvc,mvb`.
    func list(_ name: String) -> [String]? {
        values[name].map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
    }
}

/// A command line that does not fit: worded for the user, with the command to ask for help.
struct UsageError: Error {
    let message: String
    let command: String?

    init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }
}
