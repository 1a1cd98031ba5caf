@testable import Metrics
import SourceFacts
import Testing
import Workbench
import WorkbenchTestKit

/// Pins NLOC and CCN to Lizard 1.24's Swift rules; every number is worked out by hand in the
/// comments of the fixture below, not pasted from output.
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

    @Test func fileNLOCCountsLinesWhereATokenStarts() {
        // Lines 2, 6-9, 11-14, 16-20, 22-36, 38, 40-43, 45 and 48: comments, blank lines and
        // the inside of the multi-line string (46-47) do not count.
        #expect(counts.nloc == 1 + 4 + 4 + 5 + 15 + 1 + 4 + 1 + 1)
    }

    @Test func functionsAreFuncsInitsSubscriptsAndAccessorsButNotProtocolRequirements() {
        #expect(counts.functions.map(\.name) == ["didSet", "describe", "step", "check", "subscript", "get", "set"])
        #expect(counts.functions.map(\.line) == [13, 16, 22, 38, 40, 41, 42])
    }

    @Test func functionNLOC() {
        // The subscript keeps lines 40 and 43; its accessors' lines are their own.
        #expect(counts.functions.map(\.nloc) == [1, 5, 15, 1, 2, 1, 1])
    }

    @Test func ccnCountsConditionsAsLizardDoes() {
        // didSet: if. describe: ternary, ||, ternary (not name?, not ??, not the one inside
        // the interpolation). step: for, guard, case, case, && and ? in the closure, while,
        // catch (not the labels case: and if:). check: if. get: ternary.
        #expect(counts.functions.map(\.ccn) == [2, 4, 9, 2, 1, 2, 1])
    }

    @Test func meanAndMaxOfAFile() {
        let measured = CouplingAnalysis.measure(name: "fixture", files: [
            SourceFile(path: "Fixture.swift", module: "Fixture", role: "(root)", source: Self.fixture, facts: FileFacts(path: "Fixture.swift", source: Self.fixture)),
        ])
        #expect(measured.ccnMax == 9)
        #expect(measured.ccnMean == 3)
        #expect(measured.structs == 1 && measured.protocols == 1)
    }
}
