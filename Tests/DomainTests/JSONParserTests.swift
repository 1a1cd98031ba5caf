import Diagnostics
import Domain
import Testing

/// The JSON parser: values with their places in the file, and syntax errors located at the
/// first character that does not fit.
struct JSONParserTests {
    // MARK: - Values

    @Test func parsesEveryKindOfValue() throws {
        let json = try JSONParser.parse(#"{"a": [1, -2.5e+3, "x", true, false, null, {}, []]}"#)
        #expect(shape(json) == "{a:[n(1),n(-2.5e+3),s(x),true,false,null,{},[]]}")
    }

    @Test func numbersAreKeptExactlyAsWritten() throws {
        let json = try JSONParser.parse("[1.29, 250, -1, 0.99, 0, 1.10]")
        #expect(shape(json) == "[n(1.29),n(250),n(-1),n(0.99),n(0),n(1.10)]")
    }

    @Test func objectMembersKeepFileOrder() throws {
        let json = try JSONParser.parse(#"{"b": 1, "a": 2, "c": 3}"#)
        #expect(shape(json) == "{b:n(1),a:n(2),c:n(3)}")
        #expect(json["b"].map(shape) == "n(1)")
        #expect(json["missing"] == nil)
    }

    @Test func stringEscapesAreDecoded() throws {
        let json = try JSONParser.parse(#"["a\"b\\c\/d\n\t\r\b\f\u00e9\ud83d\ude00"]"#)
        #expect(shape(json) == "[s(a\"b\\c/d\n\t\r\u{08}\u{0C}é😀)]")
    }

    @Test func literalUnicodeIsKept() throws {
        let json = try JSONParser.parse(#"["Beyoncé", "上を向いて歩こう", "Группа крови", "❤️"]"#)
        #expect(shape(json) == "[s(Beyoncé),s(上を向いて歩こう),s(Группа крови),s(❤️)]")
    }

    @Test func everyValueKnowsItsLineAndColumn() throws {
        let json = try JSONParser.parse("{\"a\": 1,\n \"b\": [true, null]}")
        #expect(json.location == at(1, 1))
        #expect(json["a"]?.location == at(1, 7))
        #expect(json["b"]?.location == at(2, 7))
        guard case let .array(elements)? = json["b"]?.value else {
            Issue.record("b is not an array")
            return
        }
        #expect(elements.map(\.location) == [at(2, 8), at(2, 14)])
    }

    @Test func valueKindsHaveNamesForMessages() throws {
        let json = try JSONParser.parse(#"[{}, [], "", 0, true, null]"#)
        guard case let .array(elements) = json.value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.map(\.kindName) == ["an object", "an array", "a string", "a number", "a boolean", "null"])
    }

    // MARK: - Syntax errors

    @Test(arguments: [
        ("", 1, 1, "expected a value, found the end of the file"),
        ("   ", 1, 4, "expected a value, found the end of the file"),
        (#"{"a": 1,}"#, 1, 9, "expected a member name in double quotes"),
        (#"{"a" 1}"#, 1, 6, #"expected ":" after the member name "a""#),
        (#"{"a": 1 "b": 2}"#, 1, 9, #"expected "," or "}" after a member"#),
        ("[1 2]", 1, 4, #"expected "," or "]" after an element"#),
        ("[1,]", 1, 4, #"expected a value (object, array, string, number, true, false or null), found "]""#),
        (#"{"a": x}"#, 1, 7, #"expected a value (object, array, string, number, true, false or null), found "x""#),
        ("[nul]", 1, 5, "expected null"),
        (#""abc"#, 1, 5, "unterminated string"),
        ("\"a\tb\"", 1, 3, "control characters must be escaped in strings"),
        (#""\u12G4""#, 1, 6, #"expected four hexadecimal digits after \u"#),
        (#""\ud83d""#, 1, 8, "expected a low surrogate after a high surrogate"),
        ("01", 1, 2, "expected the end of the document after the value"),
        ("{} {}", 1, 4, "expected the end of the document after the value"),
        ("1.", 1, 3, "expected a digit after the decimal point"),
        ("-", 1, 2, "expected a digit"),
        ("1e", 1, 3, "expected a digit in the exponent"),
    ])
    func syntaxErrorsSayWhatWasExpectedWhere(text: String, line: Int, column: Int, message: String) {
        expectSyntaxError(text, at(line, column), message)
    }

    @Test func anUnknownEscapeIsReportedAtItsBackslash() {
        expectSyntaxError(#"["\q"]"#, at(1, 3), #"unknown escape \q; expected one of \" \\ \/ \b \f \n \r \t \u"#)
    }

    @Test func errorsOnLaterLinesCountLinesFromOne() {
        let text = "{\n  \"a\": [1,\n  2,,\n]}"
        expectSyntaxError(text, at(3, 5), #"expected a value (object, array, string, number, true, false or null), found ",""#)
    }

    @Test func windowsLineEndingsCountAsOneLineBreak() {
        expectSyntaxError("[1,\r\n x]", at(2, 2), #"expected a value (object, array, string, number, true, false or null), found "x""#)
    }

    @Test(arguments: [
        #"["❤️", x]"#, // U+2764 U+FE0F: two scalars, one character
        "[\"e\u{301}\", x]", // e and a combining acute accent: one character
        #"["🇬🇧", x]"#, // two regional indicators: one flag
    ])
    func columnsCountCharactersNotUnicodeScalars(text: String) {
        // `[`, `"`, the character, `"`, `,`, a space: x is the 7th character.
        expectSyntaxError(text, at(1, 7), #"expected a value (object, array, string, number, true, false or null), found "x""#)
    }

    @Test func aStringOfASCIIEscapesAndCombiningMarksIsReadWholeAndCountedByCharacter() throws {
        let text = "[\"ab\\\"e\u{301}cd\", x]"
        // `[`, `"`, a, b, the escape's two, é (two scalars), c, d, `"`, `,`, a space: x is the 13th character.
        expectSyntaxError(text, at(1, 13), #"expected a value (object, array, string, number, true, false or null), found "x""#)
        #expect(try shape(JSONParser.parse("[\"ab\\\"e\u{301}cd\"]")) == "[s(ab\"e\u{301}cd)]")
    }

    // MARK: - Names given twice

    @Test func aNameGivenTwiceInOneObjectIsAnErrorAtTheSecond() {
        // `{"b": 1, "a": 2, ` is 17 characters: the second "b" opens at column 18.
        expectSyntaxError(#"{"b": 1, "a": 2, "b": 3}"#, at(1, 18), #"member "b" appears twice in one object"#)
    }

    @Test func aNameSpelledWithAnEscapeIsStillTheSameName() {
        expectSyntaxError(#"{"a": 1, "\u0061": 2}"#, at(1, 10), #"member "a" appears twice in one object"#)
    }

    @Test func aNameGivenTwiceOnLaterLinesIsFoundThere() {
        expectSyntaxError("{\n  \"a\": {\"x\": 1,\n    \"x\": 2}}", at(3, 5), #"member "x" appears twice in one object"#)
    }

    @Test func theSameNameInDifferentObjectsIsFine() throws {
        let json = try JSONParser.parse(#"{"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}]}"#)
        #expect(shape(json) == "{a:{a:n(1)},b:[{a:n(2)},{a:n(3)}]}")
    }

    // MARK: - Helpers

    private func expectSyntaxError(
        _ text: String, _ location: Diagnostics.SourceLocation, _ message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let error = #expect(throws: JSONParser.SyntaxError.self, sourceLocation: sourceLocation) {
            try JSONParser.parse(text)
        }
        #expect(error?.location == location, sourceLocation: sourceLocation)
        #expect(error?.message == message, sourceLocation: sourceLocation)
    }

    /// A compact, comparable picture of a value: `{key:value}`, `[...]`, `s(text)`, `n(digits)`.
    private func shape(_ json: JSON) -> String {
        switch json.value {
        case let .object(members): "{" + members.map { "\($0.key):\(shape($0.value))" }.joined(separator: ",") + "}"
        case let .array(elements): "[" + elements.map(shape).joined(separator: ",") + "]"
        case let .string(text): "s(\(text))"
        case let .number(text): "n(\(text))"
        case let .bool(value): "\(value)"
        case .null: "null"
        }
    }
}
