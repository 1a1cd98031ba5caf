import Diagnostics
import ScenarioLanguage

// Parsing a scenario written in a test, for its error.

/// The error parsing `source` as `test.scenario` gives, or nil when it parses.
func parseError(_ source: String) -> SourceDiagnostic? {
    do {
        _ = try ScenarioParser.parse(source, file: "test.scenario")
        return nil
    } catch {
        return error
    }
}

/// `source` with every LF line ending written as CRLF.
func crlf(_ source: String) -> String {
    source.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
}

/// `source` with LF and CRLF line endings in turn, LF first.
func mixedLineEndings(_ source: String) -> String {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().map { offset, line in
        offset == lines.count - 1 ? String(line) : line + (offset.isMultiple(of: 2) ? "\n" : "\r\n")
    }.joined()
}

/// `source` as the workbench reads a file that holds it: its bytes through ``TextFile``, which
/// drops the byte-order mark a file may begin with.
func fileText(_ source: String) throws -> String {
    try TextFile.decode(Array(source.utf8), shownAs: "test.scenario")
}
