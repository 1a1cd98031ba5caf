import SourceFacts

/// The helpers that belong to one concern but lie outside every concern's markers
/// (``RuleCheck/concernsMarkedWhole(markers:)``): a concern's size is read from its markers, so a
/// helper only its code uses, left unmarked, would make it look smaller than it is. (A function
/// under another concern's markers is that concern's code, and counted there.)
///
/// A helper is a function that returns a value: what it computes is part of what the concern's
/// code computes (`states(searchingFor:)`, the steps of a search its latest-wins code switches
/// to). A function that returns nothing is an action the code hands over to (a callback it
/// passes on, a row it has reloaded), the work of another part of the screen. A helper belongs to a concern when every use of its name in the architecture (a call, or
/// the name passed as an argument: `.map(statusText)`), outside its own body, lies in that
/// concern's marked code. A use
/// is matched by name: to the functions of that name in the same file when there are any, else
/// to every function of that name in the architecture; a call whose argument labels are those
/// of some of them is theirs alone (`board(current, after: step)`). So a name shared with other
/// code is never taken for the concern's alone. A name read any other way (`tableView.reloadData()`,
/// `vc.board`) is a variable or a property, no use. A helper found so counts as the concern's code in turn, so the helpers it alone uses are
/// found too.
enum ConcernCompleteness {
    struct Finding: Equatable {
        let file: String
        let line: Int
        let function: String
        let concern: String
    }

    private struct Function {
        let file: String
        let declaration: Declaration
        var lines: ClosedRange<Int> { declaration.line...declaration.endLine }
    }

    private struct Region {
        let file: String
        let lines: ClosedRange<Int>

        func contains(file: String, line: Int) -> Bool { self.file == file && lines.contains(line) }
    }

    /// The helpers outside their concern's markers, in the order of the files and lines.
    ///
    /// - Parameter spans: Each concern's marked code, by marker.
    static func find(in files: [SourceFile], spans: [String: [Excerpt]]) -> [Finding] {
        let functions = files.flatMap { file in
            file.facts.declarations.filter { isHelper($0) }.map { Function(file: file.path, declaration: $0) }
        }
        let names = Set(functions.map(\.declaration.name))
        // Every use of each function, as (file, line).
        var uses: [Int: [(file: String, line: Int)]] = [:]
        for file in files {
            let tokens = file.facts.tokens
            for index in tokens.indices where tokens[index].kind == .identifier && names.contains(tokens[index].text) {
                guard isUse(tokens, index) else { continue }
                let name = tokens[index].text, line = tokens[index].line
                let sameFile = functions.indices.filter { functions[$0].declaration.name == name && functions[$0].file == file.path }
                var candidates = sameFile.isEmpty ? functions.indices.filter { functions[$0].declaration.name == name } : sameFile
                if let labels = CallSite.labels(tokens, index) {
                    let labelled = candidates.filter { functions[$0].declaration.labels == labels }
                    if !labelled.isEmpty { candidates = labelled }
                }
                for candidate in candidates where !(functions[candidate].file == file.path && functions[candidate].lines.contains(line)) {
                    uses[candidate, default: []].append((file.path, line))
                }
            }
        }
        var regions = spans.mapValues { $0.map { Region(file: $0.file, lines: $0.line...$0.endLine) } }
        var findings: [Finding] = []
        var found: Set<Int> = []
        var changed = true
        while changed {
            changed = false
            for (index, function) in functions.enumerated() where !found.contains(index) {
                guard let places = uses[index], !places.isEmpty else { continue }
                let owners = Set(places.map { place in
                    regions.keys.filter { marker in regions[marker]!.contains { $0.contains(file: place.file, line: place.line) } }.sorted()
                })
                guard owners.count == 1, let only = owners.first, only.count == 1, let concern = only.first else { continue }
                // Under any concern's markers, the function is counted: in another concern's, it is that one's code.
                guard !regions.values.joined().contains(where: { $0.contains(file: function.file, line: function.declaration.line) }) else { continue }
                found.insert(index)
                findings.append(Finding(file: function.file, line: function.declaration.line, function: function.declaration.name, concern: concern))
                regions[concern]!.append(Region(file: function.file, lines: function.lines))
                changed = true
            }
        }
        return findings.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// A function that computes part of what a concern's code computes: named (not an
    /// initialiser, a subscript or an operator), and returning a value.
    private static func isHelper(_ declaration: Declaration) -> Bool {
        guard declaration.kind == .function, declaration.returnsValue, !["init", "deinit", "subscript"].contains(declaration.name),
              let first = declaration.name.unicodeScalars.first else { return false }
        return first.properties.isAlphabetic || first == "_"
    }

    /// Whether a function named as the token at `index` is used there: called (`name(`,
    /// `name {`), or passed as an argument (`.map(name)`, `f(name, …)`); not declared
    /// (`func name`), and not read as a variable or a property.
    private static func isUse(_ tokens: [Token], _ index: Int) -> Bool {
        guard index + 1 < tokens.count, index == 0 || tokens[index - 1].text != "func" else { return false }
        let next = tokens[index + 1]
        switch next.text {
        case "(": return !next.spaceBefore
        case "{": return true
        case ")", ",":
            guard index > 0 else { return false }
            let before = tokens[index - 1].text
            // `Self.name` and `Type.name` are the function passed on; `vc.name` is a property.
            let owner = index > 1 ? tokens[index - 2].text : ""
            return before == "(" || before == "," || (before == "." && (owner == "self" || owner == "Self" || owner.first?.isUppercase == true))
        default: return false
        }
    }
}
