import Domain
import Testing

/// Counts as en_US writes them (SPEC §3.2.7 and §3.4.1).
struct CountingTests {
    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (1_234, "1,234"), (100_000, "100,000"), (1_234_567, "1,234,567"), (-1_234, "-1,234")])
    func groupedPutsACommaEveryThreeDigits(value: Int, expected: String) {
        #expect(Counting.grouped(value) == expected)
    }

    @Test func countIsSingularOnlyForOne() {
        #expect(Counting.count(0, "song", "songs") == "0 songs")
        #expect(Counting.count(1, "song", "songs") == "1 song")
        #expect(Counting.count(2, "song", "songs") == "2 songs")
        #expect(Counting.count(1_234, "song", "songs") == "1,234 songs")
    }
}
