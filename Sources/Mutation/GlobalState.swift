import SourceFacts

/// What of a file lives as long as the process: a worker that runs mutant after mutant in one
/// process must not let one mutant's leftovers, or the original's, decide the next one's fate.
public enum GlobalState {
    /// Whether a file keeps state for the life of the process: a stored `static var`, or a
    /// `var` at the top level. A mutant of such a module can leave that state wrong for
    /// whatever runs next in the same process, so its mutants each need a fresh one.
    public static func isKept(in source: String) -> Bool {
        source.split(separator: "\n").contains { line in
            let staticStored = /^\s*((public|private|fileprivate|internal|nonisolated\(unsafe\))\s+)*static\s+var\s+\w+\s*(:[^{=]*)?=/
            let topLevelStored = /^((public|private|fileprivate|internal|nonisolated\(unsafe\))\s+)*var\s+\w+\s*(:[^{=]*)?=/
            return line.contains(staticStored) || line.contains(topLevelStored)
        }
    }

    /// Where the file's static and top-level stored declarations are, in UTF-8 bytes, each
    /// from its `let` or `var` to the end of its initial value. Such a value is computed once, at
    /// its first use in the process: a mutant in it takes effect only in a fresh process.
    public static func onceInitialized(in source: String) -> [Range<Int>] {
        let tokens = SwiftLexer.tokens(of: source)
        var ranges: [Range<Int>] = []
        var braceDepth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .punctuation, token.text == "{" { braceDepth += 1 }
            if token.kind == .punctuation, token.text == "}" { braceDepth -= 1 }
            guard token.kind == .identifier, !token.isBackticked, token.text == "let" || token.text == "var",
                  braceDepth == 0 || isStatic(tokens, before: index),
                  let end = initialValueEnd(tokens, after: index)
            else { continue }
            ranges.append(token.offset..<end)
        }
        return ranges
    }

    /// Whether the modifiers before the `let` or `var` at `index` say `static` (or `class`).
    private static func isStatic(_ tokens: [Token], before index: Int) -> Bool {
        let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "package", "final", "nonisolated", "unsafe", "(", ")",
                                      "static", "class"]
        var position = index - 1
        while position >= 0, modifiers.contains(tokens[position].text) {
            if ["static", "class"].contains(tokens[position].text) { return true }
            position -= 1
        }
        return false
    }

    /// Just past the initial value of the declaration whose `let` or `var` is at `index`; nil
    /// when it has none (a computed property: its body runs at every use).
    private static func initialValueEnd(_ tokens: [Token], after index: Int) -> Int? {
        var nesting = 0, sawEquals = false
        var position = index + 1
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) {
                    if token.text == "{", nesting == 0, !sawEquals { return nil }
                    nesting += 1
                } else if [")", "]", "}"].contains(token.text) {
                    nesting -= 1
                    if nesting < 0 { break }
                } else if token.text == "=", nesting == 0 {
                    sawEquals = true
                } else if token.text == ";", nesting == 0 {
                    break
                }
            } else if nesting == 0, token.line > tokens[position - 1].endLine, sawEquals || token.kind != .identifier {
                // A new line at the declaration's own level that starts with a name, an attribute
                // or a directive starts the next declaration.
                break
            }
            position += 1
        }
        return sawEquals ? tokens[position - 1].endOffset : nil
    }
}
