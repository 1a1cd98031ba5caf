import SourceFacts
import Testing

@Suite struct SwiftLexerTests {
    private func texts(_ source: String) -> [String] {
        SwiftLexer.tokens(of: source).map(\.text)
    }

    @Test func nestedBlockCommentsAreSkippedWhole() {
        #expect(texts("a /* one /* two */ still comment */ b") == ["a", "b"])
    }

    @Test func lineAndDocCommentsAreSkipped() {
        #expect(texts("a // if b\n/// doc if\nc") == ["a", "c"])
    }

    @Test func interpolationIsLexedAsCodeAfterItsString() {
        let tokens = SwiftLexer.tokens(of: #"let s = "x \(a ? b : c) y""#)
        #expect(tokens.map(\.text) == ["let", "s", "=", #""x \(a ? b : c) y""#, "a", "?", "b", ":", "c"])
        #expect(tokens.map(\.interpolationDepth) == [0, 0, 0, 0, 1, 1, 1, 1, 1])
    }

    @Test func nestedParenthesesAndStringsInsideInterpolation() {
        #expect(texts(#""\(f(g("\(x)")))" z"#) == [#""\(f(g("\(x)")))""#, "f", "(", "g", "(", #""\(x)""#, "x", ")", ")", "z"])
    }

    @Test func multiLineStringIsOneTokenSpanningItsLines() {
        let tokens = SwiftLexer.tokens(of: "let s = \"\"\"\n  if \"quoted\"\n  \"\"\"\nnext")
        #expect(tokens.map(\.text).last == "next")
        #expect(tokens[3].kind == .string)
        #expect(tokens[3].line == 1 && tokens[3].endLine == 3)
        #expect(tokens.last?.line == 4)
    }

    @Test func rawStringsIgnoreQuotesAndPlainInterpolation() {
        #expect(texts(##"#"a "quoted" \(not) b"# c"##) == [##"#"a "quoted" \(not) b"#"##, "c"])
        #expect(texts(##"#"\#(x)"# c"##) == [##"#"\#(x)"#"##, "x", "c"])
    }

    @Test func backtickedNamesAreIdentifiers() {
        let tokens = SwiftLexer.tokens(of: "let `default` = `if`")
        #expect(tokens.map(\.text) == ["let", "default", "=", "if"])
        #expect(tokens.allSatisfy { $0.kind == .identifier || $0.text == "=" })
    }

    @Test func operatorsAreTakenWhole() {
        #expect(texts("a ?? b && c || d -> e ..< f x?.y z! != w") == [
            "a", "??", "b", "&&", "c", "||", "d", "->", "e", "..<", "f", "x", "?", ".", "y", "z", "!", "!=", "w",
        ])
    }

    @Test func aQuestionMarkGluedToItsTokenHasNoSpaceBefore() {
        let marks = SwiftLexer.tokens(of: "x? a ? b : c").filter { $0.text == "?" }
        #expect(marks.map(\.spaceBefore) == [false, true])
    }

    @Test func attributesAndDirectivesAreTokensOfTheirOwn() {
        let tokens = SwiftLexer.tokens(of: "@MainActor\n#if DEBUG\nfunc f() {}\n#endif")
        #expect(tokens.map(\.text) == ["@MainActor", "#if", "DEBUG", "func", "f", "(", ")", "{", "}", "#endif"])
        #expect(tokens[0].kind == .attribute && tokens[1].kind == .directive)
    }

    @Test func linesAreCountedThroughCommentsAndStrings() {
        let tokens = SwiftLexer.tokens(of: "/* a\n b */\n\"\"\"\nx\n\"\"\"\nend")
        #expect(tokens.map(\.line) == [3, 6])
    }
}

struct SwiftLexerPlaceTests {
    @Test func eachTokenKnowsItsBytesAndColumn() {
        let source = "let é = `if`\n  x(\"a\\(b)\")"
        let tokens = SwiftLexer.tokens(of: source)
        // `é` is two bytes: the columns and offsets after it count bytes.
        #expect(tokens.map(\.text) == ["let", "é", "=", "if", "x", "(", "\"a\\(b)\"", "b", ")"])
        #expect(tokens.map(\.offset) == [0, 4, 7, 9, 16, 17, 18, 22, 25])
        #expect(tokens.map(\.endOffset) == [3, 6, 8, 13, 17, 18, 25, 23, 26])
        #expect(tokens.map(\.column) == [1, 5, 8, 10, 3, 4, 5, 9, 12])
    }
}
