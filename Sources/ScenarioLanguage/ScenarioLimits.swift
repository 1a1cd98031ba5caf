/// The bounds every scenario is held to (SPEC §4), so that no file asks for more memory or
/// time than a run can give. Each is far above what the package's scenarios and `bench` use
/// (at most a line of 145 characters, 40 steps, 1,000 pushed updates), and a scenario that
/// goes past one is refused where it does, saying what was expected. The file itself holds
/// at most ``Diagnostics/TextFile/largestFile`` bytes, as every fixture does.
public enum ScenarioLimits {
    /// The most characters a line may hold, its comment included.
    public static let lineLength = 10_000
    /// The most steps, the statements after `launch`, a scenario may hold.
    public static let steps = 100_000
    /// The most characters the `type` statements of a scenario may type, in all: each is an
    /// editing change the app answers, and the field shows every one typed so far on every
    /// screen after it, so this bounds the screens `run` shows too.
    public static let typedCharacters = 10_000
    /// The most updates the `push N updates` statements of a scenario may make, in all.
    public static let pushedUpdates = 1_000_000

    /// The column of the first character of `line` past ``lineLength``, if it has one. Only a
    /// line of more bytes than that is counted, and only as far as the limit.
    static func columnPastTheLongestLine(_ line: Substring) -> Int? {
        guard line.utf8.count > lineLength else { return nil }
        // A copy of its own starts where Swift knows a character begins (see CharacterColumns).
        let copy = String(line)
        guard let limit = copy.index(copy.startIndex, offsetBy: lineLength, limitedBy: copy.endIndex), limit < copy.endIndex else { return nil }
        return lineLength + 1
    }
}
