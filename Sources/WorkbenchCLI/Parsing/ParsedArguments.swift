import Diagnostics
import Foundation

/// A command's arguments, parsed against its declaration: every option known, every list
/// free of empty items, the positional argument counted.
struct ParsedArguments {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// The positional arguments, as many as the command takes.
    private(set) var arguments: [String] = []
    /// The positional argument, when the command takes one.
    var argument: String? { arguments.first }

    /// Parses `arguments` for `command`.
    ///
    /// - Throws: ``UsageError`` for an unknown option (with suggestions), a missing value, a
    ///   value given to a flag, an empty list item, or a positional argument the command
    ///   does not take or misses.
    static func parse(_ arguments: [String], for command: any Command.Type) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var positional: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                positional.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = command.options.first(where: { $0.name == name }) else {
                let known = command.options.map(\.name) + ["--help", "--version"]
                throw .unknownOption(name, command: command.name, suggestions: Spelling.suggestions(for: name, in: known))
            }
            switch option.kind {
            case .flag:
                guard inlineValue == nil else { throw .flagWithValue(option: name) }
                parsed.flags.insert(name)
            case .value, .list:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw .missingValue(option: name) }
                    value = arguments[index]
                    index += 1
                }
                if option.kind == .list { try requireDistinctItems(of: value, option: name) }
                parsed.values[name] = value
            }
        }
        guard let spec = command.argument else {
            if let first = positional.first { throw .unexpectedArgument(command: command.name, found: first) }
            return parsed
        }
        guard positional.count == spec.count else {
            throw positional.count < spec.count
                ? .missingArgument(command: command.name, described: spec.described)
                : .extraArguments(command: command.name, described: spec.count == 1 ? "one <\(spec.positionals[0].name)>" : spec.described,
                                  count: positional.count)
        }
        parsed.arguments = positional
        return parsed
    }

    /// The value of a `.value` option, if given.
    func value(_ name: String) -> String? {
        values[name]
    }

    /// The items of a `.list` option, if given: `--arch mvc,mvb` is `["mvc", "mvb"]`.
    func list(_ name: String) -> [String]? {
        values[name].map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    /// Whether a flag was given.
    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// `--format`, one of `allowed`; text when not given.
    func format(allowed: [OutputFormat]) throws(UsageError) -> OutputFormat {
        guard let text = values["--format"] else { return .text }
        guard let format = OutputFormat(rawValue: text), allowed.contains(format) else {
            throw .unknownFormat(text, allowed: allowed)
        }
        return format
    }

    /// A whole number option within `range`, or `fallback` when not given.
    func count(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws(UsageError) -> Int {
        guard let text = values[name] else { return fallback }
        guard let number = Int(text), range.contains(number) else {
            throw .badValue(option: name, found: text, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A list's items are all there and each named once.
    private static func requireDistinctItems(of list: String, option: String) throws(UsageError) {
        var seen: Set<String> = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard !item.allSatisfy(\.isWhitespace) else { throw .emptyListItem(option: option, list: list) }
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard seen.insert(trimmed).inserted else { throw .duplicateListItem(option: option, item: trimmed) }
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
