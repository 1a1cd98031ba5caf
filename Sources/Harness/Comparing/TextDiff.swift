/// A line diff of two snapshots, in the unified style (`-` left only, `+` right only,
/// ` ` both), with a few lines of context around each change.
public enum TextDiff {
    /// The diff of `left` and `right`, or an empty string when they are equal.
    public static func unified(_ left: String, _ right: String, leftName: String, rightName: String, context: Int = 2) -> String {
        let a = lines(of: left), b = lines(of: right)
        let lines = diff(a, b)
        guard lines.contains(where: { $0.mark != " " }) else { return "" }
        var shown = Set<Int>()
        for (index, line) in lines.enumerated() where line.mark != " " {
            for near in max(0, index - context)...min(lines.count - 1, index + context) { shown.insert(near) }
        }
        var output = ["--- \(leftName)", "+++ \(rightName)"]
        var previous = -1
        for index in shown.sorted() {
            if previous < 0 || index != previous + 1 { output.append("@@") }
            output.append("\(lines[index].mark)\(lines[index].text)")
            previous = index
        }
        return output.joined(separator: "\n")
    }

    /// The lines of a text; a final newline ends the last line rather than starting another.
    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    private struct Line {
        let mark: Character
        let text: String
    }

    /// The longest common subsequence, walked into kept, removed and added lines.
    private static func diff(_ a: [String], _ b: [String]) -> [Line] {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append(Line(mark: " ", text: a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                result.append(Line(mark: "-", text: a[i])); i += 1
            } else {
                result.append(Line(mark: "+", text: b[j])); j += 1
            }
        }
        return result
    }
}
