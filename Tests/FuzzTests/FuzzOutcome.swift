/// What a reader made of one fuzz input.
enum FuzzOutcome {
    /// Read without an error: decoded, or parsed (and run, when it was chosen to run).
    case read
    /// Refused with a sound diagnostic.
    case refused
    /// Refused with a diagnostic that points outside the file or quotes another line, or run
    /// into a failure that points outside the file: what is wrong, and what the reader said.
    case faulty([String], shown: String)
}
