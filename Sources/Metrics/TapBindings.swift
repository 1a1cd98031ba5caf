import CompilerIndex
import SourceFacts

/// Where a role binds a button's taps to something other than a command: Bind's
/// `button.bindTaps()` whose line does not hand it to the command operator
/// (`viewModel.bind(\.closeCommand) <~! closeButton.bindTaps()`), but observes it or binds it to
/// any other side.
enum TapBindings {
    static let taps = "bindTaps()"
    static let commandOperator = "<~!"

    /// Each `bindTaps()` of `files` not bound to a command on its line: with the compiler's index,
    /// the operator before it must be the one whose left side is a command; without it, any `<~!`.
    static func unbound(in files: [SourceFile], code: CompiledCode?) -> [(file: SourceFile, line: Int)] {
        var found: [(file: SourceFile, line: Int)] = []
        for file in files {
            if let code {
                let uses = code.uses(in: file)
                for tap in uses where tap.symbol.name == taps && !code.isLibrary(tap.symbol) {
                    let bound = uses.contains { use in
                        use.line == tap.line && use.column < tap.column && use.symbol.name.hasPrefix(commandOperator + "(")
                            && isCommandOperator(use.symbol)
                    }
                    if !bound { found.append((file, tap.line)) }
                }
            } else {
                let tokens = file.facts.tokens
                for index in tokens.indices where tokens[index].text == "bindTaps" && tokens[index].kind == .identifier {
                    let before = tokens[..<index].filter { $0.line == tokens[index].line }
                    if !before.contains(where: { $0.text == commandOperator && $0.kind != .string }) { found.append((file, tokens[index].line)) }
                }
            }
        }
        return found
    }

    /// Whether an operator's left side is a command: `<~!(command: BindingEnd<(any Command)?>, event: …)`.
    private static func isCommandOperator(_ symbol: IndexSymbol) -> Bool {
        guard let declaration = Demangled.declaration(ofUSR: symbol.usr) else { return false }
        return declaration.contains("Command")
    }
}
