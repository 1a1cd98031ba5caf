/// Finds what a user most likely meant, for "did you mean" hints.
public enum Spelling {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a
    /// plausible typo: at most a third of the word's length in edits, but never fewer than two.
    /// Among equally close candidates the first wins.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(2, word.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The Levenshtein distance between two strings, by characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
