@testable import Metrics
import SourceFacts
import Testing
import Workbench
import WorkbenchTestKit

/// Pins NLOC and CCN to Lizard 1.24.3's Swift rules; every number is worked out by hand in the
/// comments below, then checked against Lizard itself: with the fixture saved as `fixture.swift`,
/// `pip install lizard==1.24.3 && lizard fixture.swift` prints the same numbers.
@Suite struct LizardCounterTests {
    static let fixture = #"""
        // Fixture for Lizard's Swift rules: NLOC and CCN.
        import Foundation

        /* A block comment
           /* nested */ still a comment */
        protocol Shape {
            var area: Double { get }
            func scaled(if factor: Double) -> Self
        }

        struct Counter {
            var count = 0 {
                didSet { if count > 9 { count = 9 } }
            }

            func describe(_ flag: Bool, name: String?) -> String {
                let text = flag ? "on" : "off"
                let shown = name ?? text
                return shown.isEmpty || name?.isEmpty == true ? "" : "\(flag ? shown : text)"
            }

            mutating func step(by amount: Int) {
                for _ in 0..<amount {
                    guard count < 100 else { return }
                    switch count {
                    case 0: count += 1
                    case 1, 2: count += 2
                    default: count += 3
                    }
                }
                let clamp = { (value: Int) -> Int in value > 0 && value < 5 ? value : 0 }
                count = clamp(count)
                while count > 50 { count -= 1 }
                do { try check() } catch { count = 0 }
                report(case: count, if: true)
            }

            func check() throws { if count < 0 { throw CounterError.negative } }

            subscript(index: Int) -> Int {
                get { index == 0 ? count : 0 }
                set(newValue) { count = newValue }
            }

            let help = """
                if this counted, NLOC would be wrong
                """
        }
        """#

    let counts = LizardCounter.count(SwiftLexer.tokens(of: fixture))

    @Test func fileNLOCCountsLinesWhereATokenLies() {
        // Lines 2, 6-9, 11-14, 16-20, 22-36, 38, 40-43, 45-47 and 48: comments and blank lines
        // do not count; every line of the multi-line string (45-47) does.
        #expect(counts.nloc == 1 + 4 + 4 + 5 + 15 + 1 + 4 + 3 + 1)
    }

    @Test func functionsAreFuncsInitsSubscriptsAndAccessorsButNotProtocolRequirements() {
        #expect(counts.functions.map(\.name) == ["didSet", "describe", "step", "check", "subscript", "get", "set"])
        #expect(counts.functions.map(\.line) == [13, 16, 22, 38, 40, 41, 42])
    }

    @Test func functionNLOC() {
        // The subscript keeps lines 40 and 43, and the lines its accessors start on (41, 42),
        // which Lizard reads before it knows an accessor begins there.
        #expect(counts.functions.map(\.nloc) == [1, 5, 15, 1, 4, 1, 1])
    }

    @Test func ccnCountsConditionsAsLizardDoes() {
        // didSet: if. describe: ternary, ||, ternary (not name?, not ??, not the one inside
        // the interpolation). step: for, guard, case, case, && and ? in the closure, while,
        // catch (not the labels case: and if:). check: if. get: ternary.
        #expect(counts.functions.map(\.ccn) == [2, 4, 9, 2, 1, 2, 1])
    }

    @Test func accessorsAreMarkedAmongLizardsFunctions() {
        // didSet (line 13), get and set (41, 42); a `func` is never one, whatever its name.
        #expect(counts.functions.map(\.isAccessor) == [true, false, false, false, false, true, true])
    }

    @Test func meanAndMaxOfAFileLeaveAccessorsApart() {
        let measured = CouplingAnalysis.measure(name: "fixture", files: [
            SourceFile(path: "Fixture.swift", module: "Fixture", role: "(root)", source: Self.fixture, facts: FileFacts(path: "Fixture.swift", source: Self.fixture)),
        ], state: { _ in MutableState() })
        // Functions: describe 4, step 9, check 2, subscript 1; accessors: didSet, get, set (the
        // protocol's `var area: Double { get }` has no body, so it is none).
        #expect(measured.functions == 4)
        #expect(measured.accessors == 3)
        #expect(measured.ccnMax == 9)
        #expect(measured.ccnMean == Double(4 + 9 + 2 + 1) / 4)
        #expect(measured.structs == 1 && measured.protocols == 1)
    }
}

/// What Lizard 1.24.3 does that a reader would not guess, each checked with `lizard` on the
/// fixture saved as a file: nested functions, backticked names, `.catch`, operator functions.
@Suite struct LizardEdgeCaseTests {
    static let fixture = #"""
        func outer(a: Int) -> Int {
            func inner(b: Int) -> Int {
                if b > 0 { return 1 }
                return 2
            }
            if a > 0 { return inner(b: a) }
            return 0
        }

        func `catch`(x: Int) -> Int { x }

        func usesCatch() {
            foo.catch { _ in }
            bar.`catch` { _ in }
        }

        static func <~ (lhs: Int, rhs: Int) -> Int {
            if lhs > 0 { return 1 }
            return rhs
        }
        """#

    let counts = LizardCounter.count(SwiftLexer.tokens(of: fixture))

    @Test func aNestedFunctionsFirstLineCountsInBothFunctionsItsConditionsInItsOwn() {
        // outer: lines 1, 2, 6, 7, 8 (line 2 starts inner); CCN 1 + its own if.
        // inner: lines 2-5; CCN 1 + if.
        #expect(counts.functions.filter { $0.name.hasSuffix("er") }.map(\.name) == ["outer", "inner"])
        #expect(counts.functions.first { $0.name == "outer" } == .init(name: "outer", line: 1, nloc: 5, ccn: 2))
        #expect(counts.functions.first { $0.name == "inner" } == .init(name: "inner", line: 2, nloc: 4, ccn: 2))
    }

    @Test func aBacktickedNameIsANameNeverACondition() {
        // `catch` keeps its backticks; usesCatch counts .catch (line 13) but not .`catch` (14).
        #expect(counts.functions.first { $0.line == 10 } == .init(name: "`catch`", line: 10, nloc: 1, ccn: 1))
        #expect(counts.functions.first { $0.name == "usesCatch" } == .init(name: "usesCatch", line: 12, nloc: 4, ccn: 2))
    }

    @Test func operatorFunctionsAreListedApartAndTheirLinesStayInTheFile() {
        #expect(counts.functions.map(\.name) == ["outer", "inner", "`catch`", "usesCatch"])
        #expect(counts.operators == [.init(name: "<~", line: 17, nloc: 4, ccn: 2)])
        // Lines 1-8, 10, 12-15 and 17-20.
        #expect(counts.nloc == 8 + 1 + 4 + 4)
    }
}

