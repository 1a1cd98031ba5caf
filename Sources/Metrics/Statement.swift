import SourceFacts

/// The lines a statement spans, read from the tokens: what a static value is handed where a
/// statement sets it (``IndexedReferences/reaches(of:module:)``).
enum Statement {
    /// The lines of the statement that starts on `line` from a chain naming `name`
    /// (`Hooks.search = { … }`, `_ = NotificationCenter.default.addObserver(…) { … }`,
    /// `Intents.searches.subscribe { … }`), when it assigns to the chain or hands it a closure;
    /// nil for any other statement.
    static func setting(_ name: String, on line: Int, in tokens: [Token]) -> ClosedRange<Int>? {
        guard var index = tokens.firstIndex(where: { $0.line == line }) else { return nil }
        // `let token = …`, `_ = …`: the value set is the chain's result, kept or dropped.
        if ["let", "var"].contains(tokens[index].text), index + 2 < tokens.count, tokens[index + 2].text == "=" {
            index += 3
        } else if tokens[index].text == "_", index + 1 < tokens.count, tokens[index + 1].text == "=" {
            index += 2
        }
        var names: [String] = []
        while index < tokens.count, tokens[index].kind == .identifier {
            names.append(tokens[index].text)
            index += 1
            while index < tokens.count, ["?", "!"].contains(tokens[index].text) { index += 1 }
            guard index + 1 < tokens.count, tokens[index].text == "." else { break }
            index += 1
        }
        guard names.contains(name), let lines = extent(startingOn: line, in: tokens) else { return nil }
        let assigns = index < tokens.count && tokens[index].text == "="
        return assigns || hasBraces(lines, tokens) ? lines : nil
    }

    /// The lines of the declaration that starts on `line`, when it holds a closure or a body
    /// (`static var search: (String) -> Void = { … }`, `static var shared: Bus { … }`).
    static func body(startingOn line: Int, in tokens: [Token]) -> ClosedRange<Int>? {
        guard let lines = extent(startingOn: line, in: tokens) else { return nil }
        return hasBraces(lines, tokens) ? lines : nil
    }

    private static func hasBraces(_ lines: ClosedRange<Int>, _ tokens: [Token]) -> Bool {
        tokens.contains { lines.contains($0.line) && $0.text == "{" && $0.kind == .punctuation }
    }

    /// The lines of the statement whose first line is `line`: up to where its brackets close
    /// and the next line does not continue it with a `.`.
    static func extent(startingOn line: Int, in tokens: [Token]) -> ClosedRange<Int>? {
        guard let first = tokens.firstIndex(where: { $0.line == line }) else { return nil }
        var depth = 0
        var index = first
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            // Closing the block the statement is in ends it too.
            if depth < 0 { return line...max(line, token.line - 1) }
            let next = index + 1
            if depth == 0, next == tokens.count || (tokens[next].line > token.endLine && tokens[next].text != ".") {
                return line...token.endLine
            }
            index = next
        }
        return line...line
    }
}
