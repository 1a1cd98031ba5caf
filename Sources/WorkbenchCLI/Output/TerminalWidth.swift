import Foundation

/// How wide the text on standard output may be: what `COLUMNS` says, else the width of the
/// terminal standard output is, else 80 columns (a pipe, a file).
enum TerminalWidth {
    /// The width when nothing says otherwise.
    static let fallback = 80
    /// The narrowest width text is wrapped to: below it the help's column of labels would leave
    /// no room for words.
    static let narrowest = 40

    /// The width `environment` and the terminal give: `COLUMNS` when it is a whole number above
    /// zero, else `terminalColumns()` (nil when standard output is not a terminal), else
    /// ``fallback``; never under ``narrowest``.
    static func resolve(environment: [String: String], terminalColumns: () -> Int?) -> Int {
        let columns = environment["COLUMNS"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap { $0 > 0 ? $0 : nil }
        return max(narrowest, columns ?? terminalColumns() ?? fallback)
    }

    /// The width of the terminal standard output is, asked of the terminal (TIOCGWINSZ); nil
    /// when standard output is not a terminal or the terminal does not say.
    static func standardOutputColumns() -> Int? {
        guard isatty(STDOUT_FILENO) != 0 else { return nil }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
