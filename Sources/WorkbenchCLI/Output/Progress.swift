/// Progress on long work: one line on standard error, rewritten in place, shown only on a
/// terminal and never when NO_COLOR is set (the line's rewriting is an escape sequence).
final class Progress {
    private let errors: TextOutput
    private let isShown: Bool
    private var isShowing = false

    init(errors: TextOutput, isShown: Bool) {
        self.errors = errors
        self.isShown = isShown
    }

    /// Shows `message` in place of the previous one.
    func show(_ message: String) {
        guard isShown else { return }
        errors.write("\r\u{1B}[K" + message)
        isShowing = true
    }

    /// Clears the line, before results are printed.
    func clear() {
        guard isShowing else { return }
        errors.write("\r\u{1B}[K")
        isShowing = false
    }
}
