import Diagnostics
import Domain
import Foundation
import Testing

/// Arrays and objects nest at most 512 levels (SPEC §3.1), and no depth of nesting can
/// overflow a thread's stack: a fuzzer's 3,100-level document used to crash the parser.
struct JSONParserDepthTests {
    @Test func fiveHundredAndTwelveLevelsAreFine() throws {
        let json = try JSONParser.parse(arrays(512, holding: "1"))
        #expect(depth(of: json) == 512)
    }

    @Test func theBracketThatOpensLevel513IsTheError() {
        // Level n opens at column n.
        expectTooDeep(arrays(513), at(1, 513), "[")
    }

    @Test func anEmptyArrayOnLevel513IsTooDeepToo() {
        expectTooDeep(arrays(512, holding: "[]"), at(1, 513), "[")
    }

    @Test func objectsCountAsLevelsLikeArrays() {
        // Each `{"a": ` is six characters, so level n opens at column 6(n − 1) + 1.
        let text = String(repeating: #"{"a": "#, count: 513) + "1" + String(repeating: "}", count: 513)
        expectTooDeep(text, at(1, 3073), "{")
    }

    @Test func theLevelIsFoundOnItsOwnLine() {
        // One bracket a line, indented by its level less one.
        let text = (0..<600).map { String(repeating: " ", count: $0) + "[" }.joined(separator: "\n")
        expectTooDeep(text, at(513, 513), "[")
    }

    @Test func aDocumentFarTooDeepIsTheSameErrorNotACrash() {
        expectTooDeep(arrays(100_000), at(1, 513), "[")
        expectTooDeep(String(repeating: "[", count: 100_000), at(1, 513), "[")
    }

    /// Swift Testing runs tests on secondary threads, and an iOS app's secondary threads have
    /// 512 KiB of stack: parsing, and freeing what was parsed, must fit there in a debug build.
    @Test func deepDocumentsAreParsedAndFreedOnASmallStack() async {
        let outcomes = await onThread(stackSize: 512 * 1024) {
            [arrays(512, holding: "1"), arrays(513), arrays(100_000)].map { (text: String) -> String in
                do throws(JSONParser.SyntaxError) {
                    return "depth \(depth(of: try JSONParser.parse(text)))"
                } catch {
                    return "\(error.location.line):\(error.location.column)"
                }
            }
        }
        #expect(outcomes == ["depth 512", "1:513", "1:513"])
    }

    // MARK: - Helpers

    /// `[[…[x]…]]`, `levels` deep.
    private func arrays(_ levels: Int, holding inner: String = "") -> String {
        String(repeating: "[", count: levels) + inner + String(repeating: "]", count: levels)
    }

    private func expectTooDeep(
        _ text: String, _ location: Diagnostics.SourceLocation, _ bracket: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let error = #expect(throws: JSONParser.SyntaxError.self, sourceLocation: sourceLocation) {
            try JSONParser.parse(text)
        }
        #expect(error?.location == location, sourceLocation: sourceLocation)
        #expect(
            error?.message == "\"\(bracket)\" is nested deeper than 512 levels; expected at most 512 nested arrays and objects",
            sourceLocation: sourceLocation
        )
    }
}

/// How many arrays and objects stand one inside another, counted without recursing.
private func depth(of json: JSON) -> Int {
    var deepest = 0
    var pending = [(json, 1)]
    while let (value, level) = pending.popLast() {
        switch value.value {
        case let .array(elements):
            deepest = max(deepest, level)
            pending += elements.map { ($0, level + 1) }
        case let .object(members):
            deepest = max(deepest, level)
            pending += members.map { ($0.value, level + 1) }
        default:
            break
        }
    }
    return deepest
}

/// Runs `work` on a thread of its own with the given stack, as an app's secondary thread.
private func onThread<T: Sendable>(stackSize: Int, _ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: work()) }
        thread.stackSize = stackSize
        thread.start()
    }
}
