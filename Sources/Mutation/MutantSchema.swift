/// Mutant schemata, as Muter compiles them: every mutant of a file written into it at once,
/// each behind a switch read at run time, so one build serves them all.
///
/// The lexer knows no expression's bounds, so every schema is made from what stands at one
/// place: an operator `a < b` becomes `a ~% 7 %< b`, where `~%` tags the left operand with the
/// mutant's number (its precedence just above the comparison's, so it takes the whole left
/// side) and `%<` compares as `<`, or as `<=` when mutant 7 is on. Conditions get a negating
/// operator after them (`if x %! 7 {`), literals a call that picks the original or the
/// mutated value (`__mutantInteger(5, (7, 4), (8, 6))`), removed calls an `if` around them.
/// ``supportFile`` declares them all.
public enum MutantSchema {
    /// The environment variable that names the mutant switched on (its number); none without it.
    public static let environmentVariable = "WORKBENCH_MUTANT"

    /// `source` with each of `mutants` written in behind its number.
    public static func rewrite(_ source: String, mutants: [(number: Int, mutant: Mutant)]) -> SchemaFile {
        var edits: [Edit] = []
        var literals: [Int: [(number: Int, mutant: Mutant)]] = [:]
        for entry in mutants {
            let (number, mutant) = entry
            switch mutant.kind {
            case .relational:
                edits.append(Edit(at: mutant.start, replacing: mutant.end - mutant.start, with: "~% \(number) %\(mutant.original)", number: number))
            case .logical:
                let tag = mutant.original == "&&" ? "&%" : "|%"
                edits.append(Edit(at: mutant.start, replacing: mutant.end - mutant.start, with: "\(tag) \(number) %\(mutant.original)", number: number))
            case .negatedCondition:
                edits.append(Edit(at: mutant.end, inserting: " %! \(number)", rank: .after, number: number))
            case .negatedTernary:
                edits.append(Edit(at: mutant.end, inserting: " %^ \(number)", rank: .after, number: number))
            case .removedCall:
                edits.append(Edit(at: mutant.start, inserting: "if !__mutantActive(\(number)) { ", rank: .opening, number: number))
                edits.append(Edit(at: mutant.end, inserting: " }", rank: .closing, number: number))
            case .offByOne:
                literals[mutant.start, default: []].append(entry)
            }
        }
        for (_, entries) in literals {
            let first = entries[0].mutant
            let choices = entries.map { "(\($0.number), \($0.mutant.mutated))" }.joined(separator: ", ")
            edits.append(Edit(at: first.start, replacing: first.end - first.start, with: "__mutantInteger(\(first.original), \(choices))",
                              numbers: entries.map(\.number)))
        }
        return apply(edits.sorted(), to: Array(source.utf8))
    }

    /// Writes `edits` (in order) into `bytes`, noting where each mutant's schema lands.
    private static func apply(_ edits: [Edit], to bytes: [UInt8]) -> SchemaFile {
        var output: [UInt8] = []
        var spans: [Int: Range<Int>] = [:]
        var read = 0
        for edit in edits {
            output += bytes[read..<edit.offset]
            let start = output.count
            output += Array(edit.text.utf8)
            read = edit.offset + edit.length
            for number in edit.numbers {
                let here = start..<output.count
                // A removed call's schema runs from its opening to its closing.
                spans[number] = spans[number].map { min($0.lowerBound, here.lowerBound)..<max($0.upperBound, here.upperBound) } ?? here
            }
        }
        output += bytes[read...]
        return SchemaFile(text: String(decoding: output, as: UTF8.self), spans: spans)
    }
}

/// One change to the text: a replacement of `length` bytes at `offset`, or an insertion there.
private struct Edit: Comparable {
    /// Where an insertion goes among others at the same place: a block that closes before one
    /// that opens, and both around whatever replaces the token there.
    enum Rank: Int {
        case closing, after, opening, replacement
    }

    let offset: Int
    let length: Int
    let text: String
    let rank: Rank
    let numbers: [Int]

    init(at offset: Int, replacing length: Int, with text: String, number: Int) {
        self.init(at: offset, replacing: length, with: text, numbers: [number])
    }

    init(at offset: Int, replacing length: Int, with text: String, numbers: [Int]) {
        self.offset = offset
        self.length = length
        self.text = text
        rank = .replacement
        self.numbers = numbers
    }

    init(at offset: Int, inserting text: String, rank: Rank, number: Int) {
        self.offset = offset
        length = 0
        self.text = text
        self.rank = rank
        numbers = [number]
    }

    static func < (lhs: Edit, rhs: Edit) -> Bool {
        (lhs.offset, lhs.rank.rawValue, lhs.numbers.first ?? 0) < (rhs.offset, rhs.rank.rawValue, rhs.numbers.first ?? 0)
    }
}
