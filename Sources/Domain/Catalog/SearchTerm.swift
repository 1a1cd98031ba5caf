/// The rule by which the search screen reads what the user typed (SPEC §3.2.2).
public enum SearchTerm {
    /// The term trimmed, with every inner run of white space collapsed to one space.
    ///
    ///     SearchTerm.normalized("  hey   jude ")  // "hey jude"
    public static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
