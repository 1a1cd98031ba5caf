import SourceFacts

/// The lines each type's body spans in one Swift file, so a changed line can be put in the
/// type that holds it: a change "touches" the innermost type around each line it adds or removes.
struct TypeSpans {
    private struct Span {
        let name: String
        let lines: ClosedRange<Int>
    }

    private let spans: [Span]
    /// Each type declared in the file (extensions are not declarations of a type), by the line
    /// its keyword is on.
    private let declarations: [(name: String, line: Int)]

    init(source: String, path: String) {
        let facts = FileFacts(path: path, source: source)
        let kinds: Set<Declaration.Kind> = [.class, .struct, .enum, .protocol, .actor, .extension]
        let tokens = facts.tokens.filter { $0.interpolationDepth == 0 }
        var spans: [Span] = []
        var searchFrom = 0
        for declaration in facts.declarations where kinds.contains(declaration.kind) {
            // The body starts at the first `{` on or after the declaration's line.
            guard let open = tokens[searchFrom...].firstIndex(where: { $0.line >= declaration.line && $0.text == "{" }) else { continue }
            var depth = 0
            var close = tokens.count - 1
            for index in open..<tokens.count {
                if tokens[index].text == "{" { depth += 1 }
                if tokens[index].text == "}" { depth -= 1 }
                if depth == 0 { close = index; break }
            }
            spans.append(Span(name: declaration.qualifiedName, lines: declaration.line...tokens[close].line))
            searchFrom = open + 1
        }
        self.spans = spans
        declarations = facts.declarations.filter { kinds.contains($0.kind) && $0.kind != .extension }.map { ($0.qualifiedName, $0.line) }
    }

    /// The types whose declaration starts on one of `lines`.
    func types(declaredOn lines: [Int]) -> Set<String> {
        let lines = Set(lines)
        return Set(declarations.filter { lines.contains($0.line) }.map(\.name))
    }

    /// The innermost type whose declaration spans `line`, or nil outside every type.
    func type(at line: Int) -> String? {
        spans.filter { $0.lines.contains(line) }.min { $0.lines.count < $1.lines.count }?.name
    }
}
