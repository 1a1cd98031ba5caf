@testable import Bench
import Testing

@Suite struct RoundOrderTests {
    /// How often each ordered pair (a right before b) occurs in `rows`.
    static func pairs(_ rows: [[Int]]) -> [[Int]: Int] {
        var counts: [[Int]: Int] = [:]
        for row in rows {
            for (a, b) in zip(row, row.dropFirst()) { counts[[a, b], default: 0] += 1 }
        }
        return counts
    }

    @Test(arguments: [2, 4, 6, 8])
    func withAnEvenCountEveryArchitectureFollowsEveryOtherOnce(count: Int) {
        let rows = RoundOrder.rows(count: count)
        #expect(rows.count == count)
        #expect(rows.allSatisfy { Set($0) == Set(0..<count) })
        let counts = Self.pairs(rows)
        #expect(counts.count == count * (count - 1))
        #expect(counts.values.allSatisfy { $0 == 1 })
        // Every architecture runs in every position once.
        for position in 0..<count { #expect(Set(rows.map { $0[position] }) == Set(0..<count)) }
    }

    @Test(arguments: [3, 5, 7])
    func withAnOddCountTheMirrorIsAddedAndEveryPairOccursTwice(count: Int) {
        let rows = RoundOrder.rows(count: count)
        #expect(rows.count == 2 * count)
        let counts = Self.pairs(rows)
        #expect(counts.count == count * (count - 1))
        #expect(counts.values.allSatisfy { $0 == 2 })
    }

    @Test func sixArchitecturesTakeTheWilliamsSquareInTurnRelabelledOnEveryPass() {
        #expect(RoundOrder.rows(count: 6)[0] == [0, 1, 5, 2, 4, 3])
        #expect(RoundOrder.order(count: 6, run: 1) == [1, 2, 0, 3, 5, 4])
        // The second pass relabels the architectures: the same pairs, each once again.
        let secondPass = (6..<12).map { RoundOrder.order(count: 6, run: $0) }
        #expect(secondPass != RoundOrder.rows(count: 6))
        #expect(Self.pairs(secondPass).values.allSatisfy { $0 == 1 } && Self.pairs(secondPass).count == 30)
        for position in 0..<6 { #expect(Set(secondPass.map { $0[position] }) == Set(0..<6)) }
        #expect(RoundOrder.rows(count: 1) == [[0]])
    }
}
