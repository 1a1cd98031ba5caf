/// The lines of two texts side by side, as `diff` shows them: lines both have start with two
/// spaces, lines only the expected text has with `- `, lines only the actual text has with `+ `.
///
/// The lines kept are a longest sequence common to both; where a line was removed and another
/// added at the same place, the removed one comes first.
enum LineDiff {
    static func lines(expected: [String], actual: [String]) -> [String] {
        // common[i][j]: the length of the longest common sequence of expected[i...] and actual[j...].
        var common = Array(repeating: Array(repeating: 0, count: actual.count + 1), count: expected.count + 1)
        for i in expected.indices.reversed() {
            for j in actual.indices.reversed() {
                common[i][j] = expected[i] == actual[j]
                    ? common[i + 1][j + 1] + 1
                    : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0, j = 0
        while i < expected.count || j < actual.count {
            if i < expected.count, j < actual.count, expected[i] == actual[j] {
                lines.append("  " + expected[i])
                i += 1
                j += 1
            } else if j == actual.count || (i < expected.count && common[i + 1][j] >= common[i][j + 1]) {
                lines.append("- " + expected[i])
                i += 1
            } else {
                lines.append("+ " + actual[j])
                j += 1
            }
        }
        return lines
    }
}
