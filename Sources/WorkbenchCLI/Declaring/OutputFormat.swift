/// The forms a command's results can take on standard output.
enum OutputFormat: String, Sendable, CaseIterable {
    /// For a terminal: aligned tables and marks.
    case text
    /// For tools: keys sorted, so the bytes are stable.
    case json
    /// For pull requests and CI summaries.
    case markdown
}
