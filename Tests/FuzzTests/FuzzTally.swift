import Testing

/// Counts what the readers made of a run of fuzz inputs and reports the faulty ones. Each of
/// the first few is an issue that says how to make the input again, what was wrong, and where
/// its bytes were written; past those, only the count.
struct FuzzTally {
    /// How many faulty inputs are reported in full.
    static let reportedInFull = 10

    private(set) var read = 0
    private(set) var refused = 0
    private(set) var faulty = 0

    mutating func add(_ outcome: FuzzOutcome, of input: FuzzInput, sourceLocation: SourceLocation = #_sourceLocation) {
        switch outcome {
        case .read: read += 1
        case .refused: refused += 1
        case let .faulty(faults, shown):
            faulty += 1
            guard faulty <= Self.reportedInFull else { return }
            let written = input.writeToTemporaryFile().map { "written to \($0)" } ?? "could not be written to a file"
            // A quoted line can be a million characters long.
            let excerpt = shown.count > 2_000 ? String(shown.prefix(2_000)) + "…" : shown
            Issue.record("\(input.reproduction)\n\(faults.joined(separator: "\n"))\n\(excerpt)\n\(written)", sourceLocation: sourceLocation)
        }
    }

    /// Reports how many were faulty in all, and checks that a long run was not all one
    /// outcome: mutations that every reader refused, or that none noticed, would test little.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        let inputs = read + refused + faulty
        if faulty > Self.reportedInFull {
            Issue.record("\(faulty) of \(inputs) inputs were faulty; the first \(Self.reportedInFull) are reported above", sourceLocation: sourceLocation)
        }
        if inputs >= 1_000 {
            #expect(read >= inputs / 100, "only \(read) of \(inputs) inputs were read without an error", sourceLocation: sourceLocation)
            #expect(refused >= inputs / 100, "only \(refused) of \(inputs) inputs were refused", sourceLocation: sourceLocation)
        }
    }
}
