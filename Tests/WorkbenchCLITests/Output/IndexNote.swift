/// Standard error without `compare`'s note that the lexer judged some architectures, with its
/// indented reasons: a test's build confirms no index, so the note is there whatever the test
/// looks at.
func withoutIndexNote(_ errors: String) -> String {
    var kept: [Substring] = [], inNote = false
    for line in errors.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("The lexer judged ") {
            inNote = true
        } else if !(inNote && line.hasPrefix("  ")) {
            inNote = false
            kept.append(line)
        }
    }
    return kept.joined(separator: "\n")
}
