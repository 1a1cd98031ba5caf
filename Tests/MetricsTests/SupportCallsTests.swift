import Foundation
@testable import Metrics
import SourceFacts
import Testing

/// The support-library functions a concern's code calls, on a library and a caller written here.
@Suite struct SupportCallsTests {
    static let library = """
        extension Stream {
            public func map(_ transform: (Int) -> Int) -> Stream { self }
            public func subscribe(onNext: (Int) -> Void, onError: ((Error) -> Void)? = nil) -> Token {
                let token = Token()
                return token
            }
            public func subscribe(_ observer: Observer) -> Token { Token() }
            func hidden() -> Int { 0 }
        }
        public struct Event {
            public func map(_ transform: (Int) -> Int) -> Event {
                let value = 1
                return self
            }
        }
        public func combine(_ first: Stream, _ second: Stream) -> Stream { first }
        public func <~ (left: Sink, right: Stream) -> Token { Token() }
        """

    static let caller = """
        let mapped = stream.map { $0 }
        let token = stream.subscribe(onNext: { _ in })
        let both = combine(mapped, mapped)
        sink <~ mapped
        let hidden = stream.hidden()
        let free = map(1)
        """

    @Test func eachCallCountsTheSmallestPublicFunctionItFits() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("support-calls-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources/Lib", withIntermediateDirectories: true)
        try Self.library.write(toFile: root + "/Sources/Lib/Lib.swift", atomically: true, encoding: .utf8)
        let tree = SourceTree(root: root, readsIndex: false)
        let calls = SupportCalls(modules: ["Lib"], tree: tree)
        let file = SourceFile(path: "App.swift", module: "App", role: "(root)", source: Self.caller, facts: FileFacts(path: "App.swift", source: Self.caller))

        // `.map { }` fits Stream's map (line 2, 1 line) and Event's (lines 11-14, 4 lines): the
        // smallest, of 2. `subscribe(onNext:)` fits the one with onNext (lines 3-6), not
        // `subscribe(_:)`. `combine` is a free function (line 16, 1 line), `<~` an operator
        // (line 17, 1 line). `hidden` is internal; a bare `map(1)` calls no member.
        let path = "Sources/Lib/Lib.swift"
        var map = SupportFunction(module: "Lib", file: path, line: 2, name: "map", nloc: 1)
        map.overloads = 2
        #expect(calls.called(in: file, lines: 1...6) == [
            map,
            SupportFunction(module: "Lib", file: path, line: 3, name: "subscribe", nloc: 4),
            SupportFunction(module: "Lib", file: path, line: 16, name: "combine", nloc: 1),
            SupportFunction(module: "Lib", file: path, line: 17, name: "<~", nloc: 1),
        ])
        // Only the lines asked for: the first two.
        #expect(calls.called(in: file, lines: 1...2).map(\.name) == ["map", "subscribe"])
    }
}
