import Domain
import Testing

/// The term the search screen reads (SPEC §3.2.2): trimmed, inner white space collapsed.
struct SearchTermTests {
    @Test(arguments: [
        ("hey jude", "hey jude"),
        ("  hey   jude ", "hey jude"),
        ("\they\njude\r\n", "hey jude"),
        ("hey\u{00A0}\u{00A0}jude", "hey jude"),
        ("", ""),
        ("    ", ""),
        (" \n\t ", ""),
        ("Hey Jude", "Hey Jude"),
        ("  Beyoncé  ", "Beyoncé"),
    ])
    func normalizedTrimsAndCollapsesWhiteSpace(typed: String, expected: String) {
        #expect(SearchTerm.normalized(typed) == expected)
    }

    @Test func normalizingTwiceChangesNothing() {
        let once = SearchTerm.normalized("  a  b   c ")
        #expect(SearchTerm.normalized(once) == once)
    }
}
