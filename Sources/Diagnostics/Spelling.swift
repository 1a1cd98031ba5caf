/// Finds what a user most likely meant, and words the "did you mean" hint: the one place the
/// workbench says it, whether the slip is a command, an option, an architecture, a statement,
/// an element or a flight.
public enum Spelling {
    /// Every candidate as close to `word` as the closest one, if that is close enough to be a
    /// plausible typo: at most a third of the word's length in edits, but never fewer than two.
    /// Ties are all kept — `mvv` is one edit from both `mvvm` and `mvc` — those that begin with
    /// `word` first, then in the order given.
    ///
    /// A candidate whose length differs from the word's by more than the edits allowed is no
    /// typo of it, and is not compared letter by letter: a word of a million letters costs the
    /// time it takes to count them, not a million times each candidate's length.
    public static func suggestions(for word: String, in candidates: some Sequence<String>) -> [String] {
        let length = word.count
        let limit = max(2, length / 3)
        var best = Int.max
        var found: [String] = []
        for candidate in candidates where !found.contains(candidate) && abs(candidate.count - length) <= limit {
            let distance = editDistance(word, candidate)
            guard distance <= limit, distance <= best else { continue }
            if distance < best {
                best = distance
                found = []
            }
            found.append(candidate)
        }
        return found.filter { $0.hasPrefix(word) } + found.filter { !$0.hasPrefix(word) }
    }

    /// `; did you mean "mvvm" or "mvc"?`, or nothing when there is no suggestion. With
    /// `quoted: false` the names stand bare, as flight codes do: `; did you mean BA287?`.
    public static func hint(_ suggestions: [String], quoted: Bool = true) -> String {
        guard !suggestions.isEmpty else { return "" }
        return "; did you mean \(listed(suggestions.map { quoted ? "\"\($0)\"" : $0 }, conjunction: "or"))?"
    }

    /// `mvc`, `mvc or mvvm`, `mvc, mvvm or mvb`: names in a sentence, the last joined by
    /// `conjunction` (`or`, `and`).
    public static func listed(_ names: [String], conjunction: String) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
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
