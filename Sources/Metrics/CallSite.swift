import SourceFacts

/// What the tokens say of a call: the argument labels that tell one function of a name from another.
enum CallSite {
    /// The argument labels of the call whose name is at `index`, `_` for an argument without
    /// one (`board(current, after: step)` → `["_", "after"]`); an empty list for a trailing
    /// closure alone; nil when the name is not called there.
    static func labels(_ tokens: [Token], _ index: Int) -> [String]? {
        guard index + 1 < tokens.count else { return nil }
        let next = tokens[index + 1]
        if next.text == "{" { return [] }
        guard next.text == "(", !next.spaceBefore else { return nil }
        var labels: [String] = []
        var depth = 0
        var position = index + 1
        var startsArgument = false
        while position < tokens.count {
            let token = tokens[position]
            switch token.text {
            case "(", "[", "{":
                depth += 1
                if depth == 1 { startsArgument = true; position += 1; continue }
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return labels }
            case "," where depth == 1:
                startsArgument = true
                position += 1
                continue
            default:
                break
            }
            if startsArgument {
                let isLabel = token.kind == .identifier && position + 1 < tokens.count
                    && tokens[position + 1].text == ":" && !tokens[position + 1].spaceBefore
                labels.append(isLabel ? token.text : "_")
                startsArgument = false
            }
            position += 1
        }
        return labels
    }
}
